import { z } from 'zod';

/**
 * Wire primitives shared by the HTTP contracts: ids, player ids, the spec's numeric enumerations
 * (§3 "Enumerations") and the helpers that read query strings, which always arrive as strings.
 */

/** A numeric record id (`uid`, `tid`, `lid`, `userid`, …): a positive integer. */
export const IdSchema = z.number().int().positive();

/** A path or query id: arrives as a string (`"12"`) and is coerced to a positive integer. */
export const IdParamSchema = z.coerce.number<number | string>().int().positive();

/** A league id in a path: 0 is the default (visitor) league, so zero is allowed here. */
export const LeagueIdParamSchema = z.coerce.number<number | string>().int().nonnegative();

/** Unix seconds (spec: wire timestamps are unix seconds). */
export const UnixSecondsSchema = z.number().int().nonnegative();

/** Money (salary, bid, faab, cap): whole dollars, never negative. */
export const MoneySchema = z.number().int().nonnegative();

/** A season year. */
export const YearSchema = z.number().int().min(1920).max(2100);

/** A week of a season: 0 is the offseason, NFL weeks run to 18 plus up to 4 postseason weeks. */
export const WeekSchema = z.number().int().min(0).max(22);

/**
 * A player id. Players follow the spec's pattern `FNAM-LNAM-YYYY-YYYY-MM-DD` (four letters, four
 * letters, draft or birth year, birth date); team defenses are keyed by their 1-3 letter team id.
 */
export const PidSchema = z
  .string()
  .regex(/^(?:[A-Z]{4}-[A-Z]{4}-\d{4}-\d{4}-\d{2}-\d{2}|[A-Z]{1,3})$/, 'Invalid player id');
export type Pid = z.infer<typeof PidSchema>;

/** An NFL team id (1-3 letters, e.g. `KC`, `LA`); free agents map to `INA`. */
export const NflTeamSchema = z.string().regex(/^[A-Z]{1,3}$/, 'Invalid team');

/** A fantasy position (spec §3). */
export const PositionSchema = z.enum(['QB', 'RB', 'WR', 'TE', 'K', 'DST']);
export type Position = z.infer<typeof PositionSchema>;

/** Season part of a stat or projection row. */
export const SeasonTypeSchema = z.enum(['PRE', 'REG', 'POST']);

/** Roster slot codes (spec §3). Non-active slots are IR, the PS variants, COV and long-term IR. */
export const RosterSlot = {
  QB: 1,
  RB: 2,
  WR: 3,
  TE: 4,
  WRTE: 5,
  RBWR: 6,
  RBWRTE: 7,
  QBRBWRTE: 8,
  K: 9,
  DST: 10,
  BENCH: 11,
  PS: 12,
  IR: 13,
  COV: 14,
  PSP: 15,
  PSD: 16,
  PSDP: 17,
  IR_LONG_TERM: 18,
} as const;
export type RosterSlot = (typeof RosterSlot)[keyof typeof RosterSlot];
export const RosterSlotSchema = z.number().int().min(1).max(18) as z.ZodType<RosterSlot, number>;

/** Reserve slots a player can be moved to with POST /teams/:teamId/reserve. */
export const ReserveSlotSchema = z.union([
  z.literal(RosterSlot.IR),
  z.literal(RosterSlot.COV),
  z.literal(RosterSlot.IR_LONG_TERM),
]);

/** Transaction type codes (spec §3). */
export const TransactionType = {
  RELEASE: 1,
  ACTIVATE: 2,
  DEACTIVATE: 3,
  TRADE: 4,
  POACHED: 5,
  AUCTION_BID: 6,
  AUCTION_PROCESSED: 7,
  DRAFT: 8,
  EXTENSION: 9,
  RESTRICTED_FREE_AGENCY_TAG: 10,
  FRANCHISE_TAG: 11,
  ROOKIE_TAG: 12,
  PRACTICE_ADD: 13,
  ROSTER_ADD: 14,
  RESERVE_IR: 15,
  RESERVE_COV: 16,
  PRACTICE_PROTECTED: 17,
  RESERVE_IR_LONG_TERM: 18,
  SUPER_PRIORITY: 19,
} as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
export const TransactionTypeSchema = z.number().int().min(1).max(19) as z.ZodType<TransactionType, number>;

/** Tag codes (spec §3): regular, franchise (F), rookie (R), restricted free agency (RFA). */
export const TagType = { REGULAR: 1, FRANCHISE: 2, ROOKIE: 3, RESTRICTED_FREE_AGENCY: 4 } as const;
export type TagType = (typeof TagType)[keyof typeof TagType];
export const TagTypeSchema = z.number().int().min(1).max(4) as z.ZodType<TagType, number>;

/** Waiver type codes (spec §3). */
export const WaiverType = { FREE_AGENCY: 1, POACH: 2, FREE_AGENCY_PRACTICE: 3 } as const;
export type WaiverType = (typeof WaiverType)[keyof typeof WaiverType];
export const WaiverTypeSchema = z.number().int().min(1).max(3) as z.ZodType<WaiverType, number>;

/**
 * A list in a query string. The client sends lists comma-joined (`types=1,14`); a repeated key
 * (`types=1&types=14`) and a single value are accepted too. Empty items are dropped, so an empty
 * string means an empty list.
 */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess((value: string | ReadonlyArray<z.input<T> | string>) => {
    if (value === undefined || value === null) return value;
    const parts: unknown[] = Array.isArray(value) ? [...value] : [value];
    return parts
      .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
      .map((part) => (typeof part === 'string' ? part.trim() : part))
      .filter((part) => part !== '');
  }, z.array(item));
}

/** A non-negative integer in a query string (offsets, limits, unix seconds). */
export const QueryIntSchema = z.coerce.number<number | string>().int().nonnegative();

/** A boolean in a query string: `true`/`1` or `false`/`0`. */
export const QueryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** A year in a query string. */
export const YearQuerySchema = z.coerce.number<number | string>().int().min(1920).max(2100);

/** A week in a query string. */
export const WeekQuerySchema = z.coerce.number<number | string>().int().min(0).max(22);

/** Path params of calls under `/leagues/:leagueId`. */
export const LeagueParamsSchema = z.object({ leagueId: LeagueIdParamSchema });
export type LeagueParams = z.infer<typeof LeagueParamsSchema>;

/** Path params of calls under `/teams/:teamId`. */
export const TeamParamsSchema = z.object({ teamId: IdParamSchema });
export type TeamParams = z.infer<typeof TeamParamsSchema>;
