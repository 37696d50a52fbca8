import { RosterVersionModel } from '../db/models/cutlist.model';
import { TeamModel } from '../db/models/league.model';
import { createDraftRepository } from '../db/repositories/draft.repository';
import { createLogger } from '../logger';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { pid, seedLeague, type LeagueFixture } from '../features/rosters/league-fixture.test-helper';
import { runRolloverJob } from './season-jobs';

/** The dynasty across the season rollover, on an injected clock. */
let app: TestApp;
let t: LeagueFixture;
/** Wednesday 2026-01-14: week 19 of the 2025 season, the fantasy season is over. */
let now = Date.UTC(2026, 0, 14, 17) / 1000;
/** Friday 2026-02-20: the 2025 season has ended (it ends the Tuesday after the Super Bowl week). */
const NEW_SEASON = Date.UTC(2026, 1, 20, 17) / 1000;

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(now * 1000) });
  t = await seedLeague(app);
});
afterAll(async () => {
  await app.stop();
});

const jobs = () => ({ repos: app.repos, logger: createLogger('silent') });
const rosters = async () => (await app.api('/api/leagues/1/rosters', { token: t.commish })).body.rosters as { tid: number; year: number; players: Record<string, unknown>[] }[];
const player = (list: Awaited<ReturnType<typeof rosters>>, tid: number, n: number) =>
  list.find((r) => r.tid === tid)?.players.find((p) => p.pid === pid(n));

test('every team keeps its players under their new contracts; tags reset; FAAB back to the league\'s; practice squad and IR stay; picks exist; a re-run doubles nothing', async () => {
  expect((await app.api('/api/teams/1/tag', { method: 'POST', token: t.owner1, body: { pid: pid(1), tag: 2 } })).status).toBe(200);
  expect((await app.api('/api/leagues/1')).body.fqb).toBeNull();
  // FAAB spent in the ending season (team 1) and a budget the league no longer gives (team 2)
  await TeamModel.updateOne({ uid: 1 }, { $set: { faab: 37 } });
  await TeamModel.updateOne({ uid: 2 }, { $set: { faab: 999 } });
  const leagueFaab = (await app.api('/api/leagues/1')).body.faab as number;
  const before = await rosters();
  const count = (list: typeof before, tid: number) => list.find((r) => r.tid === tid)?.players.length ?? 0;

  now = NEW_SEASON;
  await runRolloverJob(jobs(), now);
  const after = await rosters();
  // the league had no franchise values: the ending season's top QB salaries set them ($10 each here)
  const fqb = (await app.api('/api/leagues/1')).body.fqb as number;
  expect(fqb).toBe(10);
  expect(after.every((r) => r.year === 2026)).toBe(true);
  // the new season's rosters took their versions: a move decided on a roster read before the rollover decides again
  expect((await RosterVersionModel.find({ tid: { $in: [1, 2] }, year: 2026 }).lean()).map((v) => [v.tid, v.version]).sort()).toEqual([[1, 1], [2, 1]]);
  expect([count(after, 1), count(after, 2)]).toEqual([count(before, 1), count(before, 2)]);
  // franchise: the league's QB value, tag reset; regular: value + 5 × (extensions + 1)
  expect(player(after, 1, 1)).toMatchObject({ value: fqb, tag: 1, extensions: 1, slot: 1 });
  expect(player(after, 1, 20)).toMatchObject({ value: 15, tag: 1, extensions: 1, slot: 11 });
  expect(player(after, 2, 30)).toMatchObject({ value: 15, slot: 11 });
  // practice squad keeps its value; IR stays on IR under the regular rule
  expect(player(after, 1, 40)).toMatchObject({ slot: 12, value: 10, extensions: 0 });
  expect(player(after, 1, 45)).toMatchObject({ slot: 13, value: 15 });
  const extensions = (await app.api('/api/leagues/1/transactions?types=9&limit=100')).body as { pid: string; year: number }[];
  expect(extensions).toHaveLength(count(before, 1) - 1 + count(before, 2));
  expect(extensions.every((x) => x.year === 2026)).toBe(true);
  // every team starts the new season with the league's FAAB
  const faabOf = async () => ((await app.api('/api/leagues/1/teams')).body.teams as Array<{ uid: number; faab: number }>).map((x) => [x.uid, x.faab]);
  expect(await faabOf()).toEqual([[1, leagueFaab], [2, leagueFaab], [3, leagueFaab]]);
  const picks = await createDraftRepository().list(1);
  expect(picks.map((p) => `${p.year}.${p.round}.${p.otid}`).sort()).toEqual(
    [2026, 2027].flatMap((y) => [1, 2, 3].flatMap((r) => [1, 2, 3].map((tid) => `${y}.${r}.${tid}`))).sort(),
  );

  await TeamModel.updateOne({ uid: 1 }, { $set: { faab: leagueFaab - 5 } }); // a claim of the new season
  await runRolloverJob(jobs(), now + 3600);
  expect((await faabOf())[0]).toEqual([1, leagueFaab - 5]);
  expect(await rosters()).toEqual(after);
  expect((await app.api('/api/leagues/1/transactions?types=9&limit=100')).body).toHaveLength(extensions.length);
  expect(await createDraftRepository().list(1)).toHaveLength(picks.length);
  const recorded = (await app.api('/api/status')).body.jobs as Array<{ job_id: number; succ: boolean; timestamp: number }>;
  for (const id of [43, 55, 56]) expect(recorded.find((j) => j.job_id === id)).toMatchObject({ succ: true, timestamp: now + 3600 });
});
