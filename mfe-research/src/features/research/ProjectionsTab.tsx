import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProjectionRow, ProjectionStatKey, Source } from '@league/shared-rules/contracts';
import { Button, EmptyState, VisuallyHidden } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { deleteOwn, loadPlayerProjections, loadPool, loadSources, saveOwnStat, saveWeight } from '../data/projections-api';
import type { PlayerValues } from '@league/shared-rules';
import type { PlayerLineups } from './projected-lineups';
import { Note, ScrollTable, fixed } from './ui';
import { requestLineups, requestValues } from './values-client';

/** The stats shown per position (the projection row's keys, spec §3). */
const STATS: Record<string, ProjectionStatKey[]> = {
  QB: ['pa', 'py', 'tdp', 'ints', 'ra', 'ry', 'tdr', 'fuml'],
  RB: ['ra', 'ry', 'tdr', 'trg', 'rec', 'recy', 'tdrec', 'fuml'],
  WR: ['trg', 'rec', 'recy', 'tdrec', 'ra', 'ry', 'tdr', 'fuml'],
  TE: ['trg', 'rec', 'recy', 'tdrec', 'ra', 'ry', 'tdr', 'fuml'],
};
const LABELS: Record<ProjectionStatKey, string> = {
  pa: 'Att', py: 'Pass Yds', tdp: 'Pass TD', ints: 'Int', ra: 'Rush', ry: 'Rush Yds', tdr: 'Rush TD', fuml: 'Fum',
  trg: 'Tgt', rec: 'Rec', recy: 'Rec Yds', tdrec: 'Rec TD',
};

/** The weighted average of the sources' rows (weights ≤ 0 leave a source out; missing = 1). */
export function weightedAverage(rows: readonly ProjectionRow[], weights: ReadonlyMap<number, number>, keys: readonly ProjectionStatKey[]) {
  let total = 0;
  const sums: Partial<Record<ProjectionStatKey, number>> = {};
  for (const r of rows) {
    if (r.sourceid === null) continue;
    const w = weights.get(r.sourceid) ?? 1;
    if (!(w > 0)) continue;
    total += w;
    for (const k of keys) sums[k] = (sums[k] ?? 0) + w * (r[k] ?? 0);
  }
  if (total === 0) return null;
  for (const k of keys) sums[k] = (sums[k] ?? 0) / total;
  return sums;
}

export interface ProjectionsTabProps {
  ctx: ApiContext;
  leagueId: number;
  pid: string;
  pos: string;
  year: number;
  /** The current fantasy week (at least 1): the tab shows this week only (spec §2). */
  week: number;
  finalWeek: number;
}

/**
 * Spec §2 Projections tab: the current week's row of each source (with the caller's weight), the
 * caller's own row (editable, deletable) and the weighted average. Any change revalues the player pool
 * in the values worker ('Calculating values') and shows the player's values.
 */
export function ProjectionsTab({ ctx, leagueId, pid, pos, year, week, finalWeek }: ProjectionsTabProps) {
  const [sources, setSources] = useState<Source[] | null>(null);
  const [rows, setRows] = useState<ProjectionRow[] | null>(null);
  const [values, setValues] = useState<PlayerValues | null>(null);
  const [lineups, setLineups] = useState<PlayerLineups | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [valuesFailed, setValuesFailed] = useState<string | null>(null);
  const latest = useRef(0);
  const keys = STATS[pos] ?? STATS.WR;

  const revalue = useCallback(
    async (list: Source[]) => {
      const ticket = ++latest.current;
      try {
        const pool = await loadPool(ctx, leagueId, year, week);
        if (!pool.players.some((p) => p.pid === pid)) return setValues(null);
        const weights = Object.fromEntries(list.map((s) => [String(s.uid), s.weight]));
        const rostered = pool.rosters.flatMap((r) => r.players.map((p) => p.pid));
        const { players: all } = await requestValues(
          { rows: pool.rows, players: pool.players, weights, userId: ctx.userId ?? null, league: pool.league, currentWeek: week, finalWeek, rostered },
          ctx.notify,
        );
        if (ticket !== latest.current) return;
        setValues(all[pid] ?? null);
        setValuesFailed(null);
        if (!pool.rosters.some((r) => r.players.some((p) => p.pid === pid))) return setLineups(null);
        // spec §4: lineups are projected after the values, from the same points
        const weekly = Object.fromEntries(Object.entries(all).map(([p, v]) => [p, v.weekly]));
        const projected = await requestLineups(pool.rosters, weekly, pool.league, finalWeek - week + 1, ctx.notify);
        if (ticket === latest.current) setLineups(projected.players[pid] ?? null);
      } catch (err) {
        // the rows stay useful without values: only the values line says it failed
        if (ticket === latest.current) setValuesFailed(err instanceof Error ? err.message : String(err));
      }
    },
    [ctx, leagueId, year, week, finalWeek, pid],
  );

  const reload = useCallback(async () => {
    const [s, r] = await Promise.all([loadSources(ctx), loadPlayerProjections(ctx, pid, year)]);
    setSources(s);
    setRows(r);
    void revalue(s);
  }, [ctx, pid, year, revalue]);

  useEffect(() => {
    reload().catch((err: unknown) => setFailed(err instanceof Error ? err.message : String(err)));
  }, [reload]);

  const act = (work: () => Promise<void>) =>
    work()
      .then(reload)
      .catch((err: unknown) => ctx.notify?.({ message: err instanceof Error ? err.message : String(err), severity: 'error' }));

  if (failed) return <EmptyState>{failed}</EmptyState>;
  if (!sources || !rows) return <Note role="status">Loading projections</Note>;
  const weekRows = rows.filter((r) => r.week === week);
  const sourceRows = weekRows.filter((r) => r.sourceid !== null);
  const own = weekRows.find((r) => r.sourceid === null) ?? null;
  if (sourceRows.length === 0 && !own) return <EmptyState>no projections found</EmptyState>;
  const weights = new Map(sources.map((s) => [s.uid, s.weight]));
  const average = weightedAverage(sourceRows, weights, keys);
  const nameOf = (uid: number) => sources.find((s) => s.uid === uid)?.name ?? `Source ${uid}`;

  return (
    <div>
      <ScrollTable label="Projections">
        <table>
          <caption>Week {week} projections</caption>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Weight</th>
              {keys.map((k) => (
                <th key={k} scope="col">{LABELS[k]}</th>
              ))}
              <th scope="col"><VisuallyHidden>Actions</VisuallyHidden></th>
            </tr>
          </thead>
          <tbody>
            {sourceRows.map((r) => (
              <tr key={`s${r.sourceid}`}>
                <th scope="row">{nameOf(r.sourceid!)}</th>
                <td>
                  <input
                    type="number" min={0} max={1} step={0.1} aria-label={`Weight of ${nameOf(r.sourceid!)}`}
                    defaultValue={weights.get(r.sourceid!) ?? 1}
                    onBlur={(e) => {
                      const weight = Math.min(1, Math.max(0, Number(e.currentTarget.value)));
                      if (Number.isFinite(weight) && weight !== (weights.get(r.sourceid!) ?? 1)) void act(() => saveWeight(ctx, r.sourceid!, weight));
                    }}
                  />
                </td>
                {keys.map((k) => (
                  <td key={k}>{fixed(r[k])}</td>
                ))}
                <td />
              </tr>
            ))}
            <tr>
              <th scope="row">Your projection</th>
              <td />
              {keys.map((k) => (
                <td key={k}>
                  <input
                    type="number" min={0} step={0.1} aria-label={`Your ${LABELS[k]}`} defaultValue={own?.[k] ?? ''}
                    onBlur={(e) => {
                      const raw = e.currentTarget.value;
                      const value = Number(raw);
                      if (raw !== '' && Number.isFinite(value) && value >= 0 && value !== own?.[k]) void act(() => saveOwnStat(ctx, pid, year, week, k, value));
                    }}
                  />
                </td>
              ))}
              <td>
                {own && (
                  <Button type="button" $variant="ghost" onClick={() => void act(() => deleteOwn(ctx, pid, year, week))}>
                    Delete
                  </Button>
                )}
              </td>
            </tr>
            <tr>
              <th scope="row">Average</th>
              <td />
              {keys.map((k) => (
                <td key={k}>{average ? fixed(average[k]) : '–'}</td>
              ))}
              <td />
            </tr>
          </tbody>
        </table>
      </ScrollTable>
      {values && (
        <Note aria-live="polite">
          Projected {fixed(values.week)} points this week, {fixed(values.ros)} rest of season: {fixed(values.ptsAdded)} points added,
          market salary ${values.marketSalary}.
        </Note>
      )}
      {lineups && (
        <Note aria-live="polite">
          Projected to start {lineups.starts} of {finalWeek - week + 1} remaining weeks for his team: {fixed(lineups.sp)} starter points,{' '}
          {fixed(lineups.bp)} bench points.
        </Note>
      )}
      {valuesFailed && <Note role="alert">Values could not be calculated: {valuesFailed}</Note>}
      <Note>Your row replaces the weighted average in your values. Weights run from 0 (leave the source out) to 1.</Note>
    </div>
  );
}
