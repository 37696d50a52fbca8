import { RosterSlot, SECONDS_PER_DAY } from '@league/shared-rules';
import type { Repositories } from '../db/repositories';
import { createDraftRepository } from '../db/repositories/draft.repository';
import { createTradeDeps } from '../features/trades/deps';
import { proposeTrade } from '../features/trades/propose-trade';
import { acceptTrade, cancelTrade } from '../features/trades/respond-trade';
import { rosterYear } from '../features/rosters/team-context';
import type { Logger } from '../logger';
import { DEMO_LEAGUE_ID } from './demo-league';

/** Rookie draft rounds whose picks the demo teams hold (as the rookie draft generates them). */
const PICK_ROUNDS = 3;

/** The demo's past trades: who traded with whom, how many bench players each gave, which round's pick, days ago. */
const TRADES = [
  { from: 3, to: 4, give: 1, get: 1, pickRound: 2, daysAgo: 9 },
  { from: 5, to: 6, give: 2, get: 2, pickRound: 1, daysAgo: 4 },
  { from: 8, to: 10, give: 1, get: 1, pickRound: 3, daysAgo: 2 },
];

/**
 * A few accepted trades in the demo league, made through the real use-cases (propose as the owner,
 * accept as the other owner, on a clock set days back) so their transactions, notices and rosters are
 * what the product writes. Players are bench players of each roster in salary order; a pair the rules
 * refuse (cap, space) is skipped for the next one, never forced. Next season's regular picks are made
 * sure of first (idempotent, as the rookie draft does). Idempotent: a league with any trade is left alone.
 */
export async function seedDemoTrades(repos: Repositories, deps: { now: Date; logger?: Logger }): Promise<number> {
  const now = Math.floor(deps.now.getTime() / 1000);
  let at = now;
  const tradeDeps = createTradeDeps(repos, () => at);
  if ((await tradeDeps.trades.list(DEMO_LEAGUE_ID)).length > 0) return 0;
  const teams = await repos.leagues.teamsOf(DEMO_LEAGUE_ID);
  if (teams.length === 0 || (await repos.rosters.countByLeague(DEMO_LEAGUE_ID)) === 0) return 0;
  const year = rosterYear(now);
  await createDraftRepository().ensureRegularPicks(DEMO_LEAGUE_ID, year + 1, teams.map((t) => t.uid), PICK_ROUNDS, now);
  const picks = await createDraftRepository().list(DEMO_LEAGUE_ID, { year: year + 1 });
  const owner = async (tid: number) => ({ userId: (await repos.users.ownersOf(tid))[0].userid });
  let made = 0;
  for (const spec of TRADES) {
    const bench = async (tid: number) =>
      (await tradeDeps.actions.readRoster(tid, year)).rows.filter((r) => r.slot === RosterSlot.BENCH).sort((a, b) => a.value - b.value || (a.pid < b.pid ? -1 : 1));
    const [mine, theirs] = await Promise.all([bench(spec.from), bench(spec.to)]);
    const pick = picks.find((p) => p.tid === spec.from && p.otid === spec.from && p.round === spec.pickRound);
    for (let offset = 0; offset + Math.max(spec.give, spec.get) <= Math.min(mine.length, theirs.length); offset++) {
      at = now - spec.daysAgo * SECONDS_PER_DAY;
      try {
        const trade = await proposeTrade(tradeDeps, await owner(spec.from), DEMO_LEAGUE_ID, {
          leagueId: DEMO_LEAGUE_ID, propose_tid: spec.from, accept_tid: spec.to,
          proposingTeamPlayers: mine.slice(offset, offset + spec.give).map((r) => r.pid),
          acceptingTeamPlayers: theirs.slice(offset, offset + spec.get).map((r) => r.pid),
          proposingTeamPicks: pick ? [pick.uid] : [], acceptingTeamPicks: [], releasePlayers: [],
        });
        at += 6 * 3600;
        try {
          await acceptTrade(tradeDeps, await owner(spec.to), DEMO_LEAGUE_ID, trade.uid, { tradeId: trade.uid, releasePlayers: [] });
        } catch (err) {
          await cancelTrade(tradeDeps, await owner(spec.from), DEMO_LEAGUE_ID, trade.uid);
          throw err;
        }
        made += 1;
        break;
      } catch (err) {
        // a pair the rules refuse is skipped for the next one
        deps.logger?.debug('demo trade skipped', { from: spec.from, to: spec.to, offset, error: (err as Error).message });
      }
    }
  }
  deps.logger?.info('seeded demo trades', { lid: DEMO_LEAGUE_ID, trades: made });
  return made;
}
