import { z } from 'zod';
import { IdSchema, PidSchema, UnixSecondsSchema } from './common';

/**
 * A poaching claim on another team's practice-squad player (spec §3 "Poach", §4 "Poaching").
 * `tid` is the claiming team, `player_tid` the team he is poached from. `release` lists conditional
 * releases, done only if the claim succeeds. `succ`/`reason` are set once processed.
 */
export const PoachSchema = z.object({
  uid: IdSchema,
  tid: IdSchema,
  player_tid: IdSchema,
  lid: z.number().int().nonnegative(),
  userid: IdSchema.nullable().optional(),
  pid: PidSchema,
  release: z.array(PidSchema),
  submitted: UnixSecondsSchema,
  processed: UnixSecondsSchema.nullable(),
  succ: z.boolean().nullable().optional(),
  reason: z.string().nullable().optional(),
});
export type Poach = z.infer<typeof PoachSchema>;
