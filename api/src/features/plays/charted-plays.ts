import type { ChartedPlay, ChartedPlaysQuery } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { AppError } from '../../errors/app-error';
import { statsOf, toPlay } from './list-plays';

/**
 * GET /plays/charted: the player's charted rows joined to their plays, in game then play order. Empty
 * until a deployment loads charted data (none ships); a charted row whose play is gone is left out.
 */
export async function listChartedPlays(repos: Repositories, query: ChartedPlaysQuery): Promise<ChartedPlay[]> {
  if ((await repos.plays.gsisIdOf(query.pid)) === undefined) throw AppError.notFound('Player not found');
  const charted = await repos.plays.chartedOf(query.pid, query.years ?? null);
  if (!charted.length) return [];
  const rows = await repos.plays.findByKeys(charted.map((c) => ({ esbid: c.esbid, playId: c.playId })));
  const byKey = new Map(rows.map((r) => [`${String(r.esbid)}:${Number(r.playId)}`, r]));
  const stats = await statsOf(repos, rows);
  const statsByKey = new Map(rows.map((r, i) => [`${String(r.esbid)}:${Number(r.playId)}`, stats[i]]));
  return charted.flatMap((c) => {
    const key = `${c.esbid}:${c.playId}`;
    const row = byKey.get(key);
    if (!row) return [];
    const { esbid: _e, playId: _p, pid: _pid, year: _y, week: _w, ...charting } = c;
    return [{ ...toPlay(row, statsByKey.get(key) ?? []), charting }];
  });
}
