import { useCallback } from 'react';
import { EmptyState } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { loadPool, loadSources } from '../data/projections-api';
import { Loaded, Note, ScrollTable, fixed } from './ui';
import { ValueChart } from './ValueChart';
import { requestValues } from './values-client';

/** One remaining week of the player against his position's baselines (spec §9). */
export interface ValueWeek {
  week: number;
  points: number;
  worstStarter: number;
  bestAvailable: number;
}

export interface ValueTabProps {
  ctx: ApiContext;
  leagueId: number;
  pid: string;
  pos: string;
  name: string;
  year: number;
  week: number;
  finalWeek: number;
  charts: boolean;
}

/**
 * Spec §2 Value tab (logged-in users in a hosted league): the player's projected points per remaining
 * week over the replacement levels — his position's worst starter and the best player no team rosters
 * — valued in the worker from the sources with the caller's weights, with the table and the chart.
 */
export function ValueTab({ ctx, leagueId, pid, pos, name, year, week, finalWeek, charts }: ValueTabProps) {
  const load = useCallback(async () => {
    const [sources, pool] = await Promise.all([loadSources(ctx), loadPool(ctx, leagueId, year, week)]);
    if (!pool.players.some((p) => p.pid === pid)) return null;
    const weights = Object.fromEntries(sources.map((s) => [String(s.uid), s.weight]));
    const rostered = pool.rosters.flatMap((r) => r.players.map((p) => p.pid));
    const result = await requestValues(
      { rows: pool.rows, players: pool.players, weights, userId: ctx.userId ?? null, league: pool.league, currentWeek: week, finalWeek, rostered },
      ctx.notify,
    );
    const player = result.players[pid];
    const base = result.baselines[pos];
    return player.weekly.map((points, i) => ({ week: week + i, points, worstStarter: base.worstStarter[i], bestAvailable: base.bestAvailable[i] }));
  }, [ctx, leagueId, pid, pos, year, week, finalWeek]);

  return (
    <Loaded loadKey={`value|${ctx.apiBase}|${ctx.token}|${leagueId}|${pid}|${year}|${week}`} load={load} label="Calculating values">
      {(weeks) =>
        !weeks ? (
          <EmptyState>no projections found</EmptyState>
        ) : (
          <div>
            {charts && <ValueChart name={name} weeks={weeks} />}
            <ScrollTable label="Points over replacement">
              <table>
                <caption>Points over replacement</caption>
                <thead>
                  <tr>
                    <th scope="col">Wk</th>
                    <th scope="col">Projected</th>
                    <th scope="col">Worst starter</th>
                    <th scope="col">Best available</th>
                    <th scope="col">Over worst starter</th>
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((w) => (
                    <tr key={w.week}>
                      <td>{w.week}</td>
                      <td>{fixed(w.points)}</td>
                      <td>{fixed(w.worstStarter)}</td>
                      <td>{fixed(w.bestAvailable)}</td>
                      <td>{fixed(w.points - w.worstStarter)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
            <Note>Replacement levels at {pos}: the worst starter when every team fills its lineup, and the best player no team rosters.</Note>
          </div>
        )
      }
    </Loaded>
  );
}
