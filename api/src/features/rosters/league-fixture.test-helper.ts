import { DEFAULT_LEAGUE, type LeagueDoc, type PlayerDoc } from './fixture-types.test-helper';
import type { RosterPlayerDoc } from '../../db/models/roster.model';
import { signToken } from '../auth/tokens';
import type { TestApp } from '../../test-support/boot';

/**
 * A small hosted league written straight through the repositories (no import, no demo seed), so
 * every roster test knows exactly who holds whom:
 * - lid 1, teams 1 (owner1), 2 (owner2), 3 (no players), commissioner `commish`;
 * - team 1: a legal full lineup, 5 bench players, 1 practice squad player, 1 IR player.
 */
export const YEAR = 2025;
/** Saturday 2025-10-18 16:00 UTC: regular season week 7, outside the waiver days. */
export const IN_SEASON = Date.UTC(2025, 9, 18, 16) / 1000;

export function pid(n: number): string {
  const letters = String.fromCharCode(65 + Math.floor(n / 26), 65 + (n % 26));
  return `PLAY-ER${letters}-2020-1990-01-${String((n % 28) + 1).padStart(2, '0')}`;
}

const POS: Record<number, string> = { 1: 'QB', 2: 'RB', 3: 'RB', 4: 'WR', 5: 'WR', 6: 'TE', 7: 'RB', 8: 'QB', 9: 'K', 10: 'DST' };
/** Team 1 starters 1–10 in slots 1,2,2,3,3,4,7,8,9,10; bench 20–24 (24 OUT); PS 40; IR 45 (OUT). Free agents 70–79. */
const STARTER_SLOTS: Record<number, number> = { 1: 1, 2: 2, 3: 2, 4: 3, 5: 3, 6: 4, 7: 7, 8: 8, 9: 9, 10: 10 };

function player(n: number, pos: string, extra: Partial<PlayerDoc> = {}): PlayerDoc {
  const name = `Player ${n}`;
  return {
    pid: pid(n), fname: 'Player', lname: String(n), name, pname: `P. ${n}`, search: name.toLowerCase(), pos, team: n === 4 ? 'KC' : 'BUF',
    jnum: null, dob: null, nfl_status: 'ACT', injury_status: null, game_status: null, nfl_draft_year: 2020, round: null, dpos: null,
    college: null, height: null, weight: null, points_last_season: null, gsis_id: null, mfl_id: null, sleeper_id: null,
    espn_id: null, yahoo_id: null, pfr_id: null, rotowire_id: null, fantasy_data_id: null, ktc_id: null, sportradar_id: null,
    fantasypros_id: null, ...extra,
  } as PlayerDoc;
}

function row(n: number, tid: number, slot: number, pos: string): RosterPlayerDoc {
  return { lid: 1, tid, year: YEAR, week: 0, pid: pid(n), pos, slot, tag: 1, value: 10, extensions: 0, type: null, timestamp: null };
}

export interface LeagueFixture {
  owner1: string;
  owner2: string;
  owner3: string;
  commish: string;
}

export async function seedLeague(app: TestApp): Promise<LeagueFixture> {
  const { repos } = app;
  const now = IN_SEASON;
  const user = (username: string) =>
    repos.users.insert({
      username, email: `${username}@example.com`, password_hash: 'x', phone: null, user_text_notifications: false,
      user_voice_notifications: false, watchlist: [], created_at: now,
    });
  const [u1, u2, u3, uc] = [await user('owner1'), await user('owner2'), await user('owner3'), await user('commish')];
  await repos.leagues.insertIfMissing({ ...DEFAULT_LEAGUE, uid: 1, commishid: uc.uid, name: 'Test League', hosted: 1, created_at: now } as LeagueDoc);
  for (const tid of [1, 2, 3]) {
    await repos.leagues.insertTeamIfMissing({
      uid: tid, lid: 1, year: YEAR, div: null, name: `Team ${tid}`, image: null, abbrv: `T${tid}`, cap: 200, faab: 200,
      waiver_order: tid, draft_order: tid, pc: null, ac: null, invite_code: null,
    });
  }
  await repos.users.addOwner({ userid: u1.uid, tid: 1, lid: 1, teamtext: false, teamvoice: false, leaguetext: false });
  await repos.users.addOwner({ userid: u2.uid, tid: 2, lid: 1, teamtext: false, teamvoice: false, leaguetext: false });
  await repos.users.addOwner({ userid: u3.uid, tid: 3, lid: 1, teamtext: false, teamvoice: false, leaguetext: false });

  const players: PlayerDoc[] = [];
  const rows: RosterPlayerDoc[] = [];
  for (const [n, slot] of Object.entries(STARTER_SLOTS)) {
    players.push(player(Number(n), POS[Number(n)]));
    rows.push(row(Number(n), 1, slot, POS[Number(n)]));
  }
  for (let n = 20; n <= 24; n++) {
    players.push(player(n, 'WR', n === 24 ? { injury_status: 'OUT' } : {}));
    rows.push(row(n, 1, 11, 'WR'));
  }
  players.push(player(40, 'WR'));
  rows.push(row(40, 1, 12, 'WR'));
  players.push(player(45, 'RB', { injury_status: 'OUT' }));
  rows.push(row(45, 1, 13, 'RB'));
  players.push(player(30, 'RB'));
  rows.push(row(30, 2, 11, 'RB'));
  for (let n = 70; n <= 79; n++) players.push(player(n, n % 2 ? 'RB' : 'WR', n === 79 ? { injury_status: 'OUT' } : {}));
  await repos.players.insertMany(players);
  await repos.rosters.insertMany(rows);
  // KC (player 4) kicked off at 13:00 New York on the Saturday of the fixture week
  await repos.nfl.insertRows('nfl_games', [
    { esbid: '2025_07_KC_LV', year: YEAR, week: 7, date: '2025-10-18', time_est: '11:00', h: 'KC', v: 'LV' },
  ]);
  // Signed when read, on the app's clock (the one the server checks them against): tests move that
  // clock by days, further than a 2-hour token lives.
  const token = (uid: number) => signToken(uid, app.config.jwtSecret, Math.floor(app.server.ctx.clock().getTime() / 1000));
  return {
    get owner1() {
      return token(u1.uid);
    },
    get owner2() {
      return token(u2.uid);
    },
    get owner3() {
      return token(u3.uid);
    },
    get commish() {
      return token(uc.uid);
    },
  };
}
