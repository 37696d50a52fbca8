import { RosterSlot } from '@league/shared-rules';
import { CareerlogsSchema, DEFAULT_LEAGUE, type Careerlogs } from '@league/shared-rules/contracts';
import { ensureCounterAtLeast } from '../../db/counters';
import { LineupWeekModel } from '../../db/models/season-play.model';
import { createRepositories } from '../../db/repositories';
import { writeInvalidating } from '../../db/repositories/careerlogs.repository';
import type { WeekLine } from '../../db/repositories/season-play.repository';
import { createLogger } from '../../logger';
import { createServer, type LeagueServer } from '../../server';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { hashPassword } from '../auth/password';
import { computeCareerlogs } from './careerlogs';
import { finalizeWeek } from './finalize-week';
import { memoryStatLines } from './league-week';

/**
 * GET /leagues/:lid/careerlogs serves a stored answer until something it is computed from changes
 * (careerlogs.ts). After each invalidating event the answer equals the one computed afresh — and, where
 * the event changes the careerlogs, differs from the answer before it, so a missing invalidation fails
 * here. A second api server on the same database (another process: its own repositories and memo) sees
 * a change made through the first. A small league (4 teams, 2025) on a clock the test moves.
 */
const LID = 1;
const YEAR = 2025;
const TIDS = [1, 2, 3, 4];
const PASSWORD = 'careerlogs-cache-pw';
let nowMs = Date.UTC(2026, 10, 25, 17);
const clock = () => new Date(nowMs);
const nowS = () => Math.floor(nowMs / 1000);

let app: TestApp;
let second: LeagueServer;
let secondUrl = '';
const userIds: number[] = [];

beforeAll(async () => {
  app = await bootTestApp({ clock });
  // another api process on the same database: nothing shared with the first but the data
  second = createServer({ config: app.config, logger: createLogger('silent'), repos: createRepositories(), dbKind: 'embedded', clock });
  secondUrl = await second.start(0, '127.0.0.1');
  const { users, leagues, seasonPlay } = app.repos;
  const hash = await hashPassword(PASSWORD);
  for (const name of ['commish', 'owner1', 'owner2', 'owner3', 'owner4', 'owner5']) {
    const u = await users.insert({
      username: name, email: `${name}@example.com`, password_hash: hash, phone: null,
      user_text_notifications: false, user_voice_notifications: false, watchlist: [], created_at: 0,
    });
    userIds.push(u.uid);
  }
  await leagues.insertIfMissing({ ...DEFAULT_LEAGUE, uid: LID, commishid: userIds[0], name: 'Cache League', hosted: 1, created_at: 0 });
  await ensureCounterAtLeast('teams', 100);
  for (const tid of TIDS) {
    await leagues.insertTeamIfMissing({ uid: tid, lid: LID, year: 2026, div: 1, name: `Team ${tid}`, image: null, abbrv: `T${tid}`, cap: 200, faab: 200, waiver_order: tid, draft_order: tid, pc: null, ac: null, invite_code: null });
    await users.addOwner({ userid: userIds[tid], tid, lid: LID, teamtext: false, teamvoice: false, leaguetext: false });
  }
  const game = { type: 'head_to_head' as const, hp: null, ap: null, home_projection: null, away_projection: null, tids: [], points: {}, points_manual: {}, projections: {} };
  const pairs = [[[1, 2], [3, 4]], [[1, 3], [2, 4]], [[1, 4], [2, 3]]];
  const games = pairs.flatMap((week, i) => week.map(([hid, aid]) => ({ ...game, lid: LID, year: YEAR, week: i + 1, hid, aid })));
  await seasonPlay.replaceSchedule(LID, YEAR, games, { lid: LID, year: YEAR, wildcard_round: 15, championship_round: [16, 17] });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await app?.stop();
});

const pidOf = (tid: number) => `TEST-CACHE-QB-${tid}`;
/** Each team's lineup of the week (one quarterback), not final yet: what a week holds before its job runs. */
async function stageWeek(year: number, week: number) {
  await app.repos.seasonPlay.putLineupWeeks(TIDS.map((tid) => ({
    lid: LID, tid, year, week, starters: [{ slot: RosterSlot.QB, pid: pidOf(tid), pos: 'QB' }], bench: [], final: false, points: null, points_manual: null, projected: null, potential: null,
  })));
}
/** The week job: finalizeWeek scores the staged lineups from these passing yards. */
async function finalize(year: number, week: number, yards: Record<number, number>) {
  const lines = TIDS.map((tid) => ({ year, week, pid: pidOf(tid), team: 'GEN', pos: 'QB', stats: { pa: 30, pc: 20, py: yards[tid] } }) as WeekLine);
  await finalizeWeek(app.repos, LID, year, week, nowS(), memoryStatLines(lines));
}

async function served(base = app.url): Promise<Careerlogs> {
  const res = await fetch(`${base}/api/leagues/${LID}/careerlogs`);
  expect(res.status).toBe(200);
  return CareerlogsSchema.parse(await res.json());
}
/** The answer computed now from the database, as the endpoint sends it. */
async function fresh(): Promise<Careerlogs> {
  return CareerlogsSchema.parse(JSON.parse(JSON.stringify(await computeCareerlogs(app.repos, LID, nowS()))));
}
/** GETs twice (the second from the cache), checks both against a fresh computation, answers it. */
async function servedFresh(): Promise<Careerlogs> {
  const expected = await fresh();
  expect(await served()).toEqual(expected);
  expect(await served()).toEqual(expected);
  return expected;
}

it('a finalized week: the stored answer is replaced; until the next write it is served without recomputing', async () => {
  await stageWeek(YEAR, 1);
  const before = await servedFresh();
  expect(before.teams).toEqual([]);
  await finalize(YEAR, 1, { 1: 300, 2: 200, 3: 250, 4: 150 });
  const after = await servedFresh();
  expect(after.teams.map((t) => [t.tid, t.wins])).toEqual([[1, 1], [2, 0], [3, 1], [4, 0]]);
  // stored at the current stamp: a write around the repositories (no bump) is not seen, the store answers
  const stamp = await app.repos.careerlogs.stamp(LID);
  expect(stamp.answerVersion).toBe(stamp.version);
  await LineupWeekModel.updateOne({ lid: LID, year: YEAR, week: 1, tid: 4 }, { $set: { points: 999 } });
  expect(await served()).toEqual(after);
  await LineupWeekModel.updateOne({ lid: LID, year: YEAR, week: 1, tid: 4 }, { $set: { points: 6 } });
  // a week re-scored (a stat correction) goes through the same writes
  await stageWeek(YEAR, 2);
  await finalize(YEAR, 2, { 1: 100, 2: 200, 3: 300, 4: 400 });
  expect(await servedFresh()).not.toEqual(after);
});

it('a commissioner\'s points correction, made through another api server, is seen by this one', async () => {
  const before = await served(secondUrl); // the second server now holds the answer in its memo
  expect(await served()).toEqual(before);
  expect(before.teams.find((t) => t.tid === 4)!.wins).toBe(1);
  const login = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'commish', password: PASSWORD } });
  const put = await app.api(`/api/leagues/${LID}/matchups/${YEAR}/1/points`, { method: 'PUT', token: login.body.token, body: { tid: 4, points_manual: 500 } });
  expect(put.status).toBe(200);
  const expected = await fresh();
  expect(expected).not.toEqual(before);
  expect(await served(secondUrl)).toEqual(expected);
  expect(expected.teams.find((t) => t.tid === 4)!.wins).toBe(2); // week 1 now won, 500 to 200
});

it('a new owner of a team, and a username changed', async () => {
  const before = await servedFresh();
  await app.repos.users.addOwner({ userid: userIds[5], tid: 2, lid: LID, teamtext: false, teamvoice: false, leaguetext: false });
  const owned = await servedFresh();
  expect(owned).not.toEqual(before);
  expect(owned.users.map((u) => u.username)).toContain('owner5');
  await app.repos.users.update(userIds[1], { username: 'renamed1' });
  const renamed = await servedFresh();
  expect(renamed.users.map((u) => u.username)).toEqual(expect.arrayContaining(['renamed1']));
  expect(renamed.users.map((u) => u.username)).not.toContain('owner1');
  // other changes to a user are not inputs: the stamp stays
  const stamp = await app.repos.careerlogs.stamp(LID);
  await app.repos.users.update(userIds[1], { phone: '5550100' });
  expect((await app.repos.careerlogs.stamp(LID)).version).toBe(stamp.version);
});

it('a team added and deleted, a league setting changed; a team renamed is not an input', async () => {
  const { leagueSettings, careerlogs } = app.repos;
  await servedFresh();
  const added = await leagueSettings.addTeam({ lid: LID, year: 2026, div: 1, name: 'Expansion', image: null, abbrv: 'EXP', cap: 200, faab: 200, waiver_order: 5, draft_order: 5, pc: null, ac: null, invite_code: null, archived_at: null }, 5);
  let stamp = await careerlogs.stamp(LID);
  expect(stamp.answerVersion).toBeNull();
  await servedFresh();
  expect(await leagueSettings.archiveTeam(LID, 4, nowS(), 4)).toBe(true);
  expect((await careerlogs.stamp(LID)).version).toBeGreaterThan(stamp.version);
  const deleted = await servedFresh();
  expect(deleted.teams.map((t) => t.tid)).toContain(4); // its history stays
  expect(deleted.teams.map((t) => t.tid)).not.toContain(added.uid); // never played
  const league = (await app.repos.leagues.findById(LID))!;
  stamp = await careerlogs.stamp(LID);
  await leagueSettings.updateLeague(LID, [{ field: 'name', stored: league.name, old: league.name, new: 'Renamed League' }], {}, { userid: userIds[0], timestamp: nowS() });
  expect((await careerlogs.stamp(LID)).version).toBeGreaterThan(stamp.version);
  await servedFresh();
  stamp = await careerlogs.stamp(LID);
  await leagueSettings.updateTeam(1, { name: 'New Name', abbrv: 'NEW' });
  expect(await careerlogs.stamp(LID)).toEqual(stamp);
  await servedFresh();
});

it('a season rolling over counts the new season without any write; a season cleared drops it', async () => {
  const NEXT = 2027;
  const game = { type: 'head_to_head' as const, hp: null, ap: null, home_projection: null, away_projection: null, tids: [], points: {}, points_manual: {}, projections: {} };
  const live = [1, 2, 3];
  await app.repos.seasonPlay.replaceSchedule(LID, NEXT, [{ ...game, lid: LID, year: NEXT, week: 1, hid: 1, aid: 2 }], { lid: LID, year: NEXT, wildcard_round: 15, championship_round: [16, 17] });
  await stageWeek(NEXT, 1);
  await finalize(NEXT, 1, { 1: 400, 2: 100, 3: 0, 4: 0 });
  // written while 2026 is the season: not counted yet, and stored so
  const before = await servedFresh();
  expect(before.teams.find((t) => t.tid === 1)!.last_season_year).toBe(YEAR);
  nowMs = Date.UTC(2027, 8, 20, 17); // into the 2027 season
  const after = await servedFresh();
  expect(after.teams.find((t) => t.tid === 1)!.last_season_year).toBe(NEXT);
  expect(live.every((tid) => after.teams.some((t) => t.tid === tid))).toBe(true);
  await app.repos.seasonPlay.clearSeason(LID, NEXT);
  expect(await servedFresh()).toEqual(before);
});

it('every writer of an input bumps the stamp, each on its own; writers of other things leave it', async () => {
  const { seasonPlay, leagueSettings, leagues, users, careerlogs } = app.repos;
  const Y = 2024;
  const game = { lid: LID, year: Y, week: 1, type: 'head_to_head' as const, hid: 1, aid: 2, hp: null, ap: null, home_projection: null, away_projection: null, tids: [], points: {}, points_manual: {}, projections: {} };
  const row = { lid: LID, tid: 1, year: Y, week: 1, starters: [], bench: [], final: true, points: 10, points_manual: null, projected: null, potential: null };
  const league = (await leagues.findById(LID))!;
  const bumps = async (write: () => Promise<unknown>) => {
    const before = (await careerlogs.stamp(LID)).version;
    await write();
    return (await careerlogs.stamp(LID)).version - before;
  };
  const writers: Array<[string, () => Promise<unknown>]> = [
    ['replaceSchedule', () => seasonPlay.replaceSchedule(LID, Y, [game], { lid: LID, year: Y, wildcard_round: 15, championship_round: [16, 17] })],
    ['addMatchups', () => seasonPlay.addMatchups([{ ...game, week: 2 }])],
    ['updateMatchup', async () => seasonPlay.updateMatchup((await seasonPlay.matchups(LID, Y, 1))[0].uid, { hp: 10, ap: 5 })],
    ['putLineupWeeks', () => seasonPlay.putLineupWeeks([row])],
    ['setPointsManual', () => seasonPlay.setPointsManual(LID, Y, 1, 1, 12)],
    ['putSeason', () => seasonPlay.putSeason({ lid: LID, year: Y, weeks_final: [1] })],
    ['clearSeason', () => seasonPlay.clearSeason(LID, Y)],
    ['insertTeamIfMissing', () => leagues.insertTeamIfMissing({ uid: 50, lid: LID, year: 2026, div: 1, name: 'Seeded', image: null, abbrv: 'SD', cap: 200, faab: 200, waiver_order: 6, draft_order: 6, pc: null, ac: null, invite_code: null })],
    ['addTeam', () => leagueSettings.addTeam({ lid: LID, year: 2026, div: 1, name: 'Added', image: null, abbrv: 'ADD', cap: 200, faab: 200, waiver_order: 7, draft_order: 7, pc: null, ac: null, invite_code: null, archived_at: null }, 6)],
    ['archiveTeam', () => leagueSettings.archiveTeam(LID, 50, nowS(), 5)],
    ['addOwner', () => users.addOwner({ userid: userIds[5], tid: 3, lid: LID, teamtext: false, teamvoice: false, leaguetext: false })],
    ['users.update username', () => users.update(userIds[2], { username: 'renamed2' })],
    ['updateLeague', () => leagueSettings.updateLeague(LID, [{ field: 'name', stored: league.name, old: league.name, new: 'Again Renamed' }], {}, { userid: userIds[0], timestamp: nowS() })],
  ];
  const seen: Array<[string, number]> = [];
  for (const [name, write] of writers) seen.push([name, await bumps(write)]);
  expect(seen).toEqual(writers.map(([name]) => [name, 1]));
  const others: Array<[string, () => Promise<unknown>]> = [
    ['updateTeam', () => leagueSettings.updateTeam(2, { name: 'Other Name', image: null })],
    ['setOrder', () => leagueSettings.setOrder(LID, 'waiver_order', [3, 2, 1])],
    ['setInviteCode', () => leagueSettings.setInviteCode(2, 'abcdef0123456789')],
    ['users.update phone', () => users.update(userIds[2], { phone: '5550101' })],
    ['addOwner again (already owner)', () => users.addOwner({ userid: userIds[5], tid: 3, lid: LID, teamtext: false, teamvoice: false, leaguetext: false })],
  ];
  for (const [name, write] of others) expect([name, await bumps(write)]).toEqual([name, 0]);
  // a schedule refused because a week is final writes nothing, and bumps nothing
  await seasonPlay.putLineupWeeks([row]);
  expect(await bumps(async () => expect(await seasonPlay.replaceSchedule(LID, Y, [game], { lid: LID, year: Y, wildcard_round: 15, championship_round: [16, 17] })).toBe(false))).toBe(0);
});

it('an answer computed before a write never lands over that write\'s bump', async () => {
  const { careerlogs } = app.repos;
  const lid = 77; // a league never bumped: no stamp document yet
  expect(await careerlogs.stamp(lid)).toEqual({ version: 0, answerVersion: null, answerYear: null });
  expect(await careerlogs.store(lid, 0, 2026, { users: [], teams: [] })).toBe(true);
  expect(await careerlogs.stamp(lid)).toEqual({ version: 0, answerVersion: 0, answerYear: 2026 });
  await writeInvalidating(async () => ({ result: undefined, lids: [lid] }));
  // computed from reads made at version 0, stored after the bump: refused
  expect(await careerlogs.store(lid, 0, 2026, { users: [], teams: [{ tid: 1 }] })).toBe(false);
  expect(await careerlogs.stamp(lid)).toEqual({ version: 1, answerVersion: null, answerYear: null });
  expect(await careerlogs.storedAnswer(lid, 0, 2026)).toBeNull();
  expect(await careerlogs.store(lid, 1, 2026, { users: [], teams: [] })).toBe(true);
  expect(await careerlogs.storedAnswer(lid, 1, 2026)).toEqual({ users: [], teams: [] });
  expect(await careerlogs.storedAnswer(lid, 1, 2027)).toBeNull();
});
