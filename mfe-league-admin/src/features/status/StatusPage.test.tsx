import { render, screen, within } from '@testing-library/react';
import type { StatusResponse } from '@league/shared-rules/contracts';
import { fakeFetch } from '../test-support/fixtures';
import { StatusPage } from './StatusPage';

const T = Date.UTC(2026, 10, 25, 20) / 1000; // Wed Nov 25 2026, 15:00 New York
const status: StatusResponse = {
  db: 'embedded',
  jobs: [{ job_id: 1, name: 'Claims Waivers Active', succ: true, reason: null, timestamp: T }],
  runs: [
    { job: 'season-play', name: 'Finalize Week', job_ids: [60, 59], slot: T + 3600, started: T + 3601, ended: null, succ: null, reason: null, instance: 'api-2:88', requested_by: null },
    { job: 'waivers', name: 'Claims Waivers Active', job_ids: [1], slot: T, started: T, ended: T + 4, succ: false, reason: 'failed: league 7', instance: 'api-1:41', requested_by: 3 },
  ],
  schedule: [{ job: 'waivers', name: 'Claims Waivers Active', job_ids: [1], next_at: T + 7 * 86400 }],
  imports: [{ dataset: 'players', version: 3, rows: 5512, imported_at: T - 86400, ms: 4200 }],
  importing: ['plays_2025'],
};

describe('StatusPage', () => {
  it('shows the database, each job\'s next run and last result, the newest runs and the imports', async () => {
    fakeFetch({ '/api/status': () => status });
    render(<StatusPage ctx={{ apiBase: '/api', token: null }} timeZone="America/New_York" />);
    const jobs = await screen.findByRole('table', { name: 'Scheduled jobs' });
    expect(screen.getByText('embedded (in the api process)')).toBeTruthy();
    const job = within(jobs).getAllByRole('row')[1];
    expect(job.textContent).toContain('Claims Waivers Active #1');
    expect(job.textContent).toContain('Wed, Dec 2, 3:00 PM EST');
    expect(job.textContent).toContain('Failed failed: league 7');
    const runs = within(screen.getByRole('table', { name: 'Recent runs' })).getAllByRole('row').slice(1);
    expect(runs[0].textContent).toContain('Running');
    expect(runs[0].textContent).toContain('running');
    expect(runs[1].textContent).toContain('Claims Waivers Active (on demand)');
    expect(runs[1].textContent).toContain('4 s');
    expect(runs[1].textContent).toContain('api-1:41');
    const imports = within(screen.getByRole('table', { name: 'Data imports' })).getAllByRole('row')[1];
    expect(imports.textContent).toBe('players35,512Tue, Nov 24, 3:00 PM EST4.2 s');
    expect(screen.getByRole('status').textContent).toBe('Loading now: plays_2025');
  });

  it('says when nothing has run yet, and shows a failure with a retry', async () => {
    fakeFetch({ '/api/status': () => ({ ...status, runs: [], schedule: [], importing: [] }) });
    const { unmount } = render(<StatusPage ctx={{ apiBase: '/api', token: null }} timeZone="UTC" />);
    expect(await screen.findByText('No job has been scheduled yet.')).toBeTruthy();
    expect(screen.getByText('No job has run yet.')).toBeTruthy();
    unmount();
    fakeFetch({});
    render(<StatusPage ctx={{ apiBase: '/api', token: null }} timeZone="UTC" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Not found: /api/status');
  });
});
