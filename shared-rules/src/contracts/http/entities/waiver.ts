import { z } from 'zod';
import { IdSchema, MoneySchema, PidSchema, UnixSecondsSchema, WaiverTypeSchema } from './common';

/**
 * A waiver claim (spec §3 "Waiver"). `po` is the team's own processing order among its active
 * claims; `release` the conditional releases (done only if the claim succeeds). After processing,
 * `succ` tells whether it won and `reason` why it failed.
 */
export const WaiverSchema = z.object({
  uid: IdSchema,
  tid: IdSchema,
  lid: z.number().int().nonnegative(),
  userid: IdSchema.nullable().optional(),
  pid: PidSchema,
  type: WaiverTypeSchema,
  bid: MoneySchema,
  po: z.number().int().nonnegative(),
  release: z.array(PidSchema),
  submitted: UnixSecondsSchema,
  processed: UnixSecondsSchema.nullable(),
  cancelled: UnixSecondsSchema.nullable(),
  succ: z.boolean().nullable(),
  reason: z.string().nullable(),
});
export type Waiver = z.infer<typeof WaiverSchema>;
