import { useState } from 'react';
import { getShownMessage } from '@league/shared-rules/client';
import { runLeagueJobEndpoint, type LeagueJob, type Notice } from '@league/shared-rules/contracts';
import { Button } from '@league/shell/kit';
import { apiClient, type ApiContext } from '../data/http';

const JOBS: Array<{ job: LeagueJob; label: string; done: string }> = [
  { job: 'waivers', label: 'Process waivers now', done: 'Waivers processed' },
  { job: 'poaches', label: 'Process due poaches', done: 'Poaches processed' },
  { job: 'finalize-week', label: 'Finalize finished weeks', done: 'Weeks finalized' },
  { job: 'team-values', label: 'Record team values', done: 'Team values recorded' },
];

/**
 * The commissioner's on-demand league jobs (the league home, commissioner only; the server checks it too):
 * each runs now for this league as the scheduler would, and is recorded on the status page with who asked.
 */
export function CommissionerJobs({ ctx, leagueId, notify }: { ctx: ApiContext; leagueId: number; notify: (n: Notice) => void }) {
  const [running, setRunning] = useState<LeagueJob | null>(null);
  const run = async (job: LeagueJob, done: string) => {
    setRunning(job);
    try {
      const result = await apiClient(ctx).call(runLeagueJobEndpoint, { params: { leagueId, job }, body: {} });
      notify(result.succ ? { severity: 'success', message: done } : { severity: 'error', message: result.reason ?? 'Request failed' });
    } catch (error) {
      notify({ severity: 'error', message: getShownMessage(error) });
    } finally {
      setRunning(null);
    }
  };
  return (
    <div role="group" aria-label="Run league jobs now">
      {JOBS.map(({ job, label, done }) => (
        <Button key={job} type="button" disabled={running !== null} aria-busy={running === job} onClick={() => void run(job, done)}>
          {running === job ? `${label}…` : label}
        </Button>
      ))}
    </div>
  );
}
