import type { ErrorCode } from '../errors';

/**
 * Codes that families of calls share, for their endpoints' `docs.errors`. Kept next to the rules
 * that raise them: a roster move refuses with the roster-actions codes, a claim with the claim checks.
 */

/** A team action on /teams/:teamId (lineups, signing, release, tags, reserve…). */
export const ROSTER_MOVE_ERRORS: readonly ErrorCode[] = [
  'NOT_FOUND',
  'NOT_TEAM_OWNER',
  'NOT_COMMISSIONER',
  'CONFLICT',
  'INVALID_TEAM',
  'OVER_CAP_SPACE',
  'OVER_ROSTER_SPACE',
  'INELIGIBLE_PLAYER_NOT_ON_ROSTER',
  'INELIGIBLE_RELEASE_PLAYER',
  'PLAYER_NOT_ELIGIBLE',
  'PLAYER_LOCKED',
  'PLAYER_PROTECTED',
  'PLAYER_ON_WAIVERS',
  'PLAYER_ROSTERED',
  'NO_RESERVE_SPACE',
  'NO_ACTIVE_SPACE',
  'NO_PRACTICE_SPACE',
  'TAG_LIMIT_REACHED',
  'OUTSIDE_WINDOW',
  'PLAYER_RETIRED',
];

/** A waiver or poaching claim (spec §4 "Poaching", "Waivers"). */
export const CLAIM_ERRORS: readonly ErrorCode[] = [
  'NOT_FOUND',
  'NOT_TEAM_OWNER',
  'CONFLICT',
  'CLAIM_EXISTS',
  'CLAIM_PROCESSED',
  'INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM',
  'INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD',
  'INELIGIBLE_RELEASE_PLAYER',
  'INVALID_BID',
  'PLAYER_RETIRED',
  'NO_ACTIVE_SPACE',
  'NO_PRACTICE_SPACE',
  'OVER_FAAB',
  'OVER_ROSTER_SPACE',
  'OVER_CAP_SPACE',
  'PLAYER_NOT_ELIGIBLE',
  'PLAYER_ROSTERED',
];
