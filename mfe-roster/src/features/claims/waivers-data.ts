import {
  getAuctionSummaryEndpoint,
  getDraftEndpoint,
  getLeagueEndpoint,
  getLeagueTeamsEndpoint,
  getRostersEndpoint,
  searchPlayersEndpoint,
  type AuctionSummary,
  type League,
  type LeaguePlayer,
  type Poach,
  type Roster,
  type Team,
  type Transaction,
  type Waiver,
} from '@league/shared-rules/contracts';
import { lastPickNumber } from '@league/shared-rules';
import { withSalaries } from '../rosters/roster-read';
import { apiClient, type ApiContext } from '../rosters/http';
import { claimActions } from './claims-api';

/** Everything the waivers page shows: the league, its rosters, the claims and who they name. */
export interface WaiversData {
  league: League;
  teams: Team[];
  rosters: Roster[];
  waivers: Waiver[];
  poaches: Poach[];
  releases: Transaction[];
  /** Players named by the claims, by pid. */
  players: Record<string, LeaguePlayer>;
  /** The live auction (Select For Nomination); null when it could not be read — the item is then not offered. */
  auction: AuctionSummary | null;
  /** The rookie draft's last overall pick (0 without a scheduled draft): the draft windows of spec §4. */
  lastPick: number;
}

/** Loads the waivers page; the pending claims are the caller's team's (none for visitors). */
export async function loadWaivers(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<WaiversData> {
  const client = apiClient(ctx);
  const actions = claimActions(ctx, leagueId);
  const [league, teams, rosters, waivers, poaches, releases, auction] = await Promise.all([
    client.call(getLeagueEndpoint, { params: { leagueId }, signal }),
    client.call(getLeagueTeamsEndpoint, { params: { leagueId }, signal }),
    client.call(getRostersEndpoint, { params: { leagueId }, signal }),
    actions.pendingWaivers(),
    actions.pendingPoaches(),
    actions.recentReleases(),
    client.call(getAuctionSummaryEndpoint, { params: { leagueId }, signal }).catch(() => null),
  ]);
  // the draft's length decides when undrafted rookies may be signed (not while it runs, on waivers after it)
  const lastPick = league.draft_start == null
    ? 0
    : await client.call(getDraftEndpoint, { params: { leagueId }, signal }).then((d) => Math.max(lastPickNumber(d.picks), d.picks.length)).catch(() => 0);
  const pids = [...new Set([...waivers.map((w) => w.pid), ...poaches.map((p) => p.pid), ...poaches.flatMap((p) => p.release), ...waivers.flatMap((w) => w.release)])];
  const named = pids.length ? (await client.call(searchPlayersEndpoint, { body: { pids, leagueId, limit: 500 }, signal })).players : [];
  // a visitor's rosters come without salaries (spec §6); he has no claims and sees none
  return { league, teams: teams.teams, rosters: rosters.rosters.map(withSalaries), waivers, poaches, releases, players: Object.fromEntries(named.map((p) => [p.pid, p])), auction, lastPick };
}
