import { CareerlogsSchema, StandingsSchema } from '@league/shared-rules/contracts';
import { TransactionType } from '@league/shared-rules';
import { DraftPickModel } from '../../db/models/draft.model';
import { TransactionModel } from '../../db/models/roster.model';
import { TradeModel } from '../../db/models/trade.model';
import { createDraftRepository } from '../../db/repositories/draft.repository';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { DEMO_PASSWORD } from '../../seed/demo-league';

/**
 * Issue #14 "Deleting a team keeps its history": a team that played a past season, made a draft selection,
 * traded a pick away and has a transaction is deleted; its history stays and its unused picks are decided.
 * The demo league on a fixed clock in week 12 of 2026, before any 2026 schedule exists.
 */
const NOW = new Date('2026-11-25T17:00:00Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
let app: TestApp;
let token = '';
beforeAll(async () => {
  app = await bootTestApp({ importData: { limit: 300, limits: { players: Infinity } }, seedDemo: true, clock: () => NOW });
  token = (await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'commish', password: DEMO_PASSWORD } })).body.token;
}, 120_000);
afterAll(() => app.stop());

const game = { home_projection: null, away_projection: null, tids: [], points: {}, points_manual: {}, projections: {} };
const lineup = { starters: [], bench: [], final: true, points_manual: null, projected: null, potential: null };

it('a deleted team keeps its past seasons, selections, traded picks and transactions; the picks it holds unused are voided; an open trade refuses it', async () => {
  const added = await app.api('/api/leagues/1/teams', { method: 'POST', body: { name: 'Expansion', abbrv: 'EXP' }, token });
  const exp = added.body.uid as number;
  // its 2025 week 1: beat team 1, 120 to 95 (as the week job writes a final week)
  const { seasonPlay } = app.repos;
  const draft = createDraftRepository();
  await seasonPlay.replaceSchedule(1, 2025, [{ ...game, lid: 1, year: 2025, week: 1, type: 'head_to_head', hid: exp, aid: 1, hp: 120, ap: 95 }], { lid: 1, year: 2025, wildcard_round: 15, championship_round: [16, 17] });
  await seasonPlay.putLineupWeeks([{ ...lineup, lid: 1, tid: exp, year: 2025, week: 1, points: 120 }, { ...lineup, lid: 1, tid: 1, year: 2025, week: 1, points: 95 }]);
  await seasonPlay.putSeason({ lid: 1, year: 2025, weeks_final: [1] });
  // its 2027 picks: round 1 it holds, round 2 traded to team 2, round 3 used
  await draft.ensureRegularPicks(1, 2027, [exp], 3, NOW_SECONDS);
  const [r1, r2, r3] = (await draft.list(1, { year: 2027 })).filter((p) => p.otid === exp).sort((a, b) => a.round - b.round);
  await draft.fill(r3.uid, exp, 'ABCD-EFGH-2000-2000-01-01', NOW_SECONDS);
  await DraftPickModel.updateOne({ uid: r2.uid }, { $set: { tid: 2 } });
  await TransactionModel.create({ uid: 900_001, lid: 1, tid: exp, userid: null, pid: 'ABCD-EFGH-2000-2000-01-01', type: TransactionType.RELEASE, value: 0, year: 2025, week: 1, timestamp: NOW_SECONDS - 86_400 * 300 });

  // an open trade with the team refuses the delete until it is answered
  const trade = { uid: 900_002, lid: 1, year: 2026, propose_tid: 2, accept_tid: exp, userid: 2, offered: NOW_SECONDS - 3600, open: true, counterOf: null, before: null };
  await TradeModel.create(trade);
  const refused = await app.api('/api/leagues/1/teams', { method: 'DELETE', body: { teamId: exp }, token });
  expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([409, 'TEAM_NOT_EMPTY', 'Expansion is in 1 open trades; cancel or answer them before deleting the team']);
  await TradeModel.updateOne({ uid: trade.uid }, { $set: { open: false, cancelled: NOW_SECONDS } });

  const deleted = await app.api('/api/leagues/1/teams', { method: 'DELETE', body: { teamId: exp }, token });
  expect(deleted.status).toBe(200);
  expect((await app.api('/api/leagues/1/teams')).body.teams.map((t: { uid: number }) => t.uid)).not.toContain(exp);

  // the 2025 standings still hold its result, and so do the careerlogs
  const standings = StandingsSchema.parse((await app.api('/api/leagues/1/standings?year=2025')).body);
  expect(standings.teams.find((t) => t.tid === exp)).toMatchObject({ wins: 1, losses: 0 });
  expect(standings.teams.find((t) => t.tid === 1)).toMatchObject({ wins: 0, losses: 1 });
  const logs = CareerlogsSchema.parse((await app.api('/api/leagues/1/careerlogs')).body);
  expect(logs.teams.find((t) => t.tid === exp)).toMatchObject({ wins: 1, num_seasons: 1 });
  expect(logs.teams.find((t) => t.tid === exp)!.pf).toBeCloseTo(120, 2);
  // its transaction is still listed
  const txs = await app.api(`/api/leagues/1/transactions?teams=${exp}`);
  expect(txs.body.map((t: { tid: number; timestamp: number }) => [t.tid, t.timestamp])).toEqual([[exp, NOW_SECONDS - 86_400 * 300]]);
  // picks: the used one stays, the traded one stays with its holder, the one it held unused is voided
  const picks = (await draft.list(1, { year: 2027 })).filter((p) => p.otid === exp);
  expect(picks.map((p) => [p.uid, p.tid, p.pid])).toEqual(expect.arrayContaining([[r2.uid, 2, null], [r3.uid, exp, 'ABCD-EFGH-2000-2000-01-01']]));
  expect(picks.map((p) => p.uid)).not.toContain(r1.uid);
  expect(picks).toHaveLength(2);
});
