import type { Repositories } from '../../db/repositories';
import { createClaimsRepository, type ClaimsRepository } from '../../db/repositories/claims.repository';
import { createRosterDeps, type RosterDeps } from '../rosters/deps';

/** What the claim use-cases need: the roster use-cases' repositories and clock, plus the claims. */
export interface ClaimDeps extends RosterDeps {
  claims: ClaimsRepository;
}

/** Production wiring over the app's repositories and a clock in unix seconds. */
export function createClaimDeps(repos: Repositories, now: () => number = () => Math.floor(Date.now() / 1000)): ClaimDeps {
  return { ...createRosterDeps(repos, now), claims: createClaimsRepository() };
}
