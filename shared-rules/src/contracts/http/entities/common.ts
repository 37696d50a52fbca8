import { z } from 'zod';
import {
  PlayerTag,
  TransactionType as TransactionTypeCodes,
  WaiverType as WaiverTypeCodes,
} from '../../../constants/codes';
import { RosterSlot as RosterSlotCodes } from '../../../constants/slots';

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
/** One player id (without anchors), shared by PidSchema and the comma lists that carry pids. */
export const PID_PATTERN = '(?:[A-Z]{4}-[A-Z]{4}-\\d{4}-\\d{4}-\\d{2}-\\d{2}|[A-Z]{1,3})';
export const PidSchema = z.string().regex(new RegExp(`^${PID_PATTERN}$`), 'Invalid player id');
export type Pid = z.infer<typeof PidSchema>;

/** An NFL team id (1-3 letters, e.g. `KC`, `LA`); free agents map to `INA`. */
export const NflTeamSchema = z.string().regex(/^[A-Z]{1,3}$/, 'Invalid team');

/** A fantasy position (spec §3). */
export const PositionSchema = z.enum(['QB', 'RB', 'WR', 'TE', 'K', 'DST']);
export type Position = z.infer<typeof PositionSchema>;

/** Season part of a stat or projection row. */
export const SeasonTypeSchema = z.enum(['PRE', 'REG', 'POST']);

/**
 * A wire schema for one of the spec's numeric code tables: an integer from the smallest to the largest
 * code. Every table of §3 is numbered 1..n without gaps, so the range is exactly the set of codes.
 */
function codeSchema<T extends Readonly<Record<string, number>>>(codes: T) {
  const values = Object.values(codes);
  return z
    .number()
    .int()
    .min(Math.min(...values))
    .max(Math.max(...values)) as z.ZodType<number, number> as z.ZodType<T[keyof T], number>;
}

/**
 * Roster slot codes (spec §3), from the rules' constants. Non-active slots are IR, the PS variants,
 * COV and long-term IR.
 */
export const RosterSlot = RosterSlotCodes;
export type RosterSlot = (typeof RosterSlot)[keyof typeof RosterSlot];
export const RosterSlotSchema = codeSchema(RosterSlot);

/** Reserve slots a player can be moved to with POST /teams/:teamId/reserve. */
export const ReserveSlotSchema = z.union([
  z.literal(RosterSlot.IR),
  z.literal(RosterSlot.COV),
  z.literal(RosterSlot.IR_LONG_TERM),
]);

/** Transaction type codes (spec §3), from the rules' constants. */
export const TransactionType = TransactionTypeCodes;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
export const TransactionTypeSchema = codeSchema(TransactionType);

/** Tag codes (spec §3): regular, franchise (F), rookie (R), restricted free agency (RFA). */
export const TagType = PlayerTag;
export type TagType = (typeof TagType)[keyof typeof TagType];
export const TagTypeSchema = codeSchema(TagType);

/** Waiver type codes (spec §3), from the rules' constants. */
export const WaiverType = WaiverTypeCodes;
export type WaiverType = (typeof WaiverType)[keyof typeof WaiverType];
export const WaiverTypeSchema = codeSchema(WaiverType);

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
