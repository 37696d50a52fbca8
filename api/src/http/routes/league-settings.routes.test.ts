import { LeagueSchema, LeagueSettingChangeSchema } from '@league/shared-rules/contracts';
import { getScoringFormatHash, leaguePresetPatch, SCORING_FORMATS, scoringPresetPatch } from '@league/shared-rules';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { DEMO_PASSWORD } from '../../seed/demo-league';
import { createClaimsRepository } from '../../db/repositories/claims.repository';

// The demo league on a fixed clock in week 12 of the 2026 season, before any schedule exists.
const NOW = new Date('2026-11-25T17:00:00Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
let app: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  app = await bootTestApp({ importData: { limit: 300, limits: { players: Infinity } }, seedDemo: true, clock: () => NOW });
  for (const name of ['owner1', 'owner3', 'commish']) {
    const login = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: name, password: DEMO_PASSWORD } });
    tokens[name] = login.body.token;
  }
}, 120_000);
afterAll(() => app.stop());

const put = (body: unknown, token?: string, lid = 1) => app.api(`/api/leagues/${lid}`, { method: 'PUT', body, token });
const history = async () => (await app.api('/api/leagues/1/settings/history')).body.changes as Array<Record<string, unknown>>;

describe('PUT /leagues/:lid (league settings)', () => {
  it('answers a visitor 401, an owner 403 NOT_COMMISSIONER, an unknown league 404', async () => {
    expect((await put({ name: 'x' })).status).toBe(401);
    const owner = await put({ name: 'x' }, tokens.owner3);
    expect([owner.status, owner.body.error.code]).toEqual([403, 'NOT_COMMISSIONER']);
    expect((await put({ name: 'x' }, tokens.commish, 999)).status).toBe(404);
    expect(await history()).toEqual([]);
  });

  it('the commissioner changes settings in one write, the hashes follow and each change is recorded with who and when', async () => {
    const before = LeagueSchema.parse((await app.api('/api/leagues/1')).body);
    const res = await put({ name: 'Renamed League', rec: 1, draft_start: NOW_SECONDS + 86_400, draft_type: 'hour', draft_hour_min: 12 }, tokens.commish);
    expect(res.status).toBe(200);
    const league = LeagueSchema.parse(res.body);
    expect(league).toMatchObject({ name: 'Renamed League', rec: 1, draft_start: NOW_SECONDS + 86_400, draft_type: 'hour', draft_hour_min: 12 });
    expect(league.scoring_format_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(league.scoring_format_hash).not.toBe(before.scoring_format_hash);
    expect(league.league_format_hash).not.toBe(before.league_format_hash);
    const changes = (await history()).map((c) => LeagueSettingChangeSchema.parse(c));
    expect(changes.map(({ field, old, new: next, username, timestamp }) => ({ field, old, new: next, username, timestamp }))).toEqual(
      expect.arrayContaining([
        { field: 'name', old: before.name, new: 'Renamed League', username: 'commish', timestamp: NOW_SECONDS },
        { field: 'rec', old: before.rec, new: 1, username: 'commish', timestamp: NOW_SECONDS },
        { field: 'draft_hour_min', old: 11, new: 12, username: 'commish', timestamp: NOW_SECONDS },
      ]),
    );
    expect(changes).toHaveLength(5);
    // the same values again change nothing and record nothing
    expect((await put({ name: 'Renamed League' }, tokens.commish)).status).toBe(200);
    expect(await history()).toHaveLength(5);
  });

  it('a scoring preset applies in one request and gives its hash; a league preset the rosters cannot fit is refused', async () => {
    const res = await put(scoringPresetPatch('ppr'), tokens.commish);
    expect(res.status).toBe(200);
    expect(res.body.scoring_format_hash).toBe(getScoringFormatHash(SCORING_FORMATS.ppr.format));
    // the genesis preset has no practice squad and fewer teams than the league has
    const league = await put(leaguePresetPatch('genesis_10_team'), tokens.commish);
    expect([league.status, league.body.error.code]).toEqual([409, 'SETTING_BREAKS_LEAGUE']);
    expect(Object.keys(league.body.error.details)).toEqual(expect.arrayContaining(['num_teams']));
  });

  it('refuses settings that do not hold together with field-level messages (400), and unknown fields', async () => {
    const hours = await put({ draft_hour_min: 16, draft_hour_max: 12 }, tokens.commish);
    expect([hours.status, hours.body.error.code]).toEqual([400, 'INVALID_PARAMS']);
    expect(hours.body.error.details).toEqual({ draft_hour_max: 'The last draft hour must be after the first' });
    const range = await put({ cap: -5, sqb: 'two' }, tokens.commish);
    expect(range.status).toBe(400);
    expect(Object.keys(range.body.error.details).sort()).toEqual(['cap', 'sqb']);
    expect((await put({ commishid: 5 }, tokens.commish)).status).toBe(400);
    expect((await put({}, tokens.commish)).status).toBe(400);
  });

  it('refuses a change the rosters cannot live with (409 SETTING_BREAKS_LEAGUE) and writes nothing', async () => {
    const count = (await history()).length;
    const cap = await put({ cap: 1, name: 'Should not stick' }, tokens.commish);
    expect([cap.status, cap.body.error.code]).toEqual([409, 'SETTING_BREAKS_LEAGUE']);
    expect(cap.body.error.details.cap).toMatch(/committed salaries of \$\d+ exceed a cap of \$1/);
    const bench = await put({ bench: 0 }, tokens.commish);
    expect(bench.body.error.details.bench).toMatch(/exceed the roster limit/);
    const league = (await app.api('/api/leagues/1')).body;
    expect(league.name).toBe('Renamed League');
    expect(league.cap).not.toBe(1);
    expect(await history()).toHaveLength(count);
  });
});

describe('the settings write is guarded and whole', () => {
  it('list settings (playoff weeks) change and are recorded like any other', async () => {
    expect((await put({ wildcard_round: 14, championship_round: [15, 16] }, tokens.commish)).status).toBe(200);
    const res = await put({ championship_round: [16, 17], wildcard_round: 15 }, tokens.commish);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ championship_round: [16, 17], wildcard_round: 15 });
    expect((await history())[0]).toMatchObject({ field: expect.stringMatching(/championship_round|wildcard_round/) });
  });

  it('the calendar PUT is the same settings write: checked the same way and recorded in the history', async () => {
    const bad = await app.api('/api/leagues/1/calendar', { method: 'PUT', body: { tran_start: 2_000, tran_end: 1_000 }, token: tokens.commish });
    expect(bad.body.error).toMatchObject({ code: 'INVALID_PARAMS', details: { tran_end: 'The transition period must end after it starts' } });
    const ok = await app.api('/api/leagues/1/calendar', { method: 'PUT', body: { restricted_free_agency_processing_hour: 18 }, token: tokens.commish });
    expect(ok.body.restricted_free_agency_processing_hour).toBe(18);
    expect((await history())[0]).toMatchObject({ field: 'restricted_free_agency_processing_hour', old: 0, new: 18, username: 'commish' });
  });

  it('a write read against values that changed meanwhile writes nothing, history included', async () => {
    const count = (await history()).length;
    const league = (await app.api('/api/leagues/1')).body;
    const stale = [{ field: 'name', stored: 'Not the stored name', old: 'Not the stored name', new: 'Lost update' }, { field: 'cap', stored: league.cap, old: league.cap, new: league.cap + 1 }];
    expect(await app.repos.leagueSettings.updateLeague(1, stale, {}, { userid: 1, timestamp: NOW_SECONDS })).toBe(false);
    const after = (await app.api('/api/leagues/1')).body;
    expect([after.name, after.cap]).toEqual([league.name, league.cap]);
    expect(await history()).toHaveLength(count);
  });
});

describe('PUT /teams/:tid (team settings)', () => {
  it('an owner changes name, abbreviation, image and their own notification flags', async () => {
    expect((await app.api('/api/teams/1', { method: 'PUT', body: { name: 'x' } })).status).toBe(401);
    const other = await app.api('/api/teams/1', { method: 'PUT', body: { name: 'x' }, token: tokens.owner3 });
    expect([other.status, other.body.error.code]).toEqual([403, 'NOT_TEAM_OWNER']);
    const res = await app.api('/api/teams/1', { method: 'PUT', body: { name: 'The Ones', abbrv: 'ONE', image: 'https://example.com/one.png', teamtext: true }, token: tokens.owner1 });
    expect(res.status).toBe(200);
    expect(res.body.team).toMatchObject({ uid: 1, name: 'The Ones', abbrv: 'ONE', image: 'https://example.com/one.png' });
    expect(res.body.notifications).toEqual({ teamtext: true, teamvoice: false, leaguetext: false });
    const me = await app.api('/api/me', { token: tokens.owner1 });
    expect(me.body.teams.find((t: { uid: number }) => t.uid === 1)).toMatchObject({ name: 'The Ones', teamtext: true });
    const badImage = await app.api('/api/teams/1', { method: 'PUT', body: { image: 'javascript:alert(1)' }, token: tokens.owner1 });
    expect(Object.keys(badImage.body.error.details)).toEqual(['image']);
  });

  it('the commissioner renames a team but cannot set an owner\'s notification flags', async () => {
    const res = await app.api('/api/teams/2', { method: 'PUT', body: { name: 'Renamed Two' }, token: tokens.commish });
    expect([res.status, res.body.team.name, res.body.notifications]).toEqual([200, 'Renamed Two', null]);
    const flags = await app.api('/api/teams/2', { method: 'PUT', body: { teamvoice: true }, token: tokens.commish });
    expect([flags.status, flags.body.error.code]).toEqual([403, 'NOT_TEAM_OWNER']);
    expect((await app.api('/api/teams/9999', { method: 'PUT', body: { name: 'x' }, token: tokens.commish })).status).toBe(404);
  });
});

describe('the commissioner\'s team tools', () => {
  it('adds a team with a single-use invite code, and deletes it keeping its record', async () => {
    const body = { name: 'Expansion', abbrv: 'EXP' };
    expect((await app.api('/api/leagues/1/teams', { method: 'POST', body })).status).toBe(401);
    expect((await app.api('/api/leagues/1/teams', { method: 'POST', body, token: tokens.owner3 })).body.error.code).toBe('NOT_COMMISSIONER');
    const added = await app.api('/api/leagues/1/teams', { method: 'POST', body, token: tokens.commish });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: 'Expansion', abbrv: 'EXP', lid: 1, waiver_order: 13, draft_order: 13 });
    const tid = added.body.uid as number;
    expect((await app.api('/api/leagues/1')).body.num_teams).toBe(13);

    const join = { email: 'new@example.com', username: 'newowner', password: 'new owner pw', leagueId: 1, teamId: tid, invite_code: added.body.invite_code };
    expect((await app.api('/api/auth/register', { method: 'POST', body: join })).status).toBe(201);
    const reuse = await app.api('/api/auth/register', { method: 'POST', body: { ...join, email: 'n2@example.com', username: 'newowner2' } });
    expect(reuse.body.error.code).toBe('INVALID_INVITE');
    const fresh = await app.api(`/api/leagues/1/teams/${tid}/invite`, { method: 'POST', body: {}, token: tokens.commish });
    expect(fresh.body.invite_code).toMatch(/^[0-9a-f]{16}$/);

    // a pending claim could still sign a player to the team: cancel it first
    const claims = createClaimsRepository();
    const claim = await claims.insertWaiver({ lid: 1, tid, userid: null, pid: 'ABCD-EFGH-2000-2000-01-01', type: 1, bid: 0, release: [], submitted: NOW_SECONDS });
    const pending = await app.api('/api/leagues/1/teams', { method: 'DELETE', body: { teamId: tid }, token: tokens.commish });
    expect([pending.status, pending.body.error.code, pending.body.error.message]).toEqual([409, 'TEAM_NOT_EMPTY', 'Expansion has 1 pending claims; cancel them before deleting the team']);
    await claims.cancelPendingWaiver(1, tid, claim.uid, NOW_SECONDS);
    const full = await app.api('/api/leagues/1/teams', { method: 'DELETE', body: { teamId: 1 }, token: tokens.commish });
    expect([full.status, full.body.error.code]).toEqual([409, 'TEAM_NOT_EMPTY']);
    expect((await app.api('/api/leagues/1/teams', { method: 'DELETE', body: { teamId: tid }, token: tokens.owner1 })).status).toBe(403);
    const deleted = await app.api('/api/leagues/1/teams', { method: 'DELETE', body: { teamId: tid }, token: tokens.commish });
    expect(deleted.body).toEqual({ teamId: tid, archived_at: NOW_SECONDS });
    const teams = (await app.api('/api/leagues/1/teams')).body.teams as Array<{ uid: number }>;
    expect(teams.map((t) => t.uid)).not.toContain(tid);
    expect((await app.api('/api/leagues/1')).body.num_teams).toBe(12);
    expect((await app.api('/api/leagues/1/teams', { method: 'DELETE', body: { teamId: tid }, token: tokens.commish })).status).toBe(404);
    // the invite of a deleted team no longer joins anyone
    const late = await app.api('/api/auth/register', { method: 'POST', body: { ...join, email: 'n3@example.com', username: 'newowner3', invite_code: fresh.body.invite_code } });
    expect(late.body.error.code).toBe('INVALID_INVITE');
  });

  it('reorders waivers and the draft: every team once, commissioner only', async () => {
    const tids = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect((await app.api('/api/leagues/1/teams/order', { method: 'PUT', body: { order: 'waiver_order', tids }, token: tokens.owner1 })).status).toBe(403);
    const res = await app.api('/api/leagues/1/teams/order', { method: 'PUT', body: { order: 'waiver_order', tids }, token: tokens.commish });
    expect(res.status).toBe(200);
    const order = (res.body.teams as Array<{ uid: number; waiver_order: number }>).sort((a, b) => a.waiver_order - b.waiver_order).map((t) => t.uid);
    expect(order).toEqual(tids);
    const missing = await app.api('/api/leagues/1/teams/order', { method: 'PUT', body: { order: 'draft_order', tids: tids.slice(1) }, token: tokens.commish });
    expect([missing.status, missing.body.error.code]).toEqual([400, 'INVALID_PARAMS']);
  });

  it('once the season\'s schedule is in play, teams cannot be added or deleted and slots rosters cannot fill are refused', async () => {
    expect((await app.api('/api/leagues/1/matchups', { method: 'POST', body: {}, token: tokens.commish })).status).toBe(200);
    const add = await app.api('/api/leagues/1/teams', { method: 'POST', body: { name: 'Late', abbrv: 'LAT' }, token: tokens.commish });
    expect([add.status, add.body.error.code]).toEqual([409, 'SEASON_UNDER_WAY']);
    const del = await app.api('/api/leagues/1/teams', { method: 'DELETE', body: { teamId: 2 }, token: tokens.commish });
    expect([del.status, del.body.error.code]).toEqual([409, 'SEASON_UNDER_WAY']);
    const kickers = await put({ sk: 5 }, tokens.commish);
    expect([kickers.status, kickers.body.error.code]).toEqual([409, 'SETTING_BREAKS_LEAGUE']);
    expect(kickers.body.error.details.sqb).toMatch(/can no longer fill the starting lineup mid-season/);
  });
});
