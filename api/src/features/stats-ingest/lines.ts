import moment from 'moment-timezone';
import { LEAGUE_TIMEZONE, statLineFromNflverse, type NflverseRow, type PlayAccumulator } from '@league/shared-rules';
import type { GameStateDoc, PlayerWeekDoc, StoredStatLine } from '../../db/models/stats.model';
import type { GameStateWrite, PlayerIndex, PlayerWeekWrite } from '../../db/repositories/stats.repository';
import { coerceRecord } from '../../import/coerce';

/**
 * The offence keys of the nflverse weekly file and the columns each comes from. Only keys whose columns
 * are present in a row are taken from it, so a core-columns file (player_weekly_stats_2023_2024) does
 * not overwrite play-derived two-point conversions, first downs or return TDs with zeros.
 */
const WEEKLY_COLUMNS: Readonly<Partial<Record<keyof StoredStatLine, readonly string[]>>> = {
  pa: ['attempts'],
  pc: ['completions'],
  py: ['passing_yards'],
  ints: ['interceptions', 'passing_interceptions'],
  tdp: ['passing_tds'],
  ra: ['carries'],
  ry: ['rushing_yards'],
  tdr: ['rushing_tds'],
  trg: ['targets'],
  rec: ['receptions'],
  recy: ['receiving_yards'],
  tdrec: ['receiving_tds'],
  twoptc: ['passing_2pt_conversions', 'rushing_2pt_conversions', 'receiving_2pt_conversions'],
  fuml: ['sack_fumbles_lost', 'rushing_fumbles_lost', 'receiving_fumbles_lost'],
  krtd: ['special_teams_tds'],
  rush_first_down: ['rushing_first_downs'],
  rec_first_down: ['receiving_first_downs'],
};

/** Columns a weekly-format file must have (the nflverse weekly player_stats names). */
export const WEEKLY_REQUIRED_COLUMNS = ['player_id', 'season', 'week'] as const;

/** Columns a plays-format file must have (nflverse pbp names; the stat columns are optional, see accumulatePlays). */
export const PLAYS_REQUIRED_COLUMNS = ['game_id', 'play_id', 'season', 'week', 'home_team', 'away_team', 'posteam', 'defteam', 'game_seconds_remaining'] as const;

/** The weekly row's stat line restricted to the keys its columns carry (statLineFromNflverse maps them). */
export function weeklyStats(row: NflverseRow): StoredStatLine {
  const full = statLineFromNflverse(row) as Record<string, number>;
  const out: Record<string, number> = {};
  for (const [key, columns] of Object.entries(WEEKLY_COLUMNS)) {
    if (columns!.some((c) => row[c] !== undefined && row[c] !== '')) out[key] = full[key];
  }
  return out as StoredStatLine;
}

/** A pbp row as stored in `plays` (the import's shape): coerced numbers, `esbid`, `playId`, `year`. */
export function toPlayDoc(row: Record<string, unknown>): Record<string, unknown> {
  const strings = Object.values(row).every((v) => typeof v === 'string');
  const r = strings ? coerceRecord(row as Record<string, string>) : { ...row };
  return { ...r, esbid: r.game_id ?? r.esbid, playId: Number(r.play_id ?? r.playId), year: r.season ?? r.year };
}

/** Unix seconds of a schedule row's kickoff (gameday + gametime are New York local time). */
export function kickoffOf(game: Record<string, unknown>): number | null {
  const date = game.date ?? game.gameday;
  const time = game.time_est ?? game.gametime;
  if (typeof date !== 'string' || typeof time !== 'string') return null;
  const m = moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true, LEAGUE_TIMEZONE);
  return m.isValid() ? m.unix() : null;
}

/** A stored nfl_games row as its game state: final when the schedule has a score, else scheduled. */
export function scheduledState(game: Record<string, unknown>, now: number): GameStateDoc {
  const final = typeof game.home_score === 'number' && typeof game.away_score === 'number';
  return {
    esbid: String(game.esbid),
    year: Number(game.year),
    week: Number(game.week),
    h: String(game.h),
    v: String(game.v),
    kickoff: kickoffOf(game),
    seconds_remaining: final ? 0 : 3600,
    status: final ? 'final' : 'scheduled',
    home_score: final ? (game.home_score as number) : 0,
    away_score: final ? (game.away_score as number) : 0,
    updated: now,
  };
}

/**
 * One nflverse weekly row as a line (null for a player who is not in the league's players or a row
 * without season/week). `esbidOf` finds the team's game of that week in the schedule.
 */
export function weeklyLine(
  row: Record<string, unknown>,
  index: PlayerIndex,
  esbidOf: (year: number, week: number, team: string) => string | null,
): PlayerWeekWrite | null {
  const gsis = String(row.player_id ?? '');
  const player = index.byGsis.get(gsis);
  const year = Number(row.season);
  const week = Number(row.week);
  if (!player || !Number.isInteger(year) || !Number.isInteger(week)) return null;
  const team = String(row.recent_team ?? row.team ?? '');
  const stats = weeklyStats(row as NflverseRow);
  return { year, week, pid: player.pid, gsis_id: gsis, team, esbid: esbidOf(year, week, team), pos: player.pos, stats };
}

/** The merge the repository's update pipeline does, for bulk loads: play line, weekly keys on top. */
export function mergeParts(parts: PlayerWeekDoc['parts']): Pick<PlayerWeekDoc, 'stats' | 'source'> {
  return { stats: { ...(parts.plays ?? {}), ...(parts.weekly ?? {}) }, source: parts.weekly ? 'weekly' : 'plays' };
}

export interface GameLines {
  lines: PlayerWeekWrite[];
  /** gsis ids in the plays that are not league players (defenders on returns, players outside players.csv). */
  unmatched: string[];
}

/** Every player's and defence's line of the accumulated games, keyed to league pids. */
export function linesOfGames(acc: PlayAccumulator, index: PlayerIndex): GameLines {
  const lines: PlayerWeekWrite[] = [];
  const unmatched: string[] = [];
  for (const game of Object.values(acc.games)) {
    const base = { year: game.year, week: game.week, esbid: game.esbid };
    for (const [gsis, tally] of Object.entries(game.players)) {
      const player = index.byGsis.get(gsis);
      if (!player) {
        unmatched.push(gsis);
        continue;
      }
      lines.push({ ...base, pid: player.pid, gsis_id: gsis, team: tally.team, pos: player.pos, stats: tally.stats });
    }
    for (const [team, stats] of Object.entries(game.defenses)) {
      const pid = index.defenseByTeam.get(team);
      if (!pid) {
        unmatched.push(team);
        continue;
      }
      lines.push({ ...base, pid, gsis_id: null, team: pid, pos: 'DST', stats });
    }
  }
  return { lines, unmatched };
}

/** The live state of each accumulated game (kickoff from the schedule when known). */
export function statesOfGames(acc: PlayAccumulator, kickoffs: Map<string, number | null>): GameStateWrite[] {
  return Object.values(acc.games).map((g) => ({
    esbid: g.esbid,
    year: g.year,
    week: g.week,
    h: g.home,
    v: g.away,
    kickoff: kickoffs.get(g.esbid) ?? null,
    seconds_remaining: Math.max(0, Math.min(3600, g.seconds_remaining)),
    status: 'live',
    home_score: g.home_score,
    away_score: g.away_score,
  }));
}
