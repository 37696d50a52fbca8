import { z } from 'zod';
import { NflTeamSchema, PidSchema, PositionSchema, SeasonTypeSchema, WeekSchema, YearSchema } from './common';

/**
 * One player's game (spec §3 "Gamelog"), keyed by year/seas_type/week/pid. `pts` are fantasy points
 * in the requested league's scoring, `points_added` over the position baseline, `pos_rnk` the
 * weekly position rank. Box-score stats (py, ry, rec, …) ride along as extra numeric fields.
 */
export const GamelogSchema = z
  .object({
    pid: PidSchema,
    pos: PositionSchema,
    year: YearSchema,
    week: WeekSchema,
    seas_type: SeasonTypeSchema,
    /** Day of the week the game was played, e.g. `SUN`. */
    day: z.string().nullable(),
    tm: NflTeamSchema,
    opp: NflTeamSchema,
    pts: z.number().nullable(),
    points_added: z.number().nullable(),
    pos_rnk: z.number().int().positive().nullable(),
  })
  .catchall(z.number().nullable());
export type Gamelog = z.infer<typeof GamelogSchema>;
