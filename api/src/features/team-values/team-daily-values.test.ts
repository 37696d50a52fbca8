import { TeamDailyValueSchema } from '@league/shared-rules/contracts';
import { z } from 'zod';
import { RosterPlayerModel } from '../../db/models/roster.model';
import { runTeamValuesJob } from '../../jobs/team-values-job';
import { bootTestApp, type TestApp } from '../../test-support/boot';

/** The demo league's team values on the embedded database, from its real rosters and market salaries. */
const NOW = Date.UTC(2026, 10, 25, 17) / 1000; // Wed Nov 25 2026, noon New York
const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;
let app: TestApp;

beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players'] }, seedDemo: true, clock: () => new Date(NOW * 1000) });
}, 180_000);
afterAll(() => app.stop());

const list = async () => z.array(TeamDailyValueSchema).parse((await app.api('/api/leagues/1/team-daily-values')).body);

describe('team daily values', () => {
  it('snapshots each team once a day: values from its players\' market salaries, shares summing to 1', async () => {
    expect(await list()).toEqual([]);
    expect(await runTeamValuesJob({ repos: app.repos, logger: log }, NOW)).toEqual([]);
    const day1 = await list();
    expect(day1).toHaveLength(12);
    expect(day1.every((v) => v.timestamp === NOW && v.ktc_value > 0)).toBe(true);
    expect(day1.reduce((s, v) => s + v.ktc_share, 0)).toBeCloseTo(1, 4);
    // the same New York day again: nothing new, the first snapshot stands
    await runTeamValuesJob({ repos: app.repos, logger: log }, NOW + 3600);
    expect(await list()).toEqual(day1);

    // team 1 loses its most valuable player overnight: the next day its value and share are lower
    const before = day1.find((v) => v.tid === 1)!;
    const roster = await app.repos.rosters.listByTeam(1, 2026);
    const top = [...roster].sort((a, b) => b.value - a.value)[0];
    await RosterPlayerModel.deleteOne({ lid: 1, tid: 1, year: 2026, pid: top.pid });
    await runTeamValuesJob({ repos: app.repos, logger: log }, NOW + 86400);
    const day2 = (await list()).filter((v) => v.timestamp === NOW + 86400);
    expect(day2).toHaveLength(12);
    const after = day2.find((v) => v.tid === 1)!;
    expect(after.ktc_value).toBeLessThan(before.ktc_value);
    expect(after.ktc_share).toBeLessThan(before.ktc_share);
    const status = (await app.api('/api/status')).body.jobs.find((j: { job_id: number }) => j.job_id === 79);
    expect(status).toMatchObject({ succ: true, timestamp: NOW + 86400 });
  });

  it('answers 404 for an unknown league', async () => {
    expect((await app.api('/api/leagues/999/team-daily-values')).status).toBe(404);
  });
});
