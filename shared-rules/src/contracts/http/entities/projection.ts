import { z } from 'zod';
import { IdSchema, PidSchema, SeasonTypeSchema, UnixSecondsSchema, YearSchema } from './common';

/** The stat keys a projection row carries (spec §3 "Projection row"). */
export const PROJECTION_STAT_KEYS = [
  'pa',
  'py',
  'tdp',
  'ints',
  'ra',
  'ry',
  'tdr',
  'fuml',
  'trg',
  'rec',
  'recy',
  'tdrec',
] as const;
export const ProjectionStatKeySchema = z.enum(PROJECTION_STAT_KEYS);
export type ProjectionStatKey = z.infer<typeof ProjectionStatKeySchema>;

/**
 * One projection row (spec §3). `week` 0 is the whole season; `sourceid` null with a `userid` is a
 * user's own row, which wins over the sources for that user. Stats absent from a row are unknown.
 * Rows are looked up by year/seas_type/week/pid.
 */
export const ProjectionRowSchema = z.object({
  pid: PidSchema,
  week: z.number().int().min(0).max(22),
  year: YearSchema,
  seas_type: SeasonTypeSchema,
  sourceid: z.number().int().min(1).max(28).nullable(),
  userid: IdSchema.nullable(),
  timestamp: UnixSecondsSchema,
  pa: z.number().optional(),
  py: z.number().optional(),
  tdp: z.number().optional(),
  ints: z.number().optional(),
  ra: z.number().optional(),
  ry: z.number().optional(),
  tdr: z.number().optional(),
  fuml: z.number().optional(),
  trg: z.number().optional(),
  rec: z.number().optional(),
  recy: z.number().optional(),
  tdrec: z.number().optional(),
});
export type ProjectionRow = z.infer<typeof ProjectionRowSchema>;
