import { TransactionType } from '@league/shared-rules';
import { CutlistModel } from '../../db/models/cutlist.model';
import { DraftPickModel } from '../../db/models/draft.model';
import { LeagueModel } from '../../db/models/league.model';
import { PoachModel } from '../../db/models/poach.model';
import { RosterPlayerModel, TransactionModel, type RosterPlayerDoc } from '../../db/models/roster.model';
import { PlayerWeekModel } from '../../db/models/stats.model';
import { TradeModel } from '../../db/models/trade.model';
import { createDraftRepository } from '../../db/repositories/draft.repository';
import { createNoticesRepository } from '../../db/repositories/notices.repository';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { IN_SEASON, pid, seedLeague, YEAR, type LeagueFixture } from '../rosters/league-fixture.test-helper';

/**
 * Trades through the real app and the embedded database, on a fixed clock (the fixture's in-season
 * Saturday, moved by the tests): the authorization matrix (proposer, accepter, third owner,
 * commissioner, visitor), the one-write acceptance and its races, refusals, and the veto.
 */
let app: TestApp;
let t: LeagueFixture;
let now = IN_SEASON;
const picks = new Map<string, number>();

const row = (n: number, tid: number, slot = 11, value = 10): RosterPlayerDoc => ({
  lid: 1, tid, year: YEAR, week: 0, pid: pid(n), pos: n % 2 ? 'RB' : 'WR', slot, tag: 1, value, extensions: 0, type: null, timestamp: null,
});

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(now * 1000) });
  t = await seedLeague(app);
  // team 2 holds 30 (fixture), 70 and 71; team 3 holds 72 and 73
  await app.repos.rosters.insertMany([row(70, 2, 11, 7), row(71, 2), row(72, 3), row(73, 3)]);
  await createDraftRepository().ensureRegularPicks(1, YEAR + 1, [1, 2, 3], 3, now);
  // player 20 (team 1, WR) played four games last season: 5 catches for 100 yards each, 12.5 half-ppr points
  await app.repos.stats.insertPlayerWeeks([1, 2, 3, 4].map((week) => ({
    year: YEAR - 1, week, pid: pid(20), gsis_id: null, team: 'BUF', esbid: null, pos: 'WR', source: 'weekly' as const,
    stats: { rec: 5, recy: 100 }, parts: { weekly: { rec: 5, recy: 100 } }, updated: now,
  })));
  for (const p of await DraftPickModel.find({ lid: 1 }).lean()) picks.set(`${p.otid}.${p.round}`, p.uid);
});
afterAll(async () => {
  await app.stop();
});

const post = (path: string, token: string | undefined, body?: unknown) => app.api(`/api/leagues/1/trades${path}`, { method: 'POST', token, body });
const propose = (token: string | undefined, over: Record<string, unknown>) =>
  post('', token, { proposingTeamPlayers: [], acceptingTeamPlayers: [], propose_tid: 1, accept_tid: 2, leagueId: 1, ...over });
const accept = (token: string | undefined, uid: number, releasePlayers: string[] = []) => post(`/${uid}/accept`, token, { releasePlayers, tradeId: uid });
const holder = async (n: number) => (await RosterPlayerModel.findOne({ lid: 1, year: YEAR, pid: pid(n) }).lean())?.tid ?? null;
const rowsOf = async (pids: string[]) =>
  (await RosterPlayerModel.find({ pid: { $in: pids } }, { _id: 0, type: 0, timestamp: 0 }).sort({ pid: 1 }).lean());

describe('propose, list and the authorization matrix', () => {
  let uid: number;
  test('only an owner of propose_tid proposes: visitor 401, other owner and commissioner 403', async () => {
    const body = { proposingTeamPlayers: [pid(20)], acceptingTeamPlayers: [pid(30)] };
    expect((await propose(undefined, body)).status).toBe(401);
    expect((await propose(t.owner2, body)).body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await propose(t.commish, body)).body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await propose(t.owner1, { ...body, accept_tid: 9 })).body.error.code).toBe('INVALID_TEAM');
    const res = await propose(t.owner1, { ...body, proposingTeamPicks: [picks.get('1.1')] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      propose_tid: 1, accept_tid: 2, offered: now, accepted: null, proposingTeamPlayers: [pid(20)], acceptingTeamPlayers: [pid(30)],
      proposingTeamPicks: [{ uid: picks.get('1.1'), tid: 1, otid: 1, round: 1, year: YEAR + 1 }],
    });
    uid = res.body.uid;
  });
  test('the accepting team is told with a private notice', async () => {
    const notices = await createNoticesRepository().list(1);
    expect(notices.find((n) => n.key === `trade:${uid}:offered:2`)).toMatchObject({ tid: 2, kind: 'trade_offered', private: true, pid: null });
  });
  test('both teams and the commissioner see the open trade; a third owner and a visitor do not', async () => {
    const list = async (token?: string) => ((await app.api('/api/leagues/1/trades', { token })).body as Array<{ uid: number }>).map((x) => x.uid);
    expect(await list(t.owner1)).toContain(uid);
    expect(await list(t.owner2)).toContain(uid);
    expect(await list(t.commish)).toContain(uid);
    expect(await list(t.owner3)).not.toContain(uid);
    expect(await list()).not.toContain(uid);
  });
  test('a third owner, the proposer and the commissioner cannot accept; a wrong tradeId is refused', async () => {
    expect((await accept(t.owner3, uid)).body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await accept(t.owner1, uid)).body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await accept(t.commish, uid)).body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await post(`/${uid}/accept`, t.owner2, { releasePlayers: [], tradeId: uid + 1 })).status).toBe(400);
    expect((await post(`/${uid}/reject`, t.owner3)).body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await post(`/${uid}/cancel`, t.commish)).body.error.code).toBe('NOT_TEAM_OWNER');
    expect(await holder(20)).toBe(1);
  });
});

describe('refusals (§4 date gate, poach claims, §5 space), nothing written', () => {
  test('a team that would exceed its roster gets OVER_ROSTER_SPACE with a §8-style message', async () => {
    // team 1 has 15 of 17 active spots; 3 incoming players and none out do not fit
    const res = await propose(t.owner1, { acceptingTeamPlayers: [pid(30), pid(70), pid(71)] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'OVER_ROSTER_SPACE', message: expect.stringContaining('release players') });
    expect((await propose(t.owner1, { acceptingTeamPlayers: [pid(30), pid(70), pid(71)], releasePlayers: [pid(23)] })).status).toBe(200);
  });
  test('a player with a pending poaching claim cannot be traded', async () => {
    await PoachModel.create({ uid: 900, lid: 1, tid: 3, player_tid: 1, userid: 1, pid: pid(40), release: [], submitted: now, processed: null, succ: null, reason: null, pending: true });
    const res = await propose(t.owner1, { proposingTeamPlayers: [pid(40)] });
    expect(res.body.error.code).toBe('INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM');
    await PoachModel.deleteOne({ uid: 900 });
  });
  test('a pick the team does not own is refused', async () => {
    expect((await propose(t.owner1, { proposingTeamPicks: [picks.get('2.1')] })).body.error.code).toBe('INELIGIBLE_DRAFT_PICK');
  });
  test('past the trade deadline nothing can be proposed or accepted', async () => {
    const open = await propose(t.owner1, { proposingTeamPicks: [picks.get('1.3')] });
    await LeagueModel.updateOne({ uid: 1 }, { $set: { tddate: now - 1 } });
    try {
      expect((await propose(t.owner1, { proposingTeamPicks: [picks.get('1.3')] })).body.error.code).toBe('TRADE_DEADLINE_PASSED');
      expect((await accept(t.owner2, open.body.uid)).body.error.code).toBe('TRADE_DEADLINE_PASSED');
    } finally {
      await LeagueModel.updateOne({ uid: 1 }, { $set: { tddate: null } });
    }
    expect((await DraftPickModel.findOne({ uid: picks.get('1.3') }).lean())!.tid).toBe(1);
    await post(`/${open.body.uid}/cancel`, t.owner1);
  });
});

describe('accept: one write, contracts carried over, others cancelled', () => {
  let uid: number;
  let before: Awaited<ReturnType<typeof rowsOf>>;
  test('the accepting owner accepts: players and picks change teams with their salary, tag and extensions', async () => {
    await RosterPlayerModel.updateOne({ pid: pid(21) }, { $set: { value: 33, tag: 3, extensions: 2 } });
    await CutlistModel.updateOne({ tid: 1 }, { $set: { lid: 1, pids: [pid(21), pid(20)] } }, { upsert: true });
    const trade = await propose(t.owner1, { proposingTeamPlayers: [pid(21)], acceptingTeamPlayers: [pid(70)], acceptingTeamPicks: [picks.get('2.2')] });
    uid = trade.body.uid;
    // another open trade naming player 21 is cancelled by this acceptance
    const rival = await propose(t.owner1, { accept_tid: 3, proposingTeamPlayers: [pid(21)], acceptingTeamPlayers: [pid(72)] });
    before = await rowsOf([pid(21), pid(70), pid(71)]);
    const res = await accept(t.owner2, uid, [pid(71)]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: now, acceptingTeamReleasePlayers: [pid(71)], acceptingTeamPicks: [{ uid: picks.get('2.2'), tid: 1, otid: 2 }] });
    const moved = await RosterPlayerModel.findOne({ pid: pid(21) }).lean();
    expect(moved).toMatchObject({ tid: 2, slot: 11, value: 33, tag: 3, extensions: 2, type: TransactionType.TRADE, timestamp: now });
    expect(await holder(70)).toBe(1);
    expect(await holder(71)).toBe(null);
    // a traded player leaves his old team's cutlist
    expect((await CutlistModel.findOne({ tid: 1 }).lean())!.pids).toEqual([pid(20)]);
    const tx = await TransactionModel.find({ lid: 1, timestamp: now, pid: { $in: [pid(21), pid(70), pid(71)] } }).lean();
    expect(tx.map((x) => [x.pid, x.tid, x.type, x.value]).sort()).toEqual([
      [pid(21), 2, TransactionType.TRADE, 33], [pid(70), 1, TransactionType.TRADE, 7], [pid(71), 2, TransactionType.RELEASE, 10],
    ].sort());
    expect(await TradeModel.findOne({ uid: rival.body.uid }).lean()).toMatchObject({ open: false, cancelled: now });
    const notices = await createNoticesRepository().list(1);
    expect(notices.find((n) => n.key === `trade:${uid}:accepted:1`)).toMatchObject({ tid: 1, kind: 'trade_accepted', private: true });
    expect(notices.filter((n) => n.key.startsWith(`trade:${rival.body.uid}:cancelled:`)).map((n) => n.tid).sort()).toEqual([1, 3]);
  });
  test('an accepted trade cannot be accepted, rejected or cancelled again (409 TRADE_NOT_OPEN)', async () => {
    for (const res of [await accept(t.owner2, uid), await post(`/${uid}/reject`, t.owner2), await post(`/${uid}/cancel`, t.owner1)]) {
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('TRADE_NOT_OPEN');
    }
  });
  test('veto: only the commissioner; it restores both rosters exactly with new transactions', async () => {
    expect((await post(`/${uid}/veto`, t.owner1)).body.error.code).toBe('NOT_COMMISSIONER');
    const history = await TransactionModel.countDocuments({ lid: 1 });
    now += 3600;
    const res = await post(`/${uid}/veto`, t.commish);
    expect(res.status).toBe(200);
    expect(res.body.vetoed).toBe(now);
    expect(await rowsOf([pid(21), pid(70), pid(71)])).toEqual(before);
    expect((await DraftPickModel.findOne({ uid: picks.get('2.2') }).lean())!.tid).toBe(2);
    const added = await TransactionModel.find({ lid: 1, timestamp: now }).lean();
    expect(await TransactionModel.countDocuments({ lid: 1 })).toBe(history + 3);
    expect(added.map((x) => [x.pid, x.tid, x.type]).sort()).toEqual([[pid(21), 1, 4], [pid(70), 2, 4], [pid(71), 2, 4]].sort());
    const vetoNotices = (await createNoticesRepository().list(1)).filter((n) => n.kind === 'trade_vetoed');
    expect(vetoNotices.map((n) => n.tid).sort()).toEqual([1, 2]);
    expect((await post(`/${uid}/veto`, t.commish)).body.error.code).toBe('TRADE_VETO_WINDOW_CLOSED');
  });
  test('no veto after the 48-hour window, nor when a traded player has moved since', async () => {
    const late = await propose(t.owner1, { proposingTeamPicks: [picks.get('1.2')] });
    expect((await accept(t.owner2, late.body.uid)).status).toBe(200);
    now += 48 * 3600;
    expect((await post(`/${late.body.uid}/veto`, t.commish)).body.error.code).toBe('TRADE_VETO_WINDOW_CLOSED');
    const moved = await propose(t.owner1, { acceptingTeamPlayers: [pid(73)], accept_tid: 3 });
    expect((await accept(t.owner3, moved.body.uid)).status).toBe(200);
    expect((await app.api('/api/teams/1/release', { method: 'POST', token: t.owner1, body: { pid: pid(73) } })).status).toBe(200);
    const res = await post(`/${moved.body.uid}/veto`, t.commish);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'TRADE_NOT_REVERSIBLE', message: expect.stringContaining('no longer on the team') });
    expect(await holder(73)).toBe(null);
  });
});

describe('concurrency and closing', () => {
  test('two concurrent accepts of trades sharing a player: exactly one succeeds, nothing half-written', async () => {
    const a = await propose(t.owner1, { accept_tid: 2, proposingTeamPlayers: [pid(22)], acceptingTeamPicks: [picks.get('2.3')] });
    const b = await propose(t.owner1, { accept_tid: 3, proposingTeamPlayers: [pid(22)], acceptingTeamPicks: [picks.get('3.1')] });
    const results = await Promise.all([accept(t.owner2, a.body.uid), accept(t.owner3, b.body.uid)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('TRADE_NOT_OPEN');
    const winner = results[0].status === 200 ? 2 : 3;
    expect(await holder(22)).toBe(winner);
    // the loser's pick never moved, and only one trade transaction names the player
    expect((await DraftPickModel.findOne({ uid: picks.get(winner === 2 ? '3.1' : '2.3') }).lean())!.tid).toBe(winner === 2 ? 3 : 2);
    expect((await DraftPickModel.findOne({ uid: picks.get(winner === 2 ? '2.3' : '3.1') }).lean())!.tid).toBe(1);
    expect(await TransactionModel.countDocuments({ pid: pid(22), type: TransactionType.TRADE })).toBe(1);
    const loser = await TradeModel.findOne({ uid: winner === 2 ? b.body.uid : a.body.uid }).lean();
    expect(loser).toMatchObject({ open: false, accepted: null, cancelled: now });
  });
  test('two concurrent accepts of trades sharing a pick: exactly one succeeds, and it answers the pick with its new owner', async () => {
    const a = await propose(t.owner1, { accept_tid: 2, acceptingTeamPicks: [picks.get('2.1')] });
    const b = await propose(t.owner3, { propose_tid: 3, accept_tid: 2, acceptingTeamPicks: [picks.get('2.1')] });
    const results = await Promise.all([accept(t.owner2, a.body.uid), accept(t.owner2, b.body.uid)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.status === 200)!;
    const winner = won.body.propose_tid as number;
    expect(won.body.acceptingTeamPicks).toEqual([expect.objectContaining({ uid: picks.get('2.1'), tid: winner, otid: 2 })]);
    expect((await DraftPickModel.findOne({ uid: picks.get('2.1') }).lean())!.tid).toBe(winner);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('TRADE_NOT_OPEN');
  });
  test('either side rejects or cancels an open trade; the other side is told; a counter rejects in the same write', async () => {
    const one = await propose(t.owner1, { proposingTeamPicks: [picks.get('1.2')].filter((x) => x !== undefined), accept_tid: 3 });
    // pick 1.2 went to team 2 above: the proposal is refused, so offer a player instead
    expect(one.body.error?.code ?? 'ok').toBe('INELIGIBLE_DRAFT_PICK');
    const offer = await propose(t.owner1, { accept_tid: 3, proposingTeamPlayers: [pid(20)] });
    expect((await post(`/${offer.body.uid}/reject`, t.owner1)).body.rejected).toBe(now);
    const offer2 = await propose(t.owner1, { accept_tid: 3, proposingTeamPlayers: [pid(20)] });
    const counter = await propose(t.owner3, { propose_tid: 3, accept_tid: 1, proposingTeamPlayers: [pid(72)], acceptingTeamPlayers: [pid(20)], counterOf: offer2.body.uid });
    expect(counter.status).toBe(200);
    expect(await TradeModel.findOne({ uid: offer2.body.uid }).lean()).toMatchObject({ open: false, rejected: now });
    expect((await post(`/${counter.body.uid}/cancel`, t.owner3)).body.cancelled).toBe(now);
    const notices = await createNoticesRepository().list(1);
    expect(notices.find((n) => n.key === `trade:${offer.body.uid}:rejected:3`)).toMatchObject({ kind: 'trade_rejected', tid: 3 });
    expect(notices.find((n) => n.key === `trade:${counter.body.uid}:cancelled:1`)).toMatchObject({ kind: 'trade_cancelled', tid: 1 });
    // the countered trade is closed: it cannot be countered twice
    const again = await propose(t.owner3, { propose_tid: 3, accept_tid: 1, proposingTeamPlayers: [pid(72)], counterOf: offer2.body.uid });
    expect(again.body.error.code).toBe('TRADE_NOT_OPEN');
  });
  test('a visitor sees only accepted and vetoed trades', async () => {
    const list = (await app.api('/api/leagues/1/trades')).body as Array<{ accepted: number | null; vetoed: number | null }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((x) => x.accepted !== null)).toBe(true);
  });
});

describe('analyze', () => {
  test('signed-in users only; both sides valued with legality from the same check', async () => {
    const body = { proposingTeamPlayers: [pid(20)], acceptingTeamPlayers: [pid(30)], proposingTeamPicks: [picks.get('1.1')], propose_tid: 1, accept_tid: 2 };
    expect((await post('/analyze', undefined, body)).status).toBe(401);
    const res = await post('/analyze', t.owner3, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ legal: true, problem: null, remainingWeeks: 11 });
    // valued from his real lines: 12.5 a game for each week left, over a worst-starter baseline of 0 (no other WR scored)
    const weeks = res.body.remainingWeeks;
    expect(res.body.proposing.gives.players[0]).toMatchObject({ pid: pid(20), salary: 10, restPtsAdded: 12.5 * weeks, seasonPtsAdded: 12.5 * weeks });
    expect(res.body.accepting.receives.players[0].restPtsAdded).toBe(12.5 * weeks);
    expect(res.body.accepting.after.restPtsAdded - res.body.accepting.before.restPtsAdded).toBe(12.5 * weeks);
    expect(res.body.proposing.after.rosterSize).toBe(res.body.proposing.before.rosterSize);
    expect(res.body.accepting.receives.picks[0]).toMatchObject({ uid: picks.get('1.1'), round: 1 });
    // team 1 has 14 active players (of 17) by now: 5 incoming and none out do not fit
    await app.repos.rosters.insertMany([row(74, 2), row(75, 2)]);
    const five = [30, 70, 71, 74, 75].map(pid);
    const crowded = await post('/analyze', t.owner1, { ...body, proposingTeamPlayers: [], acceptingTeamPlayers: five });
    expect(crowded.body.proposing.after.rosterSize).toBe(crowded.body.proposing.before.rosterSize + 5);
    expect(crowded.body).toMatchObject({ legal: false, problem: { code: 'OVER_ROSTER_SPACE' } });
  });

  test('a kept valuation is never stale: on the same clock a stat correction, a new line and a scoring change each move the answer', async () => {
    const body = { proposingTeamPlayers: [pid(20)], acceptingTeamPlayers: [], propose_tid: 1, accept_tid: 2 };
    const rest = async () => (await post('/analyze', t.owner1, body)).body.proposing.gives.players[0].restPtsAdded as number;
    const before = await rest();
    // stat corrections (recorded as the ingest records them) of two weeks, at the same instant: 100 → 180 yards
    const correct = async (week: number) => {
      await PlayerWeekModel.updateOne({ year: YEAR - 1, week, pid: pid(20) }, { $set: { stats: { rec: 5, recy: 180 } } });
      await app.repos.stats.recordUpdate({ year: YEAR - 1, week, esbids: [], pids: [pid(20)], at: now });
    };
    await correct(1);
    const corrected = await rest();
    expect(corrected).toBeGreaterThan(before);
    await correct(2);
    const again = await rest();
    expect(again).toBeGreaterThan(corrected);
    // a new line (a bulk load writes lines without a stat update): a 0-point game lowers the projection
    await app.repos.stats.insertPlayerWeeks([{
      year: YEAR - 1, week: 5, pid: pid(20), gsis_id: null, team: 'BUF', esbid: null, pos: 'WR', source: 'weekly' as const,
      stats: { rec: 0, recy: 0 }, parts: { weekly: { rec: 0, recy: 0 } }, updated: now,
    }]);
    const added = await rest();
    expect(added).toBeLessThan(again);
    // the league's scoring: receiving yards count double
    const recy = ((await LeagueModel.findOne({ uid: 1 }).lean()) as { recy?: number } | null)?.recy;
    await LeagueModel.updateOne({ uid: 1 }, { $set: { recy: 0.2 } });
    try {
      expect(await rest()).toBeGreaterThan(added);
    } finally {
      await LeagueModel.updateOne({ uid: 1 }, recy === undefined ? { $unset: { recy: 1 } } : { $set: { recy } });
    }
    expect(await rest()).toBe(added);
  });
});
