import { readFileSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { RosterPlayer } from '../constants/types';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import { VISITOR_LEAGUE_FORMAT } from '../league-formats/league-formats';
import { optimalLineup, type LineupCandidate } from '../lineups/optimal-lineup';
import { statLineFromNflverse } from '../scoring/nflverse';
import { STAT_COUNT, STAT_KEYS } from '../scoring/stat-line';
import type { MatchupResult, StandingsTeam } from '../standings/team-records';
import { calculateValues } from '../valuation/weekly-values';

/** The real player pool and a realistic 12-team league built from the project's data (api/data). */
export interface BenchFixture {
  pids: string[];
  positions: string[];
  weeks: number;
  /** Packed weekly stats (player × week × stat). */
  stats: Float64Array;
  /** Per team (index tid − 1): the 30 players it holds. */
  teamPlayers: number[][];
  rostered: Uint8Array;
  salaries: Int32Array;
  /** Per team, the 24 players of its roster model (17 active, 4 practice squad, 3 IR). */
  rosterRows: RosterPlayer[][];
  teams: StandingsTeam[];
  matchups: MatchupResult[];
  /** lineupCandidates[team][week − 1]. */
  lineupCandidates: LineupCandidate[][][];
}

export const POOL_SIZE = 674;
export const TEAM_COUNT = 12;
export const ROSTER_PLAYERS = 30;
const WEEKS = 18;
const FANTASY_POSITIONS = new Set(['QB', 'RB', 'WR', 'TE', 'K']);

/**
 * The project's own gzipped copy of the data set (`api/data`, imported by the api on first start), so the
 * bench runs from a fresh clone. LEAGUE_DATA_DIR may point at another folder holding the same `.csv.gz` files.
 */
function dataDir(): string {
  const candidates = [process.env.LEAGUE_DATA_DIR, path.resolve(__dirname, '../../../api/data')];
  for (const dir of candidates) if (dir && existsSync(path.join(dir, 'player_season_stats_2025.csv.gz'))) return dir;
  throw new Error('player data not found: expected api/data/*.csv.gz (or set LEAGUE_DATA_DIR)');
}

function readCsvGz(dir: string, name: string): Record<string, string>[] {
  const text = gunzipSync(readFileSync(path.join(dir, `${name}.csv.gz`)));
  return parse(text, { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
}

/** Deterministic weekly variation in [0.6, 1.4): the bench needs no randomness to look realistic. */
function weekFactor(player: number, week: number): number {
  const x = Math.sin(player * 12.9898 + week * 78.233) * 43758.5453;
  return 0.6 + 0.8 * (x - Math.floor(x));
}

/** Builds the fixture: ~674 QB/RB/WR/TE/K players, 18 weeks of projections, 12 drafted teams, 14 weeks played. */
export function buildFixture(): BenchFixture {
  const dir = dataDir();
  const season = readCsvGz(dir, 'player_season_stats_2025');
  const rows = season.filter((r) => FANTASY_POSITIONS.has(r.position));
  const seen = new Set(rows.map((r) => r.player_id));
  // Top up with 2024 players missing from the 2025 file (weekly lines summed), best PPR first.
  const weekly = readCsvGz(dir, 'player_weekly_stats_2023_2024');
  const totals = new Map<string, Record<string, string | number>>();
  for (const r of weekly) {
    if (r.season !== '2024' || Number(r.week) > 18 || !FANTASY_POSITIONS.has(r.position) || seen.has(r.player_id)) continue;
    const acc = totals.get(r.player_id) ?? { player_id: r.player_id, position: r.position, games: 0 };
    acc.games = Number(acc.games) + 1;
    for (const [k, v] of Object.entries(r)) if (!['player_id', 'player_name', 'recent_team', 'season', 'week', 'position'].includes(k)) acc[k] = Number(acc[k] ?? 0) + Number(v || 0);
    totals.set(r.player_id, acc);
  }
  const extra = [...totals.values()].sort((a, b) => Number(b.fantasy_points_ppr) - Number(a.fantasy_points_ppr));
  const pool: Record<string, string | number>[] = [...rows, ...extra].slice(0, POOL_SIZE);

  const n = pool.length;
  const stats = new Float64Array(n * WEEKS * STAT_COUNT);
  const pids = pool.map((r) => String(r.player_id));
  const positions = pool.map((r) => String(r.position));
  pool.forEach((row, i) => {
    const line = statLineFromNflverse(row);
    const games = Math.max(1, Number(row.games) || 1);
    const bye = 5 + (i % 10);
    for (let week = 1; week <= WEEKS; week++) {
      if (week === bye) continue;
      const f = weekFactor(i, week) / games;
      const base = (i * WEEKS + week - 1) * STAT_COUNT;
      for (let s = 0; s < STAT_COUNT; s++) stats[base + s] = (line[STAT_KEYS[s]] ?? 0) * f;
    }
  });

  const league = VISITOR_LEAGUE_FORMAT.config;
  const values = calculateValues({ positions, stats, weeks: WEEKS, format: VISITOR_LEAGUE_FORMAT.scoring, league });
  // Snake draft by rest-of-season points added (30 players a team), kickers only after round 20.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => values.ros.ptsAdded[b] - values.ros.ptsAdded[a]);
  const teamPlayers: number[][] = Array.from({ length: TEAM_COUNT }, () => []);
  const taken = new Uint8Array(n);
  for (let round = 0; round < ROSTER_PLAYERS; round++) {
    for (let k = 0; k < TEAM_COUNT; k++) {
      const team = round % 2 === 0 ? k : TEAM_COUNT - 1 - k;
      const kickers = teamPlayers[team].filter((i) => positions[i] === 'K').length;
      const pick = order.find((i) => !taken[i] && (positions[i] !== 'K' || (round >= 20 && kickers < 2)));
      if (pick === undefined) continue;
      taken[pick] = 1;
      teamPlayers[team].push(pick);
    }
  }
  const salaries = new Int32Array(n);
  for (let i = 0; i < n; i++) salaries[i] = taken[i] ? Math.max(1, values.ros.marketSalary[i]) : 0;

  // Roster model rows: first 17 active (bench slot 11), then 4 practice squad (12), then 3 IR (13).
  const rosterRows = teamPlayers.map((list, t) =>
    list.slice(0, 24).map((i, k): RosterPlayer => ({
      pid: pids[i],
      pos: positions[i],
      slot: k < 17 ? 11 : k < 21 ? 12 : 13,
      value: salaries[i],
      tid: t + 1,
    })),
  );

  const weekPoints = values.weeks.map((w) => w.points);
  const lineupCandidates = teamPlayers.map((list) =>
    weekPoints.map((points) => list.map((i) => ({ pid: pids[i], pos: positions[i], points: points[i] }))),
  );

  // 14 regular-season weeks of a round robin (circle method); a team scores its optimal lineup.
  const teams = Array.from({ length: TEAM_COUNT }, (_, t) => ({ tid: t + 1, div: (t % 4) + 1 }));
  const matchups: MatchupResult[] = [];
  const ring = teams.map((t) => t.tid);
  for (let week = 1; week <= 14; week++) {
    for (let k = 0; k < TEAM_COUNT / 2; k++) {
      const hid = ring[k];
      const aid = ring[TEAM_COUNT - 1 - k];
      const hp = optimalLineup(lineupCandidates[hid - 1][week - 1], league).points;
      const ap = optimalLineup(lineupCandidates[aid - 1][week - 1], league).points;
      matchups.push({ week, hid, aid, hp: Math.round(hp * 100) / 100, ap: Math.round(ap * 100) / 100 });
    }
    ring.splice(1, 0, ring.pop()!);
  }

  return { pids, positions, weeks: WEEKS, stats, teamPlayers, rostered: taken, salaries, rosterRows, teams, matchups, lineupCandidates };
}

/** League for the roster model: rules-A's default league (§9). */
export const BENCH_LEAGUE = DEFAULT_LEAGUE;
