import { Schema } from 'mongoose';
import type { DefenseStatLine, KickingStatLine, StatLine } from '@league/shared-rules';
import { defineModel } from './model-helper';

/** A stat line as stored: offence, kicking and defence keys (every key optional, missing = 0). */
export type StoredStatLine = StatLine & KickingStatLine & DefenseStatLine;

/** Where a player-week's line came from: the nflverse weekly file, or play-by-play only. */
export type StatSource = 'weekly' | 'plays';

/**
 * One player's (or one team defence's) stats for one NFL week, unique (year, week, pid). `parts` keeps
 * both inputs so either can be rewritten on its own; `stats` is their merge: the play-by-play line
 * with the weekly file's keys on top (the official weekly line wins for the offence keys it has).
 */
export interface PlayerWeekDoc {
  year: number;
  week: number;
  /** The league's player id; a team defence's pid is its nflverse team code (KC, LA, LV …). */
  pid: string;
  gsis_id: string | null;
  team: string;
  /** The NFL game (nflverse game_id) when known (always for play lines). */
  esbid: string | null;
  pos: string;
  source: StatSource;
  stats: StoredStatLine;
  parts: { weekly?: StoredStatLine | null; plays?: StoredStatLine | null };
  /** Unix seconds of the last write. */
  updated: number;
}

const playerWeekSchema = new Schema(
  {
    year: { type: Number, required: true },
    week: { type: Number, required: true },
    pid: { type: String, required: true },
    gsis_id: { type: String, default: null },
    team: { type: String, required: true },
    esbid: { type: String, default: null },
    pos: { type: String, required: true },
    source: { type: String, required: true, enum: ['weekly', 'plays'] },
    stats: { type: Schema.Types.Mixed, default: {} },
    parts: { type: Schema.Types.Mixed, default: {} },
    updated: { type: Number, required: true },
  },
  { collection: 'player_weeks', versionKey: false, minimize: false },
);
playerWeekSchema.index({ year: 1, week: 1, pid: 1 }, { unique: true });
playerWeekSchema.index({ pid: 1, year: 1, week: 1 });
playerWeekSchema.index({ esbid: 1 });
export const PlayerWeekModel = defineModel<PlayerWeekDoc>('PlayerWeek', playerWeekSchema);

export type GameStatus = 'scheduled' | 'live' | 'final';

/** One NFL game's live state, unique esbid. */
export interface GameStateDoc {
  esbid: string;
  year: number;
  week: number;
  /** Home and visiting team, nflverse codes. */
  h: string;
  v: string;
  /** Unix seconds of the kickoff (schedules gameday + gametime, America/New_York); null when unknown. */
  kickoff: number | null;
  /** Game clock: 3600 before kickoff, 0 at the end of regulation (overtime restarts it, nflverse style). */
  seconds_remaining: number;
  status: GameStatus;
  home_score: number;
  away_score: number;
  updated: number;
}

const gameStateSchema = new Schema(
  {
    esbid: { type: String, required: true, unique: true },
    year: { type: Number, required: true },
    week: { type: Number, required: true },
    h: { type: String, required: true },
    v: { type: String, required: true },
    kickoff: { type: Number, default: null },
    seconds_remaining: { type: Number, required: true, min: 0, max: 3600 },
    status: { type: String, required: true, enum: ['scheduled', 'live', 'final'] },
    home_score: { type: Number, required: true },
    away_score: { type: Number, required: true },
    updated: { type: Number, required: true },
  },
  { collection: 'game_states', versionKey: false },
);
gameStateSchema.index({ year: 1, week: 1 });
export const GameStateModel = defineModel<GameStateDoc>('GameState', gameStateSchema);

/** Append-only signal: one document per ingest write, naming the games and players it changed. */
export interface StatUpdateDoc {
  year: number;
  week: number;
  esbids: string[];
  pids: string[];
  /** Unix seconds. */
  at: number;
}

const statUpdateSchema = new Schema(
  {
    year: { type: Number, required: true },
    week: { type: Number, required: true },
    esbids: { type: [String], default: [] },
    pids: { type: [String], default: [] },
    at: { type: Number, required: true },
  },
  { collection: 'stat_updates', versionKey: false },
);
statUpdateSchema.index({ year: 1, week: 1, at: -1 });
export const StatUpdateModel = defineModel<StatUpdateDoc>('StatUpdate', statUpdateSchema);

/**
 * The last-updated marker of each week (`_id` "year:week"): only moves forward. Writers in several
 * processes may read clocks that disagree (a replay against a running api, a test clock restarted over
 * a kept database); a marker that went back would make clients, which ask only for newer scoreboards,
 * miss the change. So an update stamps max(its now, the previous marker + 1), set atomically.
 */
export interface StatMarkDoc {
  _id: string;
  at: number;
}
export const StatMarkModel = defineModel<StatMarkDoc>(
  'StatMark',
  new Schema({ _id: { type: String, required: true }, at: { type: Number, required: true } }, { collection: 'stat_marks', versionKey: false }),
);
