import { useState } from 'react';
import { getWaiverReportEndpoint, searchPlayersEndpoint, type WaiverReport as Report } from '@league/shared-rules/contracts';
import { EmptyState, ErrorState, SkeletonList, useLoad } from '@league/shell/kit';
import { apiClient, type ApiContext } from '../rosters/http';
import { Badge, Money, Name, Row, Section, Select } from '../team/ui';

const TYPES: Array<{ type: 1 | 2 | 3; label: string }> = [
  { type: 1, label: 'Active Roster' },
  { type: 3, label: 'Practice Squad' },
  { type: 2, label: 'Poach' },
];

interface Loaded {
  report: Report;
  names: Record<string, string>;
}

/** One run's report and the names of its players (players nobody got may be on no roster). */
async function loadReport(ctx: ApiContext, leagueId: number, type: 1 | 2 | 3, processed: number | null, signal: AbortSignal): Promise<Loaded> {
  const client = apiClient(ctx);
  const report = await client.call(getWaiverReportEndpoint, { params: { leagueId }, query: { type, ...(processed ? { processed } : {}) }, signal });
  const pids = report.players.map((p) => p.pid);
  const names: Record<string, string> = {};
  if (pids.length) {
    const found = await client.call(searchPlayersEndpoint, { body: { pids, limit: Math.min(500, pids.length) }, signal });
    for (const p of found.players) names[p.pid] = p.name;
  }
  return { report, names };
}

/** A run time as the league reads it: New York, weekday and time (waivers process Wednesdays at 15:00 ET). */
const runLabel = (t: number) =>
  new Date(t * 1000).toLocaleString('en-US', { timeZone: 'America/New_York', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }) + ' ET';

/**
 * The waiver report (spec §2 "Waivers … and a waiver report", §4 "Report: per player, the successful claim
 * and the failed ones"): pick a claim type and one of its processing runs (the latest by default); each
 * player shows who got him and for how much, and every claim that failed with its reason.
 */
export function WaiverReport({ ctx, leagueId, teamName }: { ctx: ApiContext; leagueId: number; teamName: (tid: number) => string }) {
  const [type, setType] = useState<1 | 2 | 3>(1);
  const [processed, setProcessed] = useState<number | null>(null);
  const { state, retry } = useLoad(`${leagueId}/${type}/${processed ?? 'latest'}`, (signal) => loadReport(ctx, leagueId, type, processed, signal));
  const runs = state.status === 'loaded' ? state.data.report.processed : [];
  return (
    <Section aria-label="Waiver Report">
      <h2>Waiver Report</h2>
      <Row>
        <label>
          Type{' '}
          <Select value={type} onChange={(e) => (setType(Number(e.target.value) as 1 | 2 | 3), setProcessed(null))}>
            {TYPES.map((t) => <option key={t.type} value={t.type}>{t.label}</option>)}
          </Select>
        </label>
        {runs.length > 0 && (
          <label>
            Run{' '}
            <Select value={processed ?? runs[0]} onChange={(e) => setProcessed(Number(e.target.value))}>
              {runs.map((t) => <option key={t} value={t}>{runLabel(t)}</option>)}
            </Select>
          </label>
        )}
      </Row>
      {state.status === 'loading' && <SkeletonList rows={3} label="Loading waiver report" />}
      {state.status === 'error' && <ErrorState message={state.message} onRetry={retry} />}
      {state.status === 'loaded' && state.data.report.players.length === 0 && <EmptyState>No processed claims</EmptyState>}
      {state.status === 'loaded' &&
        state.data.report.players.map(({ pid, successful, failed }) => (
          <Row key={pid} data-testid="waiver-report-player">
            <Badge $tone={successful ? 'accent' : 'muted'}>{successful ? 'Claimed' : 'Unclaimed'}</Badge>
            <Name>
              <strong>{state.data.names[pid] ?? pid}</strong>
              <small>
                {successful ? `${teamName(successful.tid)} won` : 'No claim succeeded'}
                {failed.length > 0 && ` · Failed: ${failed.map((f) => `${teamName(f.tid)} $${f.bid}${f.reason ? ` (${f.reason})` : ''}`).join(', ')}`}
              </small>
            </Name>
            <span className="wide" />
            <Money className="wide">{successful ? `$${successful.bid}` : ''}</Money>
          </Row>
        ))}
    </Section>
  );
}
