import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * The season's played record (spec §3 Matchup, Season record, Team odds): matchups, each team's
 * lineup of each week as it was set and scored, a league season's playoff rounds and champion, and
 * the simulated odds.
 */

/** A matchup row: head-to-head (`hid`/`aid`) or a playoff tournament (`tids`, per-team maps). */
export interface MatchupDoc {
  uid: number;
  lid: number;
  year: number;
  week: number;
  type: 'head_to_head' | 'tournament';
  hid: number | null;
  aid: number | null;
  hp: number | null;
  ap: number | null;
  home_projection: number | null;
  away_projection: number | null;
  tids: number[];
  /** Tournament numbers by tid (string keys, as JSON has them). */
  points: Record<string, number>;
  points_manual: Record<string, number>;
  projections: Record<string, number>;
}

const matchupSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    lid: { type: Number, required: true },
    year: { type: Number, required: true },
    week: { type: Number, required: true },
    type: { type: String, required: true },
    hid: { type: Number, default: null },
    aid: { type: Number, default: null },
    hp: { type: Number, default: null },
    ap: { type: Number, default: null },
    home_projection: { type: Number, default: null },
    away_projection: { type: Number, default: null },
    tids: { type: [Number], default: [] },
    points: { type: Schema.Types.Mixed, default: {} },
    points_manual: { type: Schema.Types.Mixed, default: {} },
    projections: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'matchups', versionKey: false, minimize: false },
);
matchupSchema.index({ lid: 1, year: 1, week: 1 });

export const MatchupModel = defineModel<MatchupDoc>('Matchup', matchupSchema);

/** One lineup slot of a snapshot. */
export interface LineupEntry {
  slot: number;
  pid: string;
  pos: string;
  /** The projection the player carried into the week, kept when the week is finalized. */
  projection?: number;
}

/**
 * A team's lineup for a week as it stood when the week was snapshotted (at finalization, or when the
 * history was played out), with the week's scored numbers. `points_manual` is the commissioner's
 * correction; `potential` the optimal lineup's points from the same players (§3 potential points).
 */
export interface LineupWeekDoc {
  lid: number;
  tid: number;
  year: number;
  week: number;
  starters: LineupEntry[];
  bench: LineupEntry[];
  final: boolean;
  points: number | null;
  points_manual: number | null;
  projected: number | null;
  potential: number | null;
}

const entry = new Schema({ slot: Number, pid: String, pos: String, projection: Number }, { _id: false });
const lineupWeekSchema = new Schema(
  {
    lid: { type: Number, required: true },
    tid: { type: Number, required: true },
    year: { type: Number, required: true },
    week: { type: Number, required: true },
    starters: { type: [entry], default: [] },
    bench: { type: [entry], default: [] },
    final: { type: Boolean, default: false },
    points: { type: Number, default: null },
    points_manual: { type: Number, default: null },
    projected: { type: Number, default: null },
    potential: { type: Number, default: null },
  },
  { collection: 'lineup_weeks', versionKey: false },
);
lineupWeekSchema.index({ lid: 1, year: 1, week: 1, tid: 1 }, { unique: true });

export const LineupWeekModel = defineModel<LineupWeekDoc>('LineupWeek', lineupWeekSchema);

/** A league season (spec §3 Season record): its playoff rounds as scheduled, and its champion. */
export interface SeasonDoc {
  lid: number;
  year: number;
  wildcard_round: number | null;
  championship_round: number[];
  champion: number | null;
  finalized: boolean;
  /** Weeks finalized so far, ascending. */
  weeks_final: number[];
}

const seasonSchema = new Schema(
  {
    lid: { type: Number, required: true },
    year: { type: Number, required: true },
    wildcard_round: { type: Number, default: null },
    championship_round: { type: [Number], default: [] },
    champion: { type: Number, default: null },
    finalized: { type: Boolean, default: false },
    weeks_final: { type: [Number], default: [] },
  },
  { collection: 'seasons', versionKey: false },
);
seasonSchema.index({ lid: 1, year: 1 }, { unique: true });

export const SeasonModel = defineModel<SeasonDoc>('Season', seasonSchema);

/** One team's simulated odds after a week (probabilities 0–1; null variants when no game that week). */
export interface TeamOddsDoc {
  lid: number;
  year: number;
  week: number;
  tid: number;
  playoff_odds: number;
  division_odds: number | null;
  bye_odds: number;
  championship_odds: number;
  playoff_odds_with_win: number | null;
  playoff_odds_with_loss: number | null;
  division_odds_with_win: number | null;
  division_odds_with_loss: number | null;
  bye_odds_with_win: number | null;
  bye_odds_with_loss: number | null;
  championship_odds_with_win: number | null;
  championship_odds_with_loss: number | null;
  computed_at: number;
  sims: number;
}

const n = { type: Number, default: null };
const teamOddsSchema = new Schema(
  {
    lid: { type: Number, required: true },
    year: { type: Number, required: true },
    week: { type: Number, required: true },
    tid: { type: Number, required: true },
    playoff_odds: n, division_odds: n, bye_odds: n, championship_odds: n,
    playoff_odds_with_win: n, playoff_odds_with_loss: n, division_odds_with_win: n, division_odds_with_loss: n,
    bye_odds_with_win: n, bye_odds_with_loss: n, championship_odds_with_win: n, championship_odds_with_loss: n,
    computed_at: { type: Number, required: true },
    sims: { type: Number, required: true },
  },
  { collection: 'team_odds', versionKey: false },
);
teamOddsSchema.index({ lid: 1, year: 1, week: 1, tid: 1 }, { unique: true });

export const TeamOddsModel = defineModel<TeamOddsDoc>('TeamOdds', teamOddsSchema);
