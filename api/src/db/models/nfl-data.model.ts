import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * Collections of imported NFL data. Rows keep the source's column names (see api/data/README.md),
 * with numbers as numbers and empty values left out; the schemas declare only the keys that are
 * queried or indexed (`strict: false` keeps the rest).
 */
function rowSchema(collection: string, keys: Record<string, unknown>): Schema {
  return new Schema(keys, { collection, versionKey: false, strict: false, minimize: true });
}

/** The 32 NFL teams with every platform's abbreviation (teams.csv). */
export const NflTeamModel = defineModel<Record<string, unknown>>(
  'NflTeam',
  rowSchema('nfl_teams', { team_abbr: { type: String, required: true, unique: true } }),
);

/** NFL games with results and betting lines (schedules.csv), keyed by `esbid` = nflverse game_id. */
const gameSchema = rowSchema('nfl_games', {
  esbid: { type: String, required: true, unique: true },
  year: { type: Number, required: true },
  week: { type: Number, required: true },
});
gameSchema.index({ year: 1, week: 1 });
export const NflGameModel = defineModel<Record<string, unknown>>('NflGame', gameSchema);

function statSchema(collection: string): Schema {
  const schema = rowSchema(collection, {
    pid: { type: String, default: null },
    player_id: { type: String, required: true },
    season: { type: Number, required: true },
    week: { type: Number },
  });
  schema.index({ pid: 1, season: 1, week: 1 });
  schema.index({ season: 1, week: 1 });
  schema.index({ player_id: 1 });
  return schema;
}

/** Weekly fantasy stat lines 2023–2024 (player_weekly_stats_2023_2024.csv). */
export const PlayerWeeklyStatModel = defineModel<Record<string, unknown>>(
  'PlayerWeeklyStat',
  statSchema('player_weekly_stats'),
);
/** Per-game passing lines 2020–2025. */
export const PlayerGamePassingModel = defineModel<Record<string, unknown>>(
  'PlayerGamePassing',
  statSchema('player_game_passing'),
);
/** Per-game rushing lines 2020–2025. */
export const PlayerGameRushingModel = defineModel<Record<string, unknown>>(
  'PlayerGameRushing',
  statSchema('player_game_rushing'),
);
/** 2025 regular-season totals (player_season_stats_2025.csv). */
export const PlayerSeasonStatModel = defineModel<Record<string, unknown>>(
  'PlayerSeasonStat',
  statSchema('player_season_stats'),
);

const injurySchema = rowSchema('injuries', {
  pid: { type: String, default: null },
  gsis_id: { type: String },
  season: { type: Number, required: true },
  week: { type: Number, required: true },
});
injurySchema.index({ pid: 1, season: 1, week: 1 });
export const InjuryModel = defineModel<Record<string, unknown>>('Injury', injurySchema);

const depthSchema = rowSchema('depth_charts', { pid: { type: String, default: null }, team: String });
depthSchema.index({ team: 1, pos_abb: 1, pos_rank: 1 });
export const DepthChartModel = defineModel<Record<string, unknown>>('DepthChart', depthSchema);

const draftPickSchema = rowSchema('nfl_draft_picks', {
  pid: { type: String, default: null },
  season: { type: Number, required: true },
});
draftPickSchema.index({ season: 1, round: 1, pick: 1 });
export const NflDraftPickModel = defineModel<Record<string, unknown>>('NflDraftPick', draftPickSchema);

const combineSchema = rowSchema('combine', {
  pid: { type: String, default: null },
  season: { type: Number, required: true },
});
combineSchema.index({ pfr_id: 1 });
// the data-view engine's combine columns group by pid
combineSchema.index({ pid: 1, season: -1 });
export const CombineModel = defineModel<Record<string, unknown>>('Combine', combineSchema);

/**
 * Play-by-play, one document per play, keyed (esbid, playId) as spec §3 "Play". The player-id
 * indexes serve per-player play queries; (year, week) serves weekly aggregation.
 */
const playSchema = rowSchema('plays', {
  esbid: { type: String, required: true },
  playId: { type: Number, required: true },
  year: { type: Number, required: true },
  week: { type: Number, required: true },
});
playSchema.index({ esbid: 1, playId: 1 }, { unique: true });
playSchema.index({ year: 1, week: 1 });
playSchema.index({ passer_player_id: 1 }, { sparse: true });
playSchema.index({ rusher_player_id: 1 }, { sparse: true });
playSchema.index({ receiver_player_id: 1 }, { sparse: true });
// the data-view engine's raw-play path (a view with stats explorer filters, engine/sources.ts): one season
// type's weeks of a year, and the downs filter. The embedded planner serves an index only when the match
// fixes every field of it (or its first), so both are declared; on a real MongoDB the shorter is a prefix
// of the longer.
playSchema.index({ year: 1, season_type: 1, week: 1, down: 1 });
playSchema.index({ year: 1, season_type: 1, week: 1 });
// a page's players on the raw-play path (the engine narrows each role's plays to the page's gsis ids)
playSchema.index({ passer_player_id: 1, year: 1, season_type: 1, week: 1, down: 1 });
playSchema.index({ rusher_player_id: 1, year: 1, season_type: 1, week: 1, down: 1 });
playSchema.index({ receiver_player_id: 1, year: 1, season_type: 1, week: 1, down: 1 });
export const PlayModel = defineModel<Record<string, unknown>>('Play', playSchema);

/**
 * Plays pre-aggregated for the data-view engine (features/data-views/play-totals.ts): one row per role
 * (pass, rush, rec, team), player gsis id or offence team (`key`) and game, holding the role's measures
 * (engine/play-measures.ts) summed over the game's plays. Rebuilt with the plays import and for the games
 * stats ingest writes.
 */
const playTotalSchema = rowSchema('play_game_totals', {
  role: { type: String, required: true },
  key: { type: String, required: true },
  esbid: { type: String, required: true },
  year: { type: Number, required: true },
  season_type: { type: String },
  week: { type: Number, required: true },
});
// a page's players (key $in) over a window (the embedded planner takes the longest index a match fixes)
playTotalSchema.index({ role: 1, key: 1, year: 1, season_type: 1, week: 1 });
// every player of a window (a sort on a play column)
playTotalSchema.index({ role: 1, year: 1, season_type: 1, week: 1 });
// rebuilding a game's rows, resetting a week
playTotalSchema.index({ esbid: 1 });
playTotalSchema.index({ year: 1, week: 1 });
export const PlayTotalModel = defineModel<Record<string, unknown>>('PlayTotal', playTotalSchema);

/** One imported dataset: version and file hash make the import idempotent. */
export interface ImportDoc {
  dataset: string;
  version: number;
  hash: string;
  rows: number;
  imported_at: number;
  ms: number;
}
export const ImportModel = defineModel<ImportDoc>(
  'Import',
  new Schema(
    {
      dataset: { type: String, required: true, unique: true },
      version: { type: Number, required: true },
      hash: { type: String, required: true },
      rows: { type: Number, required: true },
      imported_at: { type: Number, required: true },
      ms: { type: Number, required: true },
    },
    { collection: 'imports', versionKey: false },
  ),
);

/** Last run of each background job (GET /status). */
export interface JobDoc {
  job_id: number;
  name: string;
  succ: boolean;
  reason: string | null;
  timestamp: number;
}
export const JobModel = defineModel<JobDoc>(
  'Job',
  new Schema(
    {
      job_id: { type: Number, required: true, unique: true },
      name: { type: String, required: true },
      succ: { type: Boolean, required: true },
      reason: { type: String, default: null },
      timestamp: { type: Number, required: true },
    },
    { collection: 'jobs', versionKey: false },
  ),
);
