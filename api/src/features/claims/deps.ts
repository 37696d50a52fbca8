import type { Repositories } from '../../db/repositories';
import { createRosterDeps, type RosterDeps } from '../rosters/deps';

/** What the claim use-cases need: the roster use-cases' repositories (claims included) and clock. */
export type ClaimDeps = RosterDeps;

/** Production wiring over the app's repositories and a clock in unix seconds. */
export function createClaimDeps(repos: Repositories, now: () => number): ClaimDeps {
  return createRosterDeps(repos, now);
}
