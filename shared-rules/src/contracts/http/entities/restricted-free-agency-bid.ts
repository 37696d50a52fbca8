import { z } from 'zod';
import { IdSchema, MoneySchema, PidSchema, UnixSecondsSchema, YearSchema } from './common';

/**
 * A restricted free agency bid (spec §3 roster player RFA fields, §4 "Tags"). The original team's
 * own bid is the tag itself (`tid === player_tid`); other teams bid blind until processing.
 * `release` lists conditional releases used if the bid wins.
 */
export const RestrictedFreeAgencyBidSchema = z.object({
  uid: IdSchema,
  pid: PidSchema,
  tid: IdSchema,
  player_tid: IdSchema,
  lid: z.number().int().nonnegative(),
  userid: IdSchema.nullable().optional(),
  year: YearSchema,
  bid: MoneySchema,
  release: z.array(PidSchema),
  submitted: UnixSecondsSchema,
  processed: UnixSecondsSchema.nullable(),
  cancelled: UnixSecondsSchema.nullable(),
  succ: z.boolean().nullable(),
  reason: z.string().nullable(),
});
export type RestrictedFreeAgencyBid = z.infer<typeof RestrictedFreeAgencyBidSchema>;
