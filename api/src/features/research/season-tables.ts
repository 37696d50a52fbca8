import { calculatePoints, weekStandings, type WeekPoints, type WeekStanding } from '@league/shared-rules';
import type { Repositories } from '../../db/repositories';
import type { ResearchLine } from '../../db/repositories/research.repository';
import type { LeagueScoring } from './league-scoring';

/** A season's lines scored in one league's scoring, with each player-week's rank and points added. */
export interface SeasonTable {
  year: number;
  lines: ResearchLine[];
  /** Fantasy points by `week:pid`. */
  points: Map<string, number>;
  standings: Map<string, WeekStanding>;
}

interface Entry {
  signature: string;
  table: Promise<SeasonTable>;
}

/**
 * Scored seasons, cached per (scoring, season) and rebuilt when a week of the season gets new stat
 * lines (its stat marker moves): ranking one player's week needs the whole week's pool, and the
 * Games tab asks for six seasons at once (bench target p99 < 30 ms), so the pool is scored once.
 */
const cache = new Map<string, Entry>();
const MAX_ENTRIES = 24;

function build(year: number, lines: ResearchLine[], scoring: LeagueScoring): SeasonTable {
  const points = new Map<string, number>();
  const byWeek = new Map<number, WeekPoints[]>();
  for (const line of lines) {
    const pts = Math.round(calculatePoints(line.stats, scoring.format, line.pos).total * 100) / 100;
    points.set(`${line.week}:${line.pid}`, pts);
    let week = byWeek.get(line.week);
    if (!week) byWeek.set(line.week, (week = []));
    week.push({ pid: line.pid, pos: line.pos, points: pts });
  }
  const standings = new Map<string, WeekStanding>();
  for (const [week, pool] of byWeek) {
    for (const [pid, s] of weekStandings(pool, scoring.slots, scoring.numTeams)) standings.set(`${week}:${pid}`, s);
  }
  return { year, lines, points, standings };
}

/** `signature`: the season's stat markers when the caller has read them (see yearSignatures). */
export async function seasonTable(repos: Repositories, year: number, scoring: LeagueScoring, signature?: string): Promise<SeasonTable> {
  signature ??= await repos.research.yearSignature(year);
  const key = `${scoring.key}|${year}`;
  const hit = cache.get(key);
  if (hit && hit.signature === signature) return hit.table;
  const table = repos.research.yearLines(year).then((lines) => build(year, lines, scoring));
  cache.set(key, { signature, table });
  table.catch(() => cache.delete(key));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return table;
}

/** Forgets every scored season (tests that rewrite lines under the same marker). */
export function clearSeasonTables(): void {
  cache.clear();
}
