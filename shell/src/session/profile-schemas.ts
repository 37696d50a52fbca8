/**
 * Tolerant schemas for the profile and league answers the shell reads. They name only the fields the
 * shell uses (ids, names, the commissioner, hosting and the calendar dates for next events) and keep
 * everything else, so the api can grow its answers without breaking the shell.
 */
import { z } from 'zod';

const optionalSeconds = z.number().nullish();

export const LeagueSummarySchema = z.looseObject({
  uid: z.number(),
  name: z.string().nullish(),
  commishid: z.number().nullish(),
  hosted: z.union([z.number(), z.boolean()]).nullish(),
  num_teams: z.number().nullish(),
  cap: z.number().nullish(),
  free_agency_live_auction_start: optionalSeconds,
  free_agency_live_auction_end: optionalSeconds,
  free_agency_period_start: optionalSeconds,
  free_agency_period_end: optionalSeconds,
  draft_start: optionalSeconds,
  tddate: optionalSeconds,
  ext_date: optionalSeconds,
  tran_start: optionalSeconds,
  tran_end: optionalSeconds,
});
export type LeagueSummary = z.infer<typeof LeagueSummarySchema>;

export const TeamSummarySchema = z.looseObject({
  uid: z.number(),
  lid: z.number(),
  name: z.string().nullish(),
  abbrv: z.string().nullish(),
});
export type TeamSummary = z.infer<typeof TeamSummarySchema>;

export const UserSchema = z.looseObject({
  id: z.number(),
  username: z.string(),
  email: z.string().nullish(),
});
export type User = z.infer<typeof UserSchema>;

export const MeResponseSchema = z.object({
  user: UserSchema,
  teams: z.array(TeamSummarySchema).default([]),
  leagues: z.array(LeagueSummarySchema).default([]),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const AuthResponseSchema = z.looseObject({ token: z.string().min(1) });

/** `GET /leagues/:id` may answer the league itself or `{ league }`. */
export const LeagueResponseSchema = z.union([z.object({ league: LeagueSummarySchema }).transform((r) => r.league), LeagueSummarySchema]);
