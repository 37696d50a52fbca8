import type { ErrorCode } from '../errors';

/**
 * The HTTP status each error code is answered with, so the published document can say which codes a
 * status carries. The api's AppError takes its status from the same table's rule: a refusal that
 * means "someone else got there first" is 409, a missing caller 401, a wrong caller 403.
 */
const STATUS: Partial<Record<ErrorCode, number>> = {
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_COMMISSIONER: 403,
  NOT_TEAM_OWNER: 403,
  CONFLICT: 409,
  AUCTION_COMPLETE: 409,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  PLAYER_ROSTERED: 409,
  PLAYER_ON_WAIVERS: 409,
  CLAIM_EXISTS: 409,
  CLAIM_PROCESSED: 409,
  TRADE_NOT_OPEN: 409,
  TRADE_NOT_REVERSIBLE: 409,
  INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM: 409,
  MATCHUPS_ALREADY_SCORED: 409,
  SETTING_BREAKS_LEAGUE: 409,
  SEASON_UNDER_WAY: 409,
  TEAM_NOT_EMPTY: 409,
  WEEK_NOT_FINAL: 409,
  DRAFT_PICK_MADE: 409,
  PLAYER_ALREADY_DRAFTED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
};

/** HTTP status of an error code (400 for every refusal not listed). */
export function errorStatus(code: ErrorCode): number {
  return STATUS[code] ?? 400;
}
