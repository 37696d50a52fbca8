import { randomBytes } from 'node:crypto';
import { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
import { ensureCounterAtLeast, nextIds } from '../db/counters';
import type { Repositories } from '../db/repositories';
import { currentSeason } from '../features/leagues/league-view';
import type { Logger } from '../logger';

export const DEMO_AUCTION_LEAGUE_ID = 2;
/** How long after the first start the demo auction begins by itself: time to open two browsers. */
export const DEMO_AUCTION_DELAY_SECONDS = 5 * 60;

const TEAM_NAMES: Array<[string, string]> = [
  ['Opening Bid Owls', 'OBO'], ['Nomination Nation', 'NN'], ['Cap Space Cadets', 'CSC'], ['Bid Clock Bandits', 'BCB'],
  ['Going Once Gators', 'GOG'], ['Reserve Price Rams', 'RPR'], ['Sold Sign Stallions', 'SSS'], ['Paddle Raisers', 'PR'],
  ['Max Bid Mavericks', 'MBM'], ['Bargain Bin Bears', 'BBB'], ['Last Dollar Lions', 'LDL'], ['Budget Hawks', 'BH'],
];

/**
 * League 2, "Demo Startup Auction", so a newcomer can try the live auction (never created in production):
 * twelve teams owned by the same demo logins as league 1 (`owner1` … `owner12`, password `league-demo`;
 * `commish` is its commissioner), empty rosters and the full cap, and its live auction scheduled to start by
 * itself five minutes after the first start. Created once: a league 2 that exists (this one, or another
 * made by hand in development) is left as it is. Once the auction has run, the commissioner resets it from
 * the auction page (`POST /leagues/2/auction/reset`) and starts it again.
 */
export async function seedDemoAuctionLeague(repos: Repositories, deps: { now: Date; logger?: Logger }): Promise<boolean> {
  if (await repos.leagues.findById(DEMO_AUCTION_LEAGUE_ID)) return false;
  const commish = await repos.users.findByLogin('commish');
  if (!commish) return false; // the demo league's users come first (seedDemoLeague)
  const year = currentSeason(deps.now);
  const now = Math.floor(deps.now.getTime() / 1000);
  await ensureCounterAtLeast('leagues', DEMO_AUCTION_LEAGUE_ID);
  const created = await repos.leagues.insertIfMissing({
    ...DEFAULT_LEAGUE,
    uid: DEMO_AUCTION_LEAGUE_ID,
    commishid: commish.uid,
    name: 'Demo Startup Auction',
    hosted: 1,
    min_bid: 1,
    free_agency_live_auction_start: now + DEMO_AUCTION_DELAY_SECONDS,
    created_at: now,
  });
  if (!created) return false;
  const first = await nextIds('teams', TEAM_NAMES.length);
  for (let i = 0; i < TEAM_NAMES.length; i++) {
    const tid = first + i;
    await repos.leagues.insertTeamIfMissing({
      uid: tid, lid: DEMO_AUCTION_LEAGUE_ID, year, div: (i % 4) + 1, name: TEAM_NAMES[i][0], image: null, abbrv: TEAM_NAMES[i][1],
      cap: DEFAULT_LEAGUE.cap, faab: DEFAULT_LEAGUE.faab, waiver_order: i + 1, draft_order: i + 1, pc: null, ac: null,
      invite_code: randomBytes(8).toString('hex'),
    });
    const owner = await repos.users.findByLogin(`owner${i + 1}`);
    if (owner) await repos.users.addOwner({ userid: owner.uid, tid, lid: DEMO_AUCTION_LEAGUE_ID, teamtext: false, teamvoice: false, leaguetext: false });
  }
  deps.logger?.info('seeded demo auction league', { lid: DEMO_AUCTION_LEAGUE_ID, teams: TEAM_NAMES.length, startsAt: now + DEMO_AUCTION_DELAY_SECONDS });
  return true;
}
