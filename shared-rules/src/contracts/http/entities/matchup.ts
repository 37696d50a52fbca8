import { z } from 'zod';
import { IdSchema, WeekSchema, YearSchema } from './common';

/**
 * A fantasy matchup (spec §3 "Matchup"). Regular-season games are head-to-head (home `hid` versus
 * away `aid`, with points `hp`/`ap` and projections); playoff rounds are tournaments where several
 * teams (`tids`) compete on points. `type` tells them apart. Points are null until games are played;
 * `points_manual` holds a commissioner's correction per team.
 */
const MatchupBase = {
  uid: IdSchema,
  lid: z.number().int().nonnegative(),
  year: YearSchema,
  week: WeekSchema,
};

export const HeadToHeadMatchupSchema = z.object({
  ...MatchupBase,
  type: z.literal('head_to_head'),
  hid: IdSchema,
  aid: IdSchema,
  hp: z.number().nullable(),
  ap: z.number().nullable(),
  home_projection: z.number().nullable(),
  away_projection: z.number().nullable(),
});
export type HeadToHeadMatchup = z.infer<typeof HeadToHeadMatchupSchema>;

/** Per-team numbers of a tournament, keyed by tid (JSON object keys are strings). */
const PerTeamSchema = z.record(z.string().regex(/^\d+$/), z.number());

export const TournamentMatchupSchema = z.object({
  ...MatchupBase,
  type: z.literal('tournament'),
  tids: z.array(IdSchema).min(2),
  points: PerTeamSchema,
  points_manual: PerTeamSchema,
  projections: PerTeamSchema,
});
export type TournamentMatchup = z.infer<typeof TournamentMatchupSchema>;

export const MatchupSchema = z.discriminatedUnion('type', [HeadToHeadMatchupSchema, TournamentMatchupSchema]);
export type Matchup = z.infer<typeof MatchupSchema>;
