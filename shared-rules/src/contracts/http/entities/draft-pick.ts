import { z } from 'zod';
import { IdSchema, PidSchema, UnixSecondsSchema, YearSchema } from './common';

/**
 * One rookie draft pick (spec §3 "Draft": picks with uid and pid, plus pick details). `otid` is the
 * team that originally owned the pick (traded picks keep their original slot); `tid` owns it now.
 * `pick` is the overall number once the order is set; `pid` is filled when the pick is made.
 */
export const DraftPickSchema = z.object({
  uid: IdSchema,
  tid: IdSchema,
  otid: IdSchema,
  lid: z.number().int().nonnegative(),
  year: YearSchema,
  round: z.number().int().positive(),
  pick: z.number().int().positive().nullable(),
  /** Round and pick within the round, e.g. `1.04`. */
  pick_str: z.string().nullable().optional(),
  pid: PidSchema.nullable(),
  /** When the pick was made (unix seconds). */
  selection_timestamp: UnixSecondsSchema.nullable().optional(),
});
export type DraftPick = z.infer<typeof DraftPickSchema>;
