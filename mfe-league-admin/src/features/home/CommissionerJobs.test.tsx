import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeFetch } from '../test-support/fixtures';
import { CommissionerJobs } from './CommissionerJobs';

const run = (job: string, succ: boolean, reason: string | null = null) => () => ({
  job: `${job}@league1`, name: job, job_ids: [1], slot: 100, started: 100, ended: 101, succ, reason, instance: 'api:1', requested_by: 1,
});

describe('CommissionerJobs', () => {
  it('runs a league job now and says how it went', async () => {
    const calls = fakeFetch({
      'POST /api/leagues/1/jobs/waivers': run('waivers', true),
      'POST /api/leagues/1/jobs/finalize-week': run('finalize-week', false, 'failed: league 1'),
    });
    const notify = jest.fn();
    render(<CommissionerJobs ctx={{ apiBase: '/api', token: 't' }} leagueId={1} notify={notify} />);
    fireEvent.click(screen.getByRole('button', { name: 'Process waivers now' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'Waivers processed' }));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/leagues/1/jobs/waivers', body: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Finalize finished weeks' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'error', message: 'failed: league 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Record team values' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ severity: 'error', message: 'Not found: /api/leagues/1/jobs/team-values' }));
  });
});
