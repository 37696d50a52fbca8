import { z } from 'zod';

/**
 * The one error vocabulary, shared by HTTP (`{ error: { code, message } }`) and realtime
 * (`{ type: 'error', code, message }`). Clients branch on `code`, never on message text.
 *
 * The spec's numeric codes (§8) are kept in {@link numericErrorCode}; two string codes share the
 * value 3 there, exactly as the spec says.
 *
 * Adding a code: edit this object in place (never rewrite the file), keep the groups.
 */
export const ErrorCode = {
  // §8 shared roster codes
  INVALID_PARAMS: 'INVALID_PARAMS',
  OVER_CAP_SPACE: 'OVER_CAP_SPACE',
  OVER_ROSTER_SPACE: 'OVER_ROSTER_SPACE',
  INELIGIBLE_PLAYER_NOT_ON_ROSTER: 'INELIGIBLE_PLAYER_NOT_ON_ROSTER',
  INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD: 'INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD',
  INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM: 'INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM',
  INELIGIBLE_RELEASE_PLAYER: 'INELIGIBLE_RELEASE_PLAYER',

  // transport and generic
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TIMEOUT: 'TIMEOUT',
  INTERNAL: 'INTERNAL',
  UNAVAILABLE: 'UNAVAILABLE',

  // auth and users
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_INVITE: 'INVALID_INVITE',

  // leagues, teams, players
  LEAGUE_NOT_HOSTED: 'LEAGUE_NOT_HOSTED',
  NOT_COMMISSIONER: 'NOT_COMMISSIONER',
  NOT_TEAM_OWNER: 'NOT_TEAM_OWNER',
  INVALID_TEAM: 'INVALID_TEAM',
  ROSTER_FULL: 'ROSTER_FULL',
  PLAYER_NOT_ELIGIBLE: 'PLAYER_NOT_ELIGIBLE',
  PLAYER_LOCKED: 'PLAYER_LOCKED',
  PLAYER_PROTECTED: 'PLAYER_PROTECTED',
  PLAYER_ON_WAIVERS: 'PLAYER_ON_WAIVERS',
  PLAYER_ROSTERED: 'PLAYER_ROSTERED',
  /** A retired player is no player pool: he cannot be signed or claimed. */
  PLAYER_RETIRED: 'PLAYER_RETIRED',
  NO_RESERVE_SPACE: 'NO_RESERVE_SPACE',
  NO_ACTIVE_SPACE: 'NO_ACTIVE_SPACE',
  NO_PRACTICE_SPACE: 'NO_PRACTICE_SPACE',
  TAG_LIMIT_REACHED: 'TAG_LIMIT_REACHED',
  OUTSIDE_WINDOW: 'OUTSIDE_WINDOW',

  /** A settings change the league as it stands cannot live with (rosters over a new limit, …). */
  SETTING_BREAKS_LEAGUE: 'SETTING_BREAKS_LEAGUE',
  /** Teams cannot be added or deleted while the season's schedule is in play. */
  SEASON_UNDER_WAY: 'SEASON_UNDER_WAY',
  /** A team still has players on its roster. */
  TEAM_NOT_EMPTY: 'TEAM_NOT_EMPTY',

  // waivers, poaches, trades
  INVALID_BID: 'INVALID_BID',
  OVER_FAAB: 'OVER_FAAB',
  CLAIM_EXISTS: 'CLAIM_EXISTS',
  CLAIM_PROCESSED: 'CLAIM_PROCESSED',
  TRADE_NOT_OPEN: 'TRADE_NOT_OPEN',
  TRADE_DEADLINE_PASSED: 'TRADE_DEADLINE_PASSED',
  /** The commissioner's veto window after acceptance has closed (or the trade was never accepted). */
  TRADE_VETO_WINDOW_CLOSED: 'TRADE_VETO_WINDOW_CLOSED',
  /** A veto cannot restore the rosters: a traded player, release or pick has moved since. */
  TRADE_NOT_REVERSIBLE: 'TRADE_NOT_REVERSIBLE',
  /** A traded pick is not an unused pick of the team giving it. */
  INELIGIBLE_DRAFT_PICK: 'INELIGIBLE_DRAFT_PICK',

  // season play
  /** The schedule cannot be generated again: a week of the season has been scored. */
  MATCHUPS_ALREADY_SCORED: 'MATCHUPS_ALREADY_SCORED',
  /** A points correction applies to a finalized week only. */
  WEEK_NOT_FINAL: 'WEEK_NOT_FINAL',

  // rookie draft
  /** The draft has no start time yet, or it has not started. */
  DRAFT_NOT_STARTED: 'DRAFT_NOT_STARTED',
  /** The draft is over (every pick made, or its last day passed). */
  DRAFT_ENDED: 'DRAFT_ENDED',
  /** The pick's window has not opened yet. */
  DRAFT_PICK_NOT_ON_CLOCK: 'DRAFT_PICK_NOT_ON_CLOCK',
  /** The pick was already made. */
  DRAFT_PICK_MADE: 'DRAFT_PICK_MADE',
  /** The player was already drafted in this league. */
  PLAYER_ALREADY_DRAFTED: 'PLAYER_ALREADY_DRAFTED',
  /** The player is not of the draft's rookie class. */
  PLAYER_NOT_ROOKIE: 'PLAYER_NOT_ROOKIE',

  // live auction and realtime
  PROTOCOL_MISMATCH: 'PROTOCOL_MISMATCH',
  UNKNOWN_MESSAGE: 'UNKNOWN_MESSAGE',
  AUCTION_NOT_LIVE: 'AUCTION_NOT_LIVE',
  AUCTION_PAUSED: 'AUCTION_PAUSED',
  AUCTION_COMPLETE: 'AUCTION_COMPLETE',
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  ALREADY_NOMINATED: 'ALREADY_NOMINATED',
  NO_NOMINATION: 'NO_NOMINATION',
  BID_TOO_LOW: 'BID_TOO_LOW',
  STALE_BID: 'STALE_BID',
  ALREADY_WINNING: 'ALREADY_WINNING',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorCodeSchema = z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]);

/** The spec's numeric codes (§8). Codes with no numeric value in the spec are absent. */
export const numericErrorCode: Partial<Record<ErrorCode, number>> = {
  INVALID_PARAMS: 1,
  OVER_CAP_SPACE: 2,
  OVER_ROSTER_SPACE: 3,
  INELIGIBLE_PLAYER_NOT_ON_ROSTER: 3,
  INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD: 4,
  INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM: 5,
  INELIGIBLE_RELEASE_PLAYER: 6,
};

/** Every non-2xx HTTP answer has exactly this body. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** Field-level problems from a failed schema parse, keyed by dotted path. */
    details: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
