import { z } from 'zod';
import { IdSchema, MoneySchema } from './common';

/** A fantasy team (spec §3 Team). `cap` and `faab` are what the team has left. */
export const TeamSchema = z.object({
  uid: IdSchema,
  lid: z.number().int().nonnegative(),
  year: z.number().int(),
  div: z.number().int().min(1).max(4).nullable(),
  name: z.string(),
  image: z.string().nullable(),
  abbrv: z.string(),
  cap: MoneySchema,
  faab: MoneySchema,
  waiver_order: z.number().int().nullable(),
  draft_order: z.number().int().nullable(),
  pc: z.string().nullable(),
  ac: z.string().nullable(),
  /**
   * The code a new user gives to join this team at registration (POST /auth/register). Sent only
   * to the league's commissioner (GET /leagues/:leagueId/teams), never to anyone else.
   */
  invite_code: z.string().nullable().optional(),
});
export type Team = z.infer<typeof TeamSchema>;

/** A team of the signed-in user, with that user's notification flags for it (spec §3 Team). */
export const UserTeamSchema = TeamSchema.extend({
  teamtext: z.boolean(),
  teamvoice: z.boolean(),
  leaguetext: z.boolean(),
});
export type UserTeam = z.infer<typeof UserTeamSchema>;
