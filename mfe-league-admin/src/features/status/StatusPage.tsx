import { useState } from 'react';
import { getStatusEndpoint, type JobRun, type StatusResponse } from '@league/shared-rules/contracts';
import { EmptyState, ErrorState, SkeletonList, useLoad } from '@league/shell/kit';
import { apiClient, type ApiContext } from '../data/http';
import { browserTimeZone, formatDateTime } from '../shared/time';
import { Badge, Card, Controls, Page, ScrollTable } from '../shared/ui';

export interface StatusPageProps {
  ctx: ApiContext;
  timeZone?: string;
}

const duration = (run: JobRun) => (run.ended === null ? 'running' : `${run.ended - run.started} s`);

function result(run: Pick<JobRun, 'succ' | 'ended'>) {
  if (run.ended === null || run.succ === null) return <Badge $tone="info">Running</Badge>;
  return run.succ ? <Badge $tone="live">OK</Badge> : <Badge $tone="muted">Failed</Badge>;
}

/**
 * Background job status (spec §2 /status, §3 Background jobs), readable by anyone and without secrets: the
 * database in use, the data imports with their versions (and those still loading), each scheduled job's
 * next run and last result, and the newest runs — when, how long, the result and its failures, which api
 * process ran it, and whether a commissioner asked for it.
 */
export function StatusPage({ ctx, timeZone }: StatusPageProps) {
  const [attempt, setAttempt] = useState(0);
  const { state, retry } = useLoad(`${ctx.apiBase}|status|${attempt}`, (signal) => apiClient(ctx).call(getStatusEndpoint, { signal }));
  const zone = timeZone ?? browserTimeZone();
  const at = (t: number | null) => (t === null ? '-' : formatDateTime(t, zone));
  if (state.status === 'loading') return <Page><h1>Status</h1><SkeletonList rows={8} label="Loading status" /></Page>;
  if (state.status === 'error') return <Page><h1>Status</h1><ErrorState message={state.message} onRetry={retry} /></Page>;
  const s: StatusResponse = state.data;
  const runs = s.runs ?? [];
  const lastOf = (job: string) => runs.find((r) => r.job === job);
  return (
    <Page>
      <h1>Status</h1>
      <Controls>
        <span>Database: <strong>{s.db === 'embedded' ? 'embedded (in the api process)' : 'MongoDB'}</strong></span>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>Refresh</button>
      </Controls>
      <Card aria-labelledby="jobs-title">
        <h2 id="jobs-title">Scheduled jobs</h2>
        {(s.schedule ?? []).length === 0 ? (
          <EmptyState>No job has been scheduled yet.</EmptyState>
        ) : (
          <ScrollTable label="Scheduled jobs">
            <thead>
              <tr><th scope="col">Job</th><th scope="col">Next run</th><th scope="col">Last run</th><th scope="col">Result</th></tr>
            </thead>
            <tbody>
              {(s.schedule ?? []).map((j) => {
                const last = lastOf(j.job);
                return (
                  <tr key={j.job}>
                    <th scope="row">{j.name} <small>#{j.job_ids.join(', #')}</small></th>
                    <td>{at(j.next_at)}</td>
                    <td>{last ? at(last.started) : '-'}</td>
                    <td>{last ? <>{result(last)} {last.reason && <small>{last.reason}</small>}</> : '-'}</td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
        )}
      </Card>
      <Card aria-labelledby="runs-title">
        <h2 id="runs-title">Recent runs</h2>
        {runs.length === 0 ? (
          <EmptyState>No job has run yet.</EmptyState>
        ) : (
          <ScrollTable label="Recent runs">
            <thead>
              <tr><th scope="col">Job</th><th scope="col">Scheduled</th><th scope="col">Started</th><th scope="col">Took</th><th scope="col">Result</th><th scope="col">Process</th></tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={`${r.job}:${r.slot}`}>
                  <th scope="row">{r.name}{r.requested_by !== null && <small> (on demand)</small>}</th>
                  <td>{at(r.slot)}</td>
                  <td>{at(r.started)}</td>
                  <td>{duration(r)}</td>
                  <td>{result(r)} {r.reason && <small>{r.reason}</small>}</td>
                  <td><small>{r.instance}</small></td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Card>
      <Card aria-labelledby="imports-title">
        <h2 id="imports-title">Data imports</h2>
        {s.importing.length > 0 && <p role="status">Loading now: {s.importing.join(', ')}</p>}
        <ScrollTable label="Data imports">
          <thead>
            <tr><th scope="col">Dataset</th><th scope="col">Version</th><th scope="col">Rows</th><th scope="col">Imported</th><th scope="col">Took</th></tr>
          </thead>
          <tbody>
            {s.imports.map((i) => (
              <tr key={i.dataset}>
                <th scope="row">{i.dataset}</th>
                <td>{i.version}</td>
                <td>{i.rows.toLocaleString('en-US')}</td>
                <td>{at(i.imported_at)}</td>
                <td>{(i.ms / 1000).toFixed(1)} s</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Card>
      <Card aria-labelledby="last-title">
        <h2 id="last-title">Last run by job id</h2>
        <ScrollTable label="Last run by job id">
          <thead>
            <tr><th scope="col">Id</th><th scope="col">Job</th><th scope="col">Last run</th><th scope="col">Result</th></tr>
          </thead>
          <tbody>
            {s.jobs.map((j) => (
              <tr key={j.job_id}>
                <td>{j.job_id}</td>
                <th scope="row">{j.name}</th>
                <td>{at(j.timestamp)}</td>
                <td>{j.succ ? <Badge $tone="live">OK</Badge> : <Badge $tone="muted">Failed</Badge>} {j.reason && <small>{j.reason}</small>}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Card>
    </Page>
  );
}
