import moment from 'moment-timezone';
import { DraftSchema, DraftPickDetailsSchema, type ServerMessageOf } from '@league/shared-rules/contracts';
import { LeagueModel } from '../../db/models/league.model';
import { NoticeModel } from '../../db/models/notice.model';
import { RosterPlayerModel, TransactionModel } from '../../db/models/roster.model';
import { DraftPickModel } from '../../db/models/draft.model';
import { createDraftRepository } from '../../db/repositories/draft.repository';
import { WsTestClient } from '../../realtime/ws-test-client';
import { createLogger } from '../../logger';
import { createServer } from '../../server';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { pid, seedLeague, type LeagueFixture } from '../rosters/league-fixture.test-helper';
import { createDraftDeps } from './draft-context';
import { notifyDraftClocks } from './draft-notices';
import { seasonJobs } from '../../jobs/season-jobs';

/**
 * The rookie draft through the real app and the embedded database. The fixture league has three
 * teams (owner1..3, draft_order 1..3, no 2024 standings: the order keeps that setting), a commissioner
 * owning none, and rookies of the 2025 class. The draft starts Saturday 18 October 2025, hourly 11-16
 * New York: picks 1-5 open at 11:00..15:00 that day, 6-9 at 11:00..14:00 on Sunday.
 */
const et = (s: string) => moment.tz(s, 'America/New_York').unix();
const DRAFT_START = et('2025-10-18 00:00');
let now = et('2025-10-18 12:30');
let app: TestApp;
let t: LeagueFixture;
const ROOKIES = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112].map((n) => pid(n));

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(now * 1000) });
  t = await seedLeague(app);
  await app.repos.players.insertMany(
    ROOKIES.map((p, i) => ({
      pid: p, fname: 'Rookie', lname: String(i), name: `Rookie ${i + 1}`, pname: `R. ${i}`, search: `rookie ${i}`, pos: i % 2 ? 'WR' : 'RB',
      team: 'BUF', jnum: null, dob: null, nfl_status: 'ACT', injury_status: null, game_status: null, nfl_draft_year: 2025, round: 1 + Math.floor(i / 4),
      dpos: 10 + i * 7, college: 'State', height: null, weight: null, points_last_season: null, gsis_id: null, mfl_id: null, sleeper_id: null,
      espn_id: null, yahoo_id: null, pfr_id: null, rotowire_id: null, fantasy_data_id: null, ktc_id: null, sportradar_id: null, fantasypros_id: null,
    })) as never,
  );
  await LeagueModel.updateOne({ uid: 1 }, { $set: { draft_start: DRAFT_START, draft_type: 'hour', draft_hour_min: 11, draft_hour_max: 16 } });
}, 60_000);
afterAll(() => app.stop());

const board = async () => DraftSchema.parse((await app.api('/api/leagues/1/draft')).body);
const pickOf = async (n: number) => (await board()).picks.find((p) => p.pick === n)!;
const draft = (token: string | undefined, body: unknown) => app.api('/api/leagues/1/draft', { method: 'POST', token, body });
const counts = async () => ({
  rosters: await RosterPlayerModel.countDocuments({ lid: 1 }),
  transactions: await TransactionModel.countDocuments({ lid: 1 }),
  made: await DraftPickModel.countDocuments({ lid: 1, pid: { $type: 'string' } }),
});

describe('the board', () => {
  test('numbers the picks from the teams’ order, shows windows in New York hours, the clock and the class', async () => {
    const b = await board();
    expect(b.year).toBe(2025);
    expect(b.picks.map((p) => [p.pick, p.tid, p.pick_str])).toEqual([
      [1, 1, '1.01'], [2, 2, '1.02'], [3, 3, '1.03'], [4, 1, '2.01'], [5, 2, '2.02'], [6, 3, '2.03'], [7, 1, '3.01'], [8, 2, '3.02'], [9, 3, '3.03'],
    ]);
    expect(b.picks[2]).toMatchObject({ window_opens: et('2025-10-18 13:00'), window_closes: et('2025-10-18 14:00'), salary: 1 });
    expect(b.picks[0].salary).toBe(3);
    expect(b.on_clock).toBe(b.picks[1].uid);
    expect(b.may_pick).toEqual([b.picks[0].uid, b.picks[1].uid]);
    expect(b.end).toBe(et('2025-10-19 23:59:59'));
    expect(b.rookie_class).toBe(2025);
    expect(b.available!.map((r) => r.pid)).toEqual(ROOKIES);
  });
});

describe('who may pick', () => {
  test('a visitor 401, the commissioner 403 (no team of theirs), an owner for another team 403', async () => {
    const p2 = await pickOf(2);
    const before = await counts();
    expect((await draft(undefined, { pid: ROOKIES[0], pickId: p2.uid, teamId: 2 })).status).toBe(401);
    const commish = await draft(t.commish, { pid: ROOKIES[0], pickId: p2.uid, teamId: 2 });
    expect([commish.status, commish.body.error.code]).toEqual([403, 'NOT_TEAM_OWNER']);
    const other = await draft(t.owner1, { pid: ROOKIES[0], pickId: p2.uid, teamId: 2 });
    expect([other.status, other.body.error.code]).toEqual([403, 'NOT_TEAM_OWNER']);
    // owner1 names his own team, but the pick is team 2's
    expect((await draft(t.owner1, { pid: ROOKIES[0], pickId: p2.uid, teamId: 1 })).body.error.code).toBe('NOT_TEAM_OWNER');
    expect(await counts()).toEqual(before);
  });

  test('an owner whose window has not opened is refused, and nothing is written', async () => {
    const before = await counts();
    const res = await draft(t.owner3, { pid: ROOKIES[0], pickId: (await pickOf(3)).uid, teamId: 3 });
    expect([res.status, res.body.error.code]).toEqual([400, 'DRAFT_PICK_NOT_ON_CLOCK']);
    expect(await counts()).toEqual(before);
  });

  test('a player who is not of the rookie class is refused', async () => {
    const res = await draft(t.owner2, { pid: pid(70), pickId: (await pickOf(2)).uid, teamId: 2 });
    expect([res.status, res.body.error.code]).toEqual([400, 'PLAYER_NOT_ROOKIE']);
  });

  test('while the draft runs an undrafted rookie is drafted, not signed (spec §4 draft windows), on its second day too', async () => {
    const before = await counts();
    const saturday = now;
    for (const at of [saturday, et('2025-10-19 11:30')]) {
      now = at;
      const res = await app.api('/api/teams/2/add', { method: 'POST', token: t.owner2, body: { pid: ROOKIES[11] } });
      expect([res.status, res.body.error.code]).toEqual([400, 'PLAYER_NOT_ELIGIBLE']);
    }
    now = saturday;
    expect(await counts()).toEqual(before);
  });

  test('the owner on the clock picks: the rookie on the drafted practice squad at the pick salary, a type-8 transaction with the pick', async () => {
    const p2 = await pickOf(2);
    const res = await draft(t.owner2, { pid: ROOKIES[0], pickId: p2.uid, teamId: 2 });
    expect(res.status).toBe(200);
    expect(res.body.pick).toMatchObject({ uid: p2.uid, pid: ROOKIES[0], selection_timestamp: now });
    expect(res.body.transaction).toMatchObject({ tid: 2, pid: ROOKIES[0], type: 8, value: 2, pick: 2, pick_str: '1.02' });
    const row = await RosterPlayerModel.findOne({ lid: 1, pid: ROOKIES[0] }).lean();
    expect(row).toMatchObject({ tid: 2, slot: 16, value: 2 });
    const b = await board();
    expect(b.drafted).toEqual([ROOKIES[0]]);
    expect(b.available!.some((r) => r.pid === ROOKIES[0])).toBe(false);
    expect(b.selected!.map((r) => r.pid)).toEqual([ROOKIES[0]]);
    // the next team hears it is up next (privately); the league hears of the pick
    const next = await NoticeModel.findOne({ key: `draft:1:2025:${(await pickOf(3)).uid}:on_clock` }).lean();
    expect(next).toMatchObject({ tid: 3, kind: 'draft_on_clock', private: true });
    expect(await NoticeModel.countDocuments({ kind: 'draft_pick_made', pid: ROOKIES[0] })).toBe(1);
  });

  test('a player already drafted is refused; an earlier owner whose window passed still picks', async () => {
    const p1 = await pickOf(1);
    const again = await draft(t.owner1, { pid: ROOKIES[0], pickId: p1.uid, teamId: 1 });
    expect([again.status, again.body.error.code]).toEqual([409, 'PLAYER_ALREADY_DRAFTED']);
    const res = await draft(t.owner1, { pid: ROOKIES[1], pickId: p1.uid, teamId: 1 });
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({ value: 3, pick: 1, pick_str: '1.01' });
    const made = await draft(t.owner1, { pid: ROOKIES[2], pickId: p1.uid, teamId: 1 });
    expect([made.status, made.body.error.code]).toEqual([409, 'DRAFT_PICK_MADE']);
  });
});

describe('concurrency', () => {
  test('two simultaneous picks for one slot: exactly one is made', async () => {
    now = et('2025-10-18 13:30');
    const p3 = await pickOf(3);
    const before = await counts();
    const answers = await Promise.all([
      draft(t.owner3, { pid: ROOKIES[2], pickId: p3.uid, teamId: 3 }),
      draft(t.owner3, { pid: ROOKIES[3], pickId: p3.uid, teamId: 3 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await counts()).toEqual({ rosters: before.rosters + 1, transactions: before.transactions + 1, made: before.made + 1 });
    expect(await RosterPlayerModel.countDocuments({ tid: 3, slot: 16 })).toBe(1);
  });

  test('the same player by two slots: exactly one succeeds', async () => {
    now = et('2025-10-18 15:30');
    const [p4, p5] = [await pickOf(4), await pickOf(5)];
    const before = await counts();
    const answers = await Promise.all([
      draft(t.owner1, { pid: ROOKIES[5], pickId: p4.uid, teamId: 1 }),
      draft(t.owner2, { pid: ROOKIES[5], pickId: p5.uid, teamId: 2 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await counts()).toEqual({ rosters: before.rosters + 1, transactions: before.transactions + 1, made: before.made + 1 });
    expect(await DraftPickModel.countDocuments({ lid: 1, pid: ROOKIES[5] })).toBe(1);
  });
});

describe('live boards and the clock job', () => {
  test('a pick reaches every registered board over /ws, on this api instance and on another one', async () => {
    // a second api instance on the same database: it learns of the pick from the change stream
    const other = createServer({ config: app.config, logger: createLogger('silent'), repos: app.repos, dbKind: 'embedded', clock: () => new Date(now * 1000) });
    const otherUrl = await other.start(0, '127.0.0.1');
    const boards = [await WsTestClient.connect(app.url, 1), await WsTestClient.connect(otherUrl, 1)];
    for (const b of boards) b.send({ type: 'draft_register', year: 2025 });
    // start() answers once the second server's change streams are open (a stream opened after a write does not
    // see it). A board's registration holds once the server confirms it (`draft_registered`), as a board waits
    // for before it reads GET /draft: the pick waits for both confirmations.
    for (const b of boards) expect(await b.waitFor((x) => x.type === 'draft_registered')).toEqual({ type: 'draft_registered', lid: 1, year: 2025 });
    expect([app.server.draft.size, other.draft.size]).toEqual([1, 1]);
    const open = (await board()).picks.find((p) => p.pick! <= 5 && p.pid === null)!;
    const token = [t.owner1, t.owner2, t.owner3][open.tid - 1];
    const res = await draft(token, { pid: ROOKIES[6], pickId: open.uid, teamId: open.tid });
    expect(res.status).toBe(200);
    for (const b of boards) {
      const m = await b.waitFor<ServerMessageOf<'draft_pick'>>((x) => x.type === 'draft_pick' && x.pick.uid === open.uid);
      expect(m).toMatchObject({ lid: 1, year: 2025, complete: false, pick: { pid: ROOKIES[6], tid: open.tid } });
      b.ws.close();
    }
    await other.close();
  });

  test('the job tells the owner whose window opened, once', async () => {
    now = et('2025-10-19 11:05');
    const deps = createDraftDeps(app.repos, () => now);
    const p6 = await pickOf(6);
    await NoticeModel.deleteMany({ key: `draft:1:2025:${p6.uid}:on_clock` });
    expect(await notifyDraftClocks(deps, now)).toBe(1);
    expect(await notifyDraftClocks(deps, now)).toBe(0);
    // the scheduler runs it every five minutes (job 40, notifications_draft)
    const job = seasonJobs({ repos: app.repos, logger: createLogger('silent') }).find((j) => j.key === 'draft-clock')!;
    expect(job.jobIds).toEqual([40]);
    expect(job.next(et('2025-10-19 10:58'))).toBe(et('2025-10-19 11:00'));
    await NoticeModel.deleteMany({ key: `draft:1:2025:${p6.uid}:on_clock` });
    expect(await job.run(now)).toEqual([]);
    expect(await NoticeModel.findOne({ key: `draft:1:2025:${p6.uid}:on_clock` }).lean()).toMatchObject({ tid: 3, private: true });
  });
});

describe('completion and pick details', () => {
  test('the last pick completes the draft; after it nothing more is picked', async () => {
    now = et('2025-10-19 14:30');
    const open = (await board()).picks.filter((p) => p.pid === null);
    const tokens = [t.owner1, t.owner2, t.owner3];
    let next = 7;
    for (const p of open) {
      const res = await draft(tokens[p.tid - 1], { pid: ROOKIES[next++], pickId: p.uid, teamId: p.tid });
      expect(res.status).toBe(200);
    }
    const b = await board();
    expect(b.complete).toBe(true);
    expect(b.on_clock).toBeNull();
    expect((await LeagueModel.findOne({ uid: 1 }).lean())?.rookie_draft_completed_at).toBe(now);
    const late = await draft(tokens[open[0].tid - 1], { pid: ROOKIES[11], pickId: open[0].uid, teamId: open[0].tid });
    expect(late.body.error.code).toBe('DRAFT_ENDED');
  });

  test('after the draft an undrafted rookie is on waivers until rookie waivers clear (the end of the day after completion)', async () => {
    const sign = () => app.api('/api/teams/2/add', { method: 'POST', token: t.owner2, body: { pid: ROOKIES[11] } });
    now = et('2025-10-20 23:00');
    const waiting = await sign();
    expect(waiting.body.error.code).toBe('PLAYER_ON_WAIVERS');
    // Thursday: rookie waivers cleared, outside the in-season waiver days
    now = et('2025-10-23 12:00');
    expect((await sign()).status).toBe(200);
  });

  test("a pick's details: its trades and the same slot in the league's earlier drafts", async () => {
    const repo = createDraftRepository();
    await repo.ensureRegularPicks(1, 2024, [1, 2, 3], 1, now);
    const old = (await repo.list(1, { year: 2024 })).find((p) => p.otid === 3)!;
    await repo.setOrder(1, 2024, [{ uid: old.uid, pick: 2, pick_str: '1.02' }]);
    await DraftPickModel.updateOne({ uid: old.uid }, { $set: { pid: pid(70) } });
    const p2 = await pickOf(2);
    await app.repos.rosters.insertTransactions([{ lid: 1, tid: 2, userid: null, pid: pid(30), type: 4, value: 0, year: 2025, week: 0, timestamp: now - 86400, pick: p2.uid }]);
    const details = DraftPickDetailsSchema.parse((await app.api(`/api/leagues/1/draft/picks/${p2.uid}`)).body);
    expect(details.player?.pid).toBe(ROOKIES[0]);
    expect(details.trades).toEqual([{ uid: expect.any(Number), tid: 2, timestamp: now - 86400, year: 2025 }]);
    expect(details.history).toEqual([expect.objectContaining({ year: 2024, pick: 2, pick_str: '1.02', tid: 3, otid: 3 })]);
    expect(details.history![0].player?.pid).toBe(pid(70));
    expect((await app.api('/api/leagues/1/draft/picks/99999')).status).toBe(404);
    // an earlier year's draft opens by year
    expect(DraftSchema.parse((await app.api('/api/leagues/1/draft?year=2024')).body).picks.length).toBe(3);
  });
});
