import type { Repositories } from '../../db/repositories';
import { createRosterActionsRepository, type RosterActionsRepository } from '../../db/repositories/roster-actions.repository';
import { createRestrictedFreeAgencyRepository, type RestrictedFreeAgencyRepository } from '../../db/repositories/restricted-free-agency.repository';
import { createTransactionsRepository, type TransactionsRepository } from '../../db/repositories/transactions.repository';
import { createClaimsRepository, type ClaimsRepository } from '../../db/repositories/claims.repository';
import { createDraftRepository, type DraftRepository } from '../../db/repositories/draft.repository';
import { createSeasonRepository, type SeasonRepository } from '../../db/repositories/season.repository';
import { createNoticesRepository, type NoticesRepository } from '../../db/repositories/notices.repository';

/** What the roster use-cases need: repositories and a clock in unix seconds (injected for tests). */
export interface RosterDeps {
  leagues: Repositories['leagues'];
  users: Repositories['users'];
  players: Repositories['players'];
  rosters: Repositories['rosters'];
  nfl: Repositories['nfl'];
  actions: RosterActionsRepository;
  transactions: TransactionsRepository;
  restrictedFreeAgency: RestrictedFreeAgencyRepository;
  /** Pending poaching claims decide whether a practice squad player may be protected (spec §4). */
  claims: ClaimsRepository;
  /** Rookie draft picks (compensatory picks are granted with the moves that earn them). */
  draft: DraftRepository;
  season: SeasonRepository;
  notices: NoticesRepository;
  now: () => number;
}

/** The signed-in caller, from the bearer token (never from the body). */
export interface RosterActor {
  userId: number;
}

/** Production wiring over the app's repositories and the app's clock (unix seconds). */
export function createRosterDeps(repos: Repositories, now: () => number): RosterDeps {
  return {
    leagues: repos.leagues,
    users: repos.users,
    players: repos.players,
    rosters: repos.rosters,
    nfl: repos.nfl,
    actions: createRosterActionsRepository(),
    transactions: createTransactionsRepository(),
    restrictedFreeAgency: createRestrictedFreeAgencyRepository(),
    claims: createClaimsRepository(),
    draft: createDraftRepository(),
    season: createSeasonRepository(),
    notices: createNoticesRepository(),
    now,
  };
}
