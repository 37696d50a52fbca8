import { accumulatePlays, type PlayRow } from '@league/shared-rules';
import type { Repositories } from '../../db/repositories';
import type { PlayerWeekDoc, StatUpdateDoc } from '../../db/models/stats.model';
import type { PlayerWeekWrite } from '../../db/repositories/stats.repository';
import { linesOfGames, mergeParts, scheduledState, weeklyLine } from './lines';

/** The data set's stat sources, as the importer reads them (records of one CSV each). */
export interface StatLineSources {
  /** player_weekly_stats_2023_2024.csv: official weekly offence lines, 2023 and 2024. */
  weekly: AsyncIterable<Record<string, unknown>>;
  /** plays_2024.csv.gz, plays_2025.csv.gz: play-by-play, one iterable per season file. */
  plays: Array<AsyncIterable<Record<string, string>>>;
}

/**
 * First-start load of player_weeks, game_states and stat_updates from the data set (bulk inserts; the
 * live path upserts instead, with the same line builders and the same merge rule):
 * - game states from schedules (nfl_games, already imported): final with the score for games played,
 *   scheduled at 3600 for the others (2026);
 * - play lines from each pbp season (2024: offence and defence, no kicking — its file has no kicker
 *   column; 2025: offence, kicking, returns, defence);
 * - weekly lines (2023, 2024) on top: they win for the offence keys they carry;
 * - one stat_updates document per week loaded.
 * Returns the number of player-week lines written.
 */
export async function importStatLines(repos: Repositories, sources: StatLineSources, now: number): Promise<number> {
  const index = await repos.stats.playerIndex();
  await repos.stats.clearAll();

  const games = await repos.nfl.all('nfl_games');
  await repos.stats.insertGameStates(games.map((g) => scheduledState(g, now)));
  const byTeam = new Map<string, string>();
  for (const g of games) {
    byTeam.set(`${String(g.year)}:${String(g.week)}:${String(g.h)}`, String(g.esbid));
    byTeam.set(`${String(g.year)}:${String(g.week)}:${String(g.v)}`, String(g.esbid));
  }

  const docs = new Map<string, PlayerWeekDoc>();
  const put = (line: PlayerWeekWrite, part: 'weekly' | 'plays') => {
    const key = `${line.year}:${line.week}:${line.pid}`;
    let doc = docs.get(key);
    if (!doc) {
      doc = { ...line, source: part, stats: {}, parts: {}, updated: now };
      docs.set(key, doc);
    }
    doc.parts[part] = line.stats;
    if (part === 'plays') {
      // the play line knows the game and the team played for; a weekly row only the latest team
      doc.team = line.team;
      doc.esbid = line.esbid;
    } else doc.esbid ??= line.esbid;
  };

  for (const season of sources.plays) {
    const rows: PlayRow[] = [];
    for await (const r of season) rows.push(r);
    for (const line of linesOfGames(accumulatePlays(rows), index).lines) put(line, 'plays');
  }
  const esbidOf = (year: number, week: number, team: string) => byTeam.get(`${year}:${week}:${team}`) ?? null;
  for await (const row of sources.weekly) {
    const line = weeklyLine(row, index, esbidOf);
    if (line) put(line, 'weekly');
  }

  const all = [...docs.values()];
  for (const doc of all) Object.assign(doc, mergeParts(doc.parts));
  await repos.stats.insertPlayerWeeks(all);

  const weeks = new Map<string, StatUpdateDoc>();
  for (const doc of all) {
    const key = `${doc.year}:${doc.week}`;
    let u = weeks.get(key);
    if (!u) weeks.set(key, (u = { year: doc.year, week: doc.week, esbids: [], pids: [], at: now }));
    u.pids.push(doc.pid);
    if (doc.esbid && !u.esbids.includes(doc.esbid)) u.esbids.push(doc.esbid);
  }
  for (const u of weeks.values()) {
    u.esbids.sort();
    u.pids.sort();
    await repos.stats.recordUpdate(u);
  }
  return all.length;
}
