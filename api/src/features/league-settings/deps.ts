import type { Repositories } from '../../db/repositories';
import { createClaimsRepository, type ClaimsRepository } from '../../db/repositories/claims.repository';
import { createSeasonRepository, type SeasonRepository } from '../../db/repositories/season.repository';
import { createTradesRepository, type TradesRepository } from '../../db/repositories/trades.repository';

/** What the settings use-cases need: the repositories, the league's roster rows, and the clock (unix seconds). */
export interface SettingsDeps {
  repos: Repositories;
  season: Pick<SeasonRepository, 'leagueRows'>;
  /** A team with pending waiver or poaching claims is not deleted (a claim could still sign a player to it). */
  claims: Pick<ClaimsRepository, 'pendingWaivers' | 'pendingPoaches'>;
  /** Nor one in an open trade (its acceptance would move players to or from a team that is gone). */
  trades: Pick<TradesRepository, 'list'>;
  now: () => number;
  /** A new team's invite code (random in production). */
  inviteCode: () => string;
}

export function createSettingsDeps(repos: Repositories, now: () => number, inviteCode: () => string): SettingsDeps {
  return { repos, season: createSeasonRepository(), claims: createClaimsRepository(), trades: createTradesRepository(), now, inviteCode };
}
