import { randomBytes } from 'node:crypto';
import { DEFAULT_LEAGUE, RosterSlot, TransactionType } from '@league/shared-rules/contracts';
import { ensureCounterAtLeast } from '../db/counters';
import type { Repositories } from '../db/repositories';
import type { RosterPlayerDoc } from '../db/models/roster.model';
import { hashPassword } from '../features/auth/password';
import { currentSeason } from '../features/leagues/league-view';
import type { Logger } from '../logger';
import { snakeAllocate, type PoolPlayer } from './allocate';

export const DEMO_LEAGUE_ID = 1;
export const DEMO_PASSWORD = 'league-demo';

const TEAM_NAMES: Array<[string, string]> = [
  ['Gridiron Gurus', 'GG'], ['Salary Cap Sharks', 'SCS'], ['Dynasty Dogs', 'DD'], ['Waiver Wire Warriors', 'WWW'],
  ['Red Zone Rebels', 'RZR'], ['Practice Squad Pros', 'PSP'], ['Franchise Tag Titans', 'FTT'], ['Auction Aces', 'AA'],
  ['Rookie Draft Raiders', 'RDR'], ['Taxi Squad Tigers', 'TST'], ['Goal Line Giants', 'GLG'], ['Fourth Down Falcons', 'FDF'],
];
const DIVISIONS = ['North', 'South', 'East', 'West'];

/**
 * The demo hosted league (lid 1) for development: commissioner `commish` (owns no team), `owner1` …
 * `owner12` each owning team N (password `league-demo`), and rosters drafted from the real player pool:
 * a 17-round snake by last season's half-ppr points, salaries on an auction-like curve under the cap,
 * plus two rookies of the latest NFL draft on each drafted practice squad, each with its transaction.
 * Idempotent: existing users, teams and rosters are left as they are. Never called in production.
 */
export async function seedDemoLeague(repos: Repositories, deps: { now: Date; logger?: Logger }): Promise<boolean> {
  const year = currentSeason(deps.now);
  const nowSeconds = Math.floor(deps.now.getTime() / 1000);
  if ((await repos.leagues.findById(DEMO_LEAGUE_ID)) && (await repos.rosters.countByLeague(DEMO_LEAGUE_ID)) > 0) {
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ensureUser = async (username: string) =>
    (await repos.users.findByLogin(username)) ??
    repos.users.insert({
      username,
      email: `${username}@example.com`,
      password_hash: passwordHash,
      phone: null,
      user_text_notifications: false,
      user_voice_notifications: false,
      watchlist: [],
      created_at: nowSeconds,
    });

  const commish = await ensureUser('commish');
  await ensureCounterAtLeast('leagues', DEMO_LEAGUE_ID);
  await repos.leagues.insertIfMissing({
    ...DEFAULT_LEAGUE,
    uid: DEMO_LEAGUE_ID,
    commishid: commish.uid,
    name: 'Demo Dynasty League',
    hosted: 1,
    min_bid: 0,
    division_1_name: DIVISIONS[0],
    division_2_name: DIVISIONS[1],
    division_3_name: DIVISIONS[2],
    division_4_name: DIVISIONS[3],
    created_at: nowSeconds,
  });

  const tids: number[] = [];
  for (let i = 0; i < TEAM_NAMES.length; i++) {
    const tid = i + 1;
    tids.push(tid);
    await repos.leagues.insertTeamIfMissing({
      uid: tid,
      lid: DEMO_LEAGUE_ID,
      year,
      div: (i % 4) + 1,
      name: TEAM_NAMES[i][0],
      image: null,
      abbrv: TEAM_NAMES[i][1],
      cap: DEFAULT_LEAGUE.cap,
      faab: DEFAULT_LEAGUE.faab,
      waiver_order: tid,
      draft_order: tid,
      pc: null,
      ac: null,
      invite_code: randomBytes(8).toString('hex'),
    });
    const owner = await ensureUser(`owner${tid}`);
    await repos.users.addOwner({ userid: owner.uid, tid, lid: DEMO_LEAGUE_ID, teamtext: false, teamvoice: false, leaguetext: false });
  }
  await ensureCounterAtLeast('teams', tids.length);

  if ((await repos.rosters.countByLeague(DEMO_LEAGUE_ID)) > 0) return true;
  const { players } = await repos.players.search(
    { positions: ['QB', 'RB', 'WR', 'TE', 'K', 'DST'], onTeamOnly: true },
    { limit: 100000, offset: 0 },
  );
  const pool: PoolPlayer[] = players.map((p) => ({ pid: p.pid, pos: p.pos, points: p.points_last_season }));
  const rosters = snakeAllocate(pool, tids.length);
  const taken = new Set(rosters.flat().map((a) => a.pid));
  const draftYears = players.map((p) => p.nfl_draft_year ?? 0).filter((y) => y <= year);
  const rookieYear = Math.max(0, ...draftYears);
  const rookies = players
    .filter((p) => p.nfl_draft_year === rookieYear && !taken.has(p.pid) && p.pos !== 'K')
    .sort((a, b) => (a.dpos ?? 999) - (b.dpos ?? 999));

  const rows: RosterPlayerDoc[] = [];
  const add = (tid: number, pid: string, pos: string, slot: number, value: number, type: number) =>
    rows.push({ lid: DEMO_LEAGUE_ID, tid, year, week: 0, pid, pos, slot, tag: 1, value, extensions: 0, type, timestamp: nowSeconds });
  rosters.forEach((roster, i) => {
    for (const a of roster) add(tids[i], a.pid, a.pos, a.slot, a.value, TransactionType.AUCTION_PROCESSED);
  });
  // two rounds of rookies, snake order, onto the drafted practice squad
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < tids.length; i++) {
      const rookie = rookies.shift();
      if (!rookie) break;
      const tid = round % 2 === 0 ? tids[i] : tids[tids.length - 1 - i];
      add(tid, rookie.pid, rookie.pos, RosterSlot.PSD, 1, TransactionType.DRAFT);
    }
  }
  await repos.rosters.insertMany(rows);
  await repos.rosters.insertTransactions(
    rows.map((r) => ({
      lid: r.lid,
      tid: r.tid,
      userid: null,
      pid: r.pid,
      type: r.type!,
      value: r.value,
      year,
      week: 0,
      timestamp: nowSeconds,
    })),
  );
  deps.logger?.info('seeded demo league', { lid: DEMO_LEAGUE_ID, teams: tids.length, rosterPlayers: rows.length });
  return true;
}
