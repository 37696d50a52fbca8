import { z } from 'zod';
import { MoneySchema, PidSchema } from './common';

/** One player on a roster (spec §3 Roster player), with display fields joined from the player. */
export const RosterPlayerSchema = z.object({
  pid: PidSchema,
  pos: z.string(),
  slot: z.number().int().min(1).max(18),
  tag: z.number().int().min(1).max(4),
  /** Salary. */
  value: MoneySchema,
  extensions: z.number().int().nonnegative(),
  tid: z.number().int().positive(),
  lid: z.number().int().nonnegative(),
  year: z.number().int(),
  /** Transaction type that put the player here, and when (unix seconds). */
  type: z.number().int().nullable(),
  timestamp: z.number().int().nullable(),
  name: z.string(),
  team: z.string(),
  /** Restricted free agency: the tag's bid, and when he was nominated and announced (unix seconds). */
  bid: MoneySchema.nullable().optional(),
  restricted_free_agency_tag_nominated: z.number().int().nullable().optional(),
  restricted_free_agency_tag_announced: z.number().int().nullable().optional(),
});
export type RosterPlayer = z.infer<typeof RosterPlayerSchema>;

/**
 * A team's roster (spec §3 Roster). `availableCap` is the league cap minus the salaries of active
 * players (starters and bench); `availableSpace` is the active roster limit (starting slots plus
 * bench) minus active players. Practice squad and reserve players count against neither.
 */
export const RosterSchema = z.object({
  tid: z.number().int().positive(),
  lid: z.number().int().nonnegative(),
  year: z.number().int(),
  week: z.number().int(),
  last_updated: z.number().int().nullable(),
  players: z.array(RosterPlayerSchema),
  availableCap: z.number().int(),
  availableSpace: z.number().int(),
});
export type Roster = z.infer<typeof RosterSchema>;

/**
 * A roster player as a read answers it (GET rosters). Visitors get no salary data (spec §6): `value`
 * and `extensions` are absent for them (and `bid`); a logged-in caller always gets them.
 */
export const RosterReadPlayerSchema = RosterPlayerSchema.extend({
  value: MoneySchema.optional(),
  extensions: z.number().int().nonnegative().optional(),
});
export type RosterReadPlayer = z.infer<typeof RosterReadPlayerSchema>;

/** A roster as a read answers it: for visitors without salaries and without `availableCap` (§6). */
export const RosterReadSchema = RosterSchema.extend({
  players: z.array(RosterReadPlayerSchema),
  availableCap: z.number().int().optional(),
});
export type RosterRead = z.infer<typeof RosterReadSchema>;
