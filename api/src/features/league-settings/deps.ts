import type { Repositories } from '../../db/repositories';
import { createSeasonRepository, type SeasonRepository } from '../../db/repositories/season.repository';

/** What the settings use-cases need: the repositories, the league's roster rows, and the clock (unix seconds). */
export interface SettingsDeps {
  repos: Repositories;
  season: Pick<SeasonRepository, 'leagueRows'>;
  now: () => number;
  /** A new team's invite code (random in production). */
  inviteCode: () => string;
}

export function createSettingsDeps(repos: Repositories, now: () => number, inviteCode: () => string): SettingsDeps {
  return { repos, season: createSeasonRepository(), now, inviteCode };
}
