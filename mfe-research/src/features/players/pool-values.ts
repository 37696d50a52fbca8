import { useEffect, useState } from 'react';
import type { ApiContext } from '../data/http';
import { lineKey } from './player-model';
import { refreshRosters, ROSTERS_CHANGED } from '../data/league-rosters';
import type { PoolPointsResponse } from '@league/shared-rules/contracts';
import { hasLocalProjectionChoices, loadPool, loadPoolPoints, loadSources, PROJECTIONS_CHANGED } from '../data/projections-api';
import { requestValues } from '../research/values-client';
import { canRunValuesWorker } from '../research/values-worker-factory';

/**
 * Projected points by player, keyed as the player model reads them: '0' season, 'ros', '1'…'18' a week;
 * and the week's combined projected line by {@link lineKey} ('12:py').
 */
export type PoolProjections = ReadonlyMap<string, Readonly<Record<string, number>>>;

export interface PoolValuesInput {
  ctx: ApiContext;
  leagueId: number;
  year: number;
  /** The first week still to play (at least 1); in the offseason 1, so the rest of season is the season. */
  currentWeek: number;
  finalWeek: number;
  /** True in the offseason: the season view reads '0'. */
  offseason: boolean;
  /** The table shows what only the worker has: another week's projected lines (the server sends the current week's). */
  needWorker?: boolean;
}

/**
 * How often an open players page re-reads its league's rosters (also when the tab becomes visible again):
 * the server pushes no roster events, and one small read a minute keeps the values at most a minute behind.
 */
export const ROSTER_POLL_MS = 60_000;

/** The table's projected points, and whether they are still on their way (the column then waits with '–' cells). */
export interface PoolValues {
  values: PoolProjections | null;
  pending: boolean;
}

/**
 * The server's pool points (the default weights, or the caller's with `weights=mine`) keyed as the
 * worker's answer is: the same numbers a visitor's worker computes, so its later answer changes no cell and moves no row. Null when the
 * answer is of another week than the page's (the clock crossed a week between them).
 */
export function fromPoolPoints(answer: PoolPointsResponse, year: number, currentWeek: number, offseason: boolean): PoolProjections | null {
  // no projected player: no projection column rather than a column of dashes
  if (answer.year !== year || answer.fromWeek !== currentWeek || answer.pids.length === 0) return null;
  const byPid = new Map<string, Record<string, number>>();
  answer.pids.forEach((pid, i) => {
    const keyed: Record<string, number> = { ros: answer.ros[i] };
    answer.weekly[i].forEach((points, w) => {
      keyed[String(currentWeek + w)] = points;
    });
    if (offseason) keyed['0'] = answer.ros[i];
    answer.lines[i]?.forEach((value, k) => {
      keyed[lineKey(currentWeek, answer.lineKeys[k])] = value;
    });
    byPid.set(pid, keyed);
  });
  return byPid;
}

/**
 * Spec §4 "Projections and values" for the players table: the pool's projection rows combined with the
 * caller's source weights and own rows and valued with the shared-rules valuation — on the server for a
 * signed-in caller (`weights=mine`: their weights and rows are stored there), in the values worker for a
 * visitor's own choices (kept in this browser) and for another week's projected lines; again whenever a
 * weight or an own row changes (the worker also when the league's rosters change). The server's points at the default
 * weights stand in from the first paint (issue #20: the column is there at once, so the table does not
 * reflow when the caller's answer comes); for a caller at the default weights without own rows the
 * caller's answer is the same numbers. Null values when there are none (no projection rows, or no
 * answer): the table then shows no projection column rather than made-up numbers.
 */
export function usePoolValues({ ctx, leagueId, year, currentWeek, finalWeek, offseason, needWorker = false }: PoolValuesInput): PoolValues {
  const [values, setValues] = useState<PoolProjections | null>(null);
  const [workerDone, setWorkerDone] = useState(false);
  const [server, setServer] = useState<{ values: PoolProjections | null; done: boolean }>({ values: null, done: false });
  const [mine, setMine] = useState<{ values: PoolProjections | null; done: boolean }>({ values: null, done: false });
  const [generation, setGeneration] = useState(0);
  // weights and own rows only: the points (unlike the worker's values) do not depend on the rosters
  const [choices, setChoices] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setServer({ values: null, done: false });
    loadPoolPoints(ctx, leagueId)
      .then((answer) => !cancelled && setServer({ values: fromPoolPoints(answer, year, currentWeek, offseason), done: true }))
      // without it the worker's answer fills the column, as before
      .catch(() => !cancelled && setServer({ values: null, done: true }));
    return () => {
      cancelled = true;
    };
  }, [ctx, leagueId, year, currentWeek, offseason]);

  useEffect(() => {
    const changed = () => setGeneration((g) => g + 1);
    const chosen = () => {
      setChoices((c) => c + 1);
      changed();
    };
    window.addEventListener(PROJECTIONS_CHANGED, chosen);
    window.addEventListener(ROSTERS_CHANGED, changed);
    return () => {
      window.removeEventListener(PROJECTIONS_CHANGED, chosen);
      window.removeEventListener(ROSTERS_CHANGED, changed);
    };
  }, []);

  useEffect(() => {
    if (leagueId < 1) return;
    const check = () => {
      // a failed read leaves the kept rosters (and values) as they are; the next check tries again
      if (document.visibilityState === 'visible') refreshRosters(ctx, leagueId, year).catch(() => undefined);
    };
    const timer = setInterval(check, ROSTER_POLL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [ctx, leagueId, year]);

  // The worker needs GET /projections, the heaviest download of the page, so it runs only for what the
  // server cannot answer: a visitor's own choices (kept in this browser) and another week's projected
  // lines. A visitor at the default weights gets the server's numbers to the digit; a signed-in caller's
  // weights and own rows are on the server, which values the pool with them (`weights=mine`).
  const signedIn = ctx.token !== null;
  const workerWanted = needWorker || (!signedIn && (generation > 0 || hasLocalProjectionChoices(year)));
  const mineWanted = signedIn && !needWorker;
  useEffect(() => {
    if (!mineWanted) {
      setMine({ values: null, done: true });
      return;
    }
    let cancelled = false;
    setMine({ values: null, done: false });
    // again after a weight or an own row changed (choices); a roster change moves no point
    loadPoolPoints(ctx, leagueId, true)
      .then((answer) => !cancelled && setMine({ values: fromPoolPoints(answer, year, currentWeek, offseason), done: true }))
      .catch(() => !cancelled && setMine({ values: null, done: true }));
    return () => {
      cancelled = true;
    };
  }, [ctx, leagueId, year, currentWeek, offseason, choices, mineWanted]);

  useEffect(() => {
    if (!canRunValuesWorker() || !workerWanted) {
      // a worker's answer of an earlier state (another week's view) would otherwise outlive it
      setValues(null);
      setWorkerDone(true);
      return;
    }
    setWorkerDone(false);
    let cancelled = false;
    (async () => {
      const [pool, sources] = await Promise.all([loadPool(ctx, leagueId, year, currentWeek), loadSources(ctx)]);
      if (cancelled) return;
      if (pool.rows.length === 0) {
        setWorkerDone(true);
        return;
      }
      const weights = Object.fromEntries(sources.map((s) => [String(s.uid), s.weight]));
      const rostered = pool.rosters.flatMap((r) => r.players.map((p) => p.pid));
      const result = await requestValues(
        { rows: pool.rows, players: pool.players, weights, userId: ctx.userId ?? null, league: pool.league, currentWeek, finalWeek, rostered },
        // the notice tells of a recompute (a weight, an own row or a roster changed); the first valuing
        // of the page is part of its load, and a toast then would only cover the phone's Menu button
        generation > 0 ? ctx.notify : undefined,
      );
      if (cancelled) return;
      const byPid = new Map<string, Record<string, number>>();
      const { lines } = result;
      pool.players.forEach(({ pid }, player) => {
        const v = result.players[pid];
        if (!v) return;
        const keyed: Record<string, number> = { ros: v.ros };
        v.weekly.forEach((points, i) => {
          keyed[String(currentWeek + i)] = points;
        });
        if (offseason) keyed['0'] = v.ros;
        // the week view's projected lines: '12:py' is week 12's passing yards (see lineKey)
        for (let w = 0; w < lines.weeks; w++) {
          const at = (player * lines.weeks + w) * lines.keys.length;
          lines.keys.forEach((key, k) => {
            const value = lines.stats[at + k];
            if (!Number.isNaN(value)) keyed[lineKey(currentWeek + w, key)] = value;
          });
        }
        byPid.set(pid, keyed);
      });
      setValues(byPid);
      setWorkerDone(true);
    })().catch(() => {
      // the table stays useful without values: it shows the server's, or no projection column (the drawer says why)
      if (cancelled) return;
      setValues(null);
      setWorkerDone(true);
    });
    return () => {
      cancelled = true;
    };
  }, [ctx, leagueId, year, currentWeek, finalWeek, offseason, generation, workerWanted]);

  // the worker's numbers, else the caller's from the server, else the defaults (the first to arrive)
  const shown = values ?? mine.values ?? server.values;
  return { values: shown, pending: shown === null && !(server.done && workerDone && mine.done) };
}
