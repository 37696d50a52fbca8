import {
  DEFAULT_MODEL_PARAMS,
  fitWeekModel,
  getNflFinalWeek,
  getSeason,
  MODEL_POSITIONS,
  sumProjectedLines,
  type ModelGame,
  type ModelLine,
} from '@league/shared-rules';
import type { Repositories } from '../../db/repositories';
import type { ProjectionDoc, SourceDoc } from '../../db/models/projection.model';
import type { Row } from '../../db/repositories/nfl.repository';

/** The product's own projection source: uid 1 of the spec's 1–28. */
export const OWN_SOURCE_ID = 1;
export const OWN_SOURCE: SourceDoc = {
  uid: OWN_SOURCE_ID,
  name: 'League Model',
  url: 'https://github.com/nflverse/nflverse-data',
};

const numberOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Schedule rows (nfl_games, imported from schedules.csv) as the model's games. */
export function modelGames(rows: readonly Row[]): ModelGame[] {
  return rows.map((g) => ({
    year: Number(g.year),
    week: Number(g.week),
    home: String(g.h),
    away: String(g.v),
    spread_line: numberOrNull(g.spread_line),
    total_line: numberOrNull(g.total_line),
  }));
}

async function modelLines(repos: Repositories, years: number[], games: readonly ModelGame[]): Promise<ModelLine[]> {
  const opp = new Map<string, string>();
  for (const g of games) {
    opp.set(`${g.year}:${g.week}:${g.home}`, g.away);
    opp.set(`${g.year}:${g.week}:${g.away}`, g.home);
  }
  const positions = new Set<string>(MODEL_POSITIONS);
  const out: ModelLine[] = [];
  for (const year of years) {
    for (const l of await repos.research.yearLines(year)) {
      if (!positions.has(l.pos)) continue;
      out.push({ pid: l.pid, pos: l.pos, year: l.year, week: l.week, team: l.team, opp: opp.get(`${l.year}:${l.week}:${l.team}`) ?? null, stats: l.stats });
    }
  }
  return out;
}

export interface OwnProjectionRun {
  year: number;
  fromWeek: number;
  players: number;
  rows: number;
}

/**
 * Projects every QB/RB/WR/TE on an NFL team for the season at `now`: one row per remaining regular-season
 * week (from the current week, or week 1 before the season) with the model fitted on everything played
 * so far, and the season row (week 0) as the sum of the source's weekly rows (earlier weeks keep the
 * rows projected before they were played). Players without any line in the last two seasons get none.
 */
export async function runOwnProjections(repos: Repositories, now: number): Promise<OwnProjectionRun> {
  const season = getSeason(now);
  const year = season.year;
  const finalWeek = getNflFinalWeek(year);
  const fromWeek = Math.min(Math.max(1, season.week), finalWeek + 1);
  const games = modelGames(await repos.nfl.all('nfl_games'));
  const lines = await modelLines(repos, [year - 2, year - 1, year], games);
  const model = fitWeekModel(lines, games, year, Math.min(fromWeek, finalWeek), DEFAULT_MODEL_PARAMS);
  const { players } = await repos.players.search({ positions: [...MODEL_POSITIONS], onTeamOnly: true }, { limit: 100_000, offset: 0 });

  const rows: ProjectionDoc[] = [];
  let projected = 0;
  for (const p of players) {
    let any = false;
    for (let week = fromWeek; week <= finalWeek; week++) {
      const line = model.project(p.pid, p.pos, p.team, week);
      if (!line) continue;
      any = true;
      rows.push({ pid: p.pid, week, year, seas_type: 'REG', sourceid: OWN_SOURCE_ID, userid: null, timestamp: now, ...line });
    }
    if (any) projected += 1;
  }
  await repos.projections.upsertSource(OWN_SOURCE);
  let written = await repos.projections.upsertSourceRows(rows);

  const weekly = new Map<string, ProjectionDoc[]>();
  for (const r of await repos.projections.sourceRows(OWN_SOURCE_ID, year)) {
    if (r.week < 1 || r.week > finalWeek) continue;
    weekly.set(r.pid, [...(weekly.get(r.pid) ?? []), r]);
  }
  const seasonRows: ProjectionDoc[] = [...weekly].map(([pid, list]) => ({
    pid, week: 0, year, seas_type: 'REG', sourceid: OWN_SOURCE_ID, userid: null, timestamp: now, ...sumProjectedLines(list),
  }));
  written += await repos.projections.upsertSourceRows(seasonRows);
  return { year, fromWeek, players: projected, rows: written };
}
