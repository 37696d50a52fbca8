import { z } from 'zod';
import { MoneySchema, PidSchema } from './common';

/**
 * A player (spec §3 Player), keyed by `pid`. External ids are strings (they come from many
 * platforms and some are not numeric); absent ids are null.
 */
export const PlayerSchema = z.object({
  pid: PidSchema,
  fname: z.string(),
  lname: z.string(),
  name: z.string(),
  pname: z.string(),
  pos: z.enum(['QB', 'RB', 'WR', 'TE', 'K', 'DST']),
  /** NFL team (nflverse code), `INA` for free agents. */
  team: z.string(),
  jnum: z.number().int().nullable(),
  dob: z.string().nullable(),
  nfl_status: z.string().nullable(),
  injury_status: z.string().nullable(),
  game_status: z.string().nullable(),
  nfl_draft_year: z.number().int().nullable(),
  round: z.number().int().nullable(),
  /** Overall draft pick. */
  dpos: z.number().int().nullable(),
  college: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  /** Half-ppr fantasy points of the last completed regular season (null when not available). */
  points_last_season: z.number().nullable(),
  gsis_id: z.string().nullable(),
  mfl_id: z.string().nullable(),
  sleeper_id: z.string().nullable(),
  espn_id: z.string().nullable(),
  yahoo_id: z.string().nullable(),
  pfr_id: z.string().nullable(),
  rotowire_id: z.string().nullable(),
  fantasy_data_id: z.string().nullable(),
  ktc_id: z.string().nullable(),
  sportradar_id: z.string().nullable(),
  fantasypros_id: z.string().nullable(),
});
export type Player = z.infer<typeof PlayerSchema>;

/**
 * Fantasy-side fields of a player in one league (spec §3 Player "Fantasy-side"). A visitor gets no
 * salary or manager data (spec §6): `value` and `extensions` are absent for visitors everywhere, and
 * `tid` and `slot` too in lists not scoped to one team (POST /players, GET /leagues/:lid/players).
 */
export const LeaguePlayerInfoSchema = z.object({
  /** Fantasy team holding the player, null for a free agent. */
  tid: z.number().int().nullable().optional(),
  slot: z.number().int().nullable().optional(),
  /** Salary. */
  value: MoneySchema.nullable().optional(),
  tag: z.number().int().nullable().optional(),
  extensions: z.number().int().nullable().optional(),
  /**
   * Market salary (spec §9, DOMAIN-NOTES "Valuation") in GET /leagues/:lid/players: last season's
   * points added priced at the league's market rate. Public, like the players page's Market.
   */
  market_salary: z.number().int().nonnegative().optional(),
  /**
   * Projected fantasy points in the league's scoring by key (spec §3 Player "projection (by week plus 0
   * and ros)"): '0' the season, 'ros' the rest of the season, '1'…'18' a week. Absent until the api
   * projects the player; the players page's projection views read their column from it.
   */
  projection: z.record(z.string(), z.number()).optional(),
});

export const LeaguePlayerSchema = PlayerSchema.extend(LeaguePlayerInfoSchema.shape);
export type LeaguePlayer = z.infer<typeof LeaguePlayerSchema>;
