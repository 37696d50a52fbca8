import { z } from 'zod';
import { NflTeamSchema, SeasonTypeSchema, WeekSchema, YearSchema } from './common';

/** One stat credited on a play to a player or team (spec §3 "Play": playStats). */
export const PlayStatSchema = z.object({
  esbid: z.string(),
  playId: z.number().int(),
  statId: z.number().int(),
  yards: z.number().nullable(),
  /** NFL gsis player id (`00-00xxxxx`), null for team stats. */
  gsisId: z.string().nullable(),
  /** The league's pid for that player, when known. */
  gsispid: z.string().nullable(),
  clubCode: NflTeamSchema.nullable(),
  playerName: z.string().nullable(),
});
export type PlayStat = z.infer<typeof PlayStatSchema>;

/**
 * One play (spec §3 "Play"), keyed by week then `esbid:playId`. `ydl_start`/`ydl_end` are yard
 * lines from the offense's own goal (0-100, red zone from 80); `game_clock_start` like `12:34`.
 */
export const PlaySchema = z.object({
  esbid: z.string(),
  playId: z.number().int(),
  year: YearSchema,
  week: WeekSchema,
  seas_type: SeasonTypeSchema,
  sequence: z.number().nullable(),
  pos_team: NflTeamSchema.nullable(),
  qtr: z.number().int().min(1).max(6).nullable(),
  game_clock_start: z.string().nullable(),
  ydl_start: z.number().nullable(),
  ydl_end: z.number().nullable(),
  desc: z.string().nullable(),
  /** The defence (nflverse `defteam`). */
  def_team: NflTeamSchema.nullable(),
  down: z.number().int().min(1).max(4).nullable(),
  ydstogo: z.number().nullable(),
  /** nflverse's play type: pass, run, qb_kneel, qb_spike, punt, kickoff, field_goal, extra_point, no_play. */
  play_type: z.string().nullable(),
  yards_gained: z.number().nullable(),
  playStats: z.array(PlayStatSchema),
});
export type Play = z.infer<typeof PlaySchema>;
