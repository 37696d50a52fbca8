import path from 'node:path';
import { accumulatePlays, statLineFromNflverse, type ModelGame, type ModelLine, type PlayRow } from '@league/shared-rules';
import { openBytes, parseCsvRecords } from '../../import/csv';
import { projectDataDir } from '../../import/datasets';

/**
 * The model's inputs read straight from the shipped data files (api/data), for the offline evaluation:
 * the same sources the importer loads into player_weeks and nfl_games, keyed by gsis id.
 * - 2023 and 2024: the official nflverse weekly lines (player_weekly_stats_2023_2024);
 * - 2025: lines aggregated from plays_2025 with the importer's play accumulator (no weekly file ships).
 */

const num = (v: string | undefined): number | null => (v === undefined || v === '' ? null : Number(v));

export async function readSchedule(dir = projectDataDir): Promise<ModelGame[]> {
  const out: ModelGame[] = [];
  for await (const r of parseCsvRecords(openBytes(path.join(dir, 'schedules.csv.gz')))) {
    out.push({
      year: Number(r.season),
      week: Number(r.week),
      home: r.home_team,
      away: r.away_team,
      spread_line: num(r.spread_line),
      total_line: num(r.total_line),
    });
  }
  return out;
}

async function positions(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const r of parseCsvRecords(openBytes(path.join(dir, 'players.csv.gz')))) {
    if (r.gsis_id) out.set(r.gsis_id, r.position === 'FB' ? 'RB' : r.position);
  }
  return out;
}

function opponent(games: Map<string, ModelGame>, year: number, week: number, team: string): string | null {
  const g = games.get(`${year}:${week}:${team}`);
  return g ? (g.home === team ? g.away : g.home) : null;
}

/**
 * Every offensive player line of 2023–2025 (pid = gsis id), with the opponent from the schedule;
 * `through2024`: only the weekly file's 2023–2024 lines (a fit as of 2025 week 1 needs no 2025 plays).
 */
export async function readModelLines(schedule: readonly ModelGame[], dir = projectDataDir, options: { through2024?: boolean } = {}): Promise<ModelLine[]> {
  const games = new Map<string, ModelGame>();
  for (const g of schedule) {
    games.set(`${g.year}:${g.week}:${g.home}`, g);
    games.set(`${g.year}:${g.week}:${g.away}`, g);
  }
  const pos = await positions(dir);
  const lines: ModelLine[] = [];
  for await (const r of parseCsvRecords(openBytes(path.join(dir, 'player_weekly_stats_2023_2024.csv.gz')))) {
    const year = Number(r.season);
    const week = Number(r.week);
    const position = pos.get(r.player_id) ?? (r.position === 'FB' ? 'RB' : r.position);
    const team = r.recent_team;
    lines.push({ pid: r.player_id, pos: position, year, week, team, opp: opponent(games, year, week, team), stats: statLineFromNflverse(r) });
  }
  if (options.through2024) return lines;
  const plays: PlayRow[] = [];
  for await (const r of parseCsvRecords(openBytes(path.join(dir, 'plays_2025.csv.gz')))) plays.push(r);
  for (const game of Object.values(accumulatePlays(plays).games)) {
    for (const [gsis, tally] of Object.entries(game.players)) {
      const position = pos.get(gsis);
      if (!position) continue; // the importer drops players it cannot match too
      const opp = tally.team === game.home ? game.away : game.home;
      lines.push({ pid: gsis, pos: position, year: game.year, week: game.week, team: tally.team, opp, stats: tally.stats });
    }
  }
  return lines;
}
