import { z } from 'zod';

const int = z.number().int();
const num = z.number();
/** Unix seconds, or null while unset. */
const instant = z.number().int().nullable();

/**
 * A league and its settings (spec §3 League). `uid` 0 is the default league a visitor gets
 * (spec §9); it is not stored and has `hosted` 0.
 */
export const LeagueSchema = z.object({
  uid: int.nonnegative(),
  commishid: int.nonnegative().nullable(),
  name: z.string(),
  num_teams: int.positive(),
  hosted: z.union([z.literal(0), z.literal(1)]),
  // lineup slots
  sqb: int, srb: int, swr: int, ste: int, srbwr: int, srbwrte: int, sqbrbwrte: int, swrte: int,
  sdst: int, sk: int,
  // roster sizes
  bench: int, ps: int, ir: int,
  // position maximums (0 = no maximum)
  mqb: int, mrb: int, mwr: int, mte: int, mdst: int, mk: int,
  // money
  faab: int, cap: int, min_bid: int, season_due_amount: int.nullable(),
  // scoring
  pa: num, pc: num, py: num, ints: num, tdp: num, ra: num, ry: num, tdr: num, rbrec: num, wrrec: num,
  terec: num, rec: num, recy: num, twoptc: num, tdrec: num, fuml: num, prtd: num, krtd: num,
  rush_first_down: num, rec_first_down: num, trg: num, exclude_qb_kneels: z.boolean(),
  // tag limits, extensions, franchise values
  tag2: int, tag3: int, tag4: int, ext_date: instant,
  fqb: int.nullable(), frb: int.nullable(), fwr: int.nullable(), fte: int.nullable(),
  // dates and draft
  free_agency_period_start: instant, free_agency_period_end: instant,
  free_agency_live_auction_start: instant, free_agency_live_auction_end: instant,
  tddate: instant, draft_start: instant, draft_type: z.string().nullable(),
  draft_hour_min: int, draft_hour_max: int, rookie_draft_completed_at: instant,
  tran_start: instant, tran_end: instant, processed_at: instant,
  restricted_free_agency_announcement_hour: int, restricted_free_agency_processing_hour: int,
  // divisions and playoffs
  division_1_name: z.string().nullable(), division_2_name: z.string().nullable(),
  division_3_name: z.string().nullable(), division_4_name: z.string().nullable(),
  wildcard_round: int.nullable(), championship_round: z.array(int),
  // external ids
  espn_id: z.string().nullable(), sleeper_id: z.string().nullable(), mfl_id: z.string().nullable(),
  fleaflicker_id: z.string().nullable(),
  // extension amounts by contract year and baseline ranks (spec §3); absent on leagues that never set them
  ext1: int.nullable().optional(), ext2: int.nullable().optional(), ext3: int.nullable().optional(), ext4: int.nullable().optional(),
  b_QB: int.nullable().optional(), b_RB: int.nullable().optional(), b_WR: int.nullable().optional(),
  b_TE: int.nullable().optional(), b_K: int.nullable().optional(), b_DST: int.nullable().optional(),
  /** SHA-256 hex of the scoring values, and of the league format with it (spec §3 Hashes). */
  scoring_format_hash: z.string().optional(),
  league_format_hash: z.string().optional(),
  /** Seasons the league has rosters for. */
  years: z.array(int),
});
export type League = z.infer<typeof LeagueSchema>;

/**
 * A league as `GET /leagues/:leagueId` answers it: its settings and the season calendar's upcoming
 * events at the time of the answer (the next week's start, the playoff weeks, a hosted league's next
 * waiver run; shared-rules `seasonCalendarEvents`). The server works them out so a browser listing
 * them needs neither the rules nor their time zone data. Empty after the season's last week. The api
 * always sends it; it is optional here because the screens parse leagues built elsewhere with this
 * schema (a league of `/me`, test fixtures) and list the league's own dates without it.
 */
export const LeagueWithCalendarSchema = LeagueSchema.extend({
  calendar_events: z.array(z.object({ date: int, detail: z.string() })).optional(),
});
export type LeagueWithCalendar = z.infer<typeof LeagueWithCalendarSchema>;

/**
 * The default league of spec §9: 12 teams, half-ppr, superflex (1 QB, 2 RB, 2 WR, 1 TE, 1 FLEX,
 * 1 SFLEX, 1 DST, 1 K), 7 bench, 4 practice squad, 3 IR, cap 200, faab 200, min bid 1, max 3 DST and
 * 3 K. Hosted leagues start from these settings too.
 */
export const DEFAULT_LEAGUE: Omit<League, 'years'> = {
  uid: 0,
  commishid: null,
  name: 'Default League',
  num_teams: 12,
  hosted: 0,
  sqb: 1, srb: 2, swr: 2, ste: 1, srbwr: 0, srbwrte: 1, sqbrbwrte: 1, swrte: 0, sdst: 1, sk: 1,
  bench: 7, ps: 4, ir: 3,
  mqb: 0, mrb: 0, mwr: 0, mte: 0, mdst: 3, mk: 3,
  faab: 200, cap: 200, min_bid: 1, season_due_amount: null,
  pa: 0, pc: 0, py: 0.05, ints: -1, tdp: 4, ra: 0, ry: 0.1, tdr: 6, rbrec: 0, wrrec: 0, terec: 0,
  rec: 0.5, recy: 0.1, twoptc: 2, tdrec: 6, fuml: -1, prtd: 6, krtd: 6, rush_first_down: 0,
  rec_first_down: 0, trg: 0, exclude_qb_kneels: false,
  tag2: 1, tag3: 1, tag4: 2, ext_date: null,
  fqb: null, frb: null, fwr: null, fte: null,
  free_agency_period_start: null, free_agency_period_end: null,
  free_agency_live_auction_start: null, free_agency_live_auction_end: null,
  tddate: null, draft_start: null, draft_type: null, draft_hour_min: 11, draft_hour_max: 16,
  rookie_draft_completed_at: null, tran_start: null, tran_end: null, processed_at: null,
  restricted_free_agency_announcement_hour: 24, restricted_free_agency_processing_hour: 0,
  division_1_name: null, division_2_name: null, division_3_name: null, division_4_name: null,
  wildcard_round: null, championship_round: [],
  espn_id: null, sleeper_id: null, mfl_id: null, fleaflicker_id: null,
};
