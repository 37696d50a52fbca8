import { getSeason, hasGameStarted, type ActionPlayerInfo, type League as RulesLeague, type RosterActionContext, type Transaction as RulesTransaction } from '@league/shared-rules';
import {
  getCutlistEndpoint,
  getMeEndpoint,
  getLeagueEndpoint,
  getLeagueTeamsEndpoint,
  getRostersEndpoint,
  getScheduleEndpoint,
  getTeamPlayersEndpoint,
  listRestrictedFreeAgencyBidsEndpoint,
  listTransactionsEndpoint,
  type League,
  type LeaguePlayer,
  type NflGame,
  type Poach,
  type RestrictedFreeAgencyBid,
  type Roster,
  type Team,
  type Transaction,
  type Waiver,
} from '@league/shared-rules/contracts';
import { claimActions } from '../claims/claims-api';
import { apiClient, type ApiContext } from '../rosters/http';
import { withSalaries } from '../rosters/roster-read';

/** Transaction types the eligibility rules read (activate, poached, deactivate, draft, practice add, adds, trades, releases). */
const HISTORY_TYPES = [1, 2, 3, 4, 5, 8, 13, 14];

/** Everything the team page shows and previews actions with. */
export interface TeamPageData {
  league: League;
  team: Team;
  teams: Team[];
  roster: Roster;
  /**
   * False for a visitor, who receives no salaries or available cap (spec §6): the roster then holds
   * $0 in their place, which the page never shows and the rules only use for actions visitors lack.
   */
  salaries: boolean;
  players: Record<string, LeaguePlayer>;
  games: NflGame[];
  /** The team's roster history (owner only; empty for others). */
  transactions: Transaction[];
  /** The team's cutlist (owner only). */
  cutlist: string[];
  /** The signed-in user's watchlist (empty for visitors). */
  watchlist: string[];
  /**
   * Another team's viewer with a team of his own: that roster, his pending claims and his team's
   * live restricted free agency bids (for the claim menu).
   */
  viewer: { roster: Roster; waivers: Waiver[]; poaches: Poach[]; rfaBids: RestrictedFreeAgencyBid[] } | null;
}

/**
 * The NFL games of the current week (none in the offseason): the lock rule reads only these, as
 * the server does. A schedule that cannot be read means no locks are shown (the server decides).
 */
async function currentWeekGames(ctx: ApiContext, signal?: AbortSignal): Promise<NflGame[]> {
  const season = getSeason(Math.floor(Date.now() / 1000));
  if (season.week === 0) return [];
  try {
    const answer = await apiClient(ctx).call(getScheduleEndpoint, { query: { year: season.year, week: season.week }, signal, ignoreErrors: true });
    return answer.games.filter((g) => g.year === season.year && g.week === season.week);
  } catch {
    return [];
  }
}

/** An empty roster for a team without players yet. */
function emptyRoster(league: League, tid: number): Roster {
  return { tid, lid: league.uid, year: new Date().getUTCFullYear(), week: 0, last_updated: null, players: [], availableCap: league.cap, availableSpace: 0 };
}

/** Loads the team page; the owner also gets the history and cutlist the action rules need. */
export async function loadTeamPage(
  ctx: ApiContext,
  leagueId: number,
  teamId: number,
  isOwner: boolean,
  signal?: AbortSignal,
  viewerTeamId: number | null = null,
): Promise<TeamPageData> {
  const client = apiClient(ctx);
  const [league, teams, rosters, players, games] = await Promise.all([
    client.call(getLeagueEndpoint, { params: { leagueId }, signal }),
    client.call(getLeagueTeamsEndpoint, { params: { leagueId }, signal }),
    client.call(getRostersEndpoint, { params: { leagueId }, signal }),
    client.call(getTeamPlayersEndpoint, { params: { teamId }, query: { leagueId }, signal }),
    currentWeekGames(ctx, signal),
  ]);
  const watchlist = ctx.token
    ? await client.call(getMeEndpoint, { signal, ignoreErrors: true }).then((me) => me.user.watchlist, () => [] as string[])
    : [];
  const team = teams.teams.find((t) => t.uid === teamId);
  if (!team) throw new Error('Team not found');
  // another team's viewer with a team reads the history too: the poach windows depend on it
  const viewer = !isOwner && viewerTeamId !== null && teams.teams.some((t) => t.uid === viewerTeamId) ? viewerTeamId : null;
  const history = () =>
    client.call(listTransactionsEndpoint, { params: { leagueId }, query: { teams: String(teamId), types: HISTORY_TYPES.join(','), limit: 100 }, signal });
  const [transactions, cutlist] = isOwner
    ? await Promise.all([history(), client.call(getCutlistEndpoint, { params: { teamId }, signal })])
    : [viewer !== null ? await history() : [], []];
  const claims = claimActions(ctx, leagueId);
  const [waivers, poaches, rfaBids] =
    viewer !== null
      ? await Promise.all([claims.pendingWaivers(), claims.pendingPoaches(), client.call(listRestrictedFreeAgencyBidsEndpoint, { params: { teamId: viewer }, signal })])
      : [[], [], []];
  const own = rosters.rosters.find((r) => r.tid === teamId);
  return {
    league,
    team,
    teams: teams.teams,
    roster: own ? withSalaries(own) : emptyRoster(league, teamId),
    salaries: own ? own.availableCap !== undefined : true,
    players: Object.fromEntries(players.players.map((p) => [p.pid, p])),
    games,
    transactions,
    cutlist,
    watchlist,
    viewer: viewer !== null ? { roster: withSalaries(rosters.rosters.find((r) => r.tid === viewer) ?? emptyRoster(league, viewer)), waivers, poaches, rfaBids } : null,
  };
}

/** The rules' view of the page: the same context the server decides with, at `now` (unix seconds). */
export function toActionContext(data: TeamPageData, now: number): RosterActionContext {
  const history = new Map<string, RulesTransaction[]>();
  for (const t of data.transactions) {
    const list = history.get(t.pid) ?? [];
    list.push({ uid: t.uid, tid: t.tid, pid: t.pid, type: t.type, value: t.value, timestamp: t.timestamp });
    history.set(t.pid, list);
  }
  const games = data.games.map((g) => ({ home: g.h, away: g.v, date: g.date.slice(0, 10), time: g.time_est }));
  const players = new Map<string, ActionPlayerInfo>();
  for (const r of data.roster.players) {
    const p = data.players[r.pid];
    players.set(r.pid, {
      pos: r.pos,
      nfl_status: p?.nfl_status,
      injury_status: p?.injury_status,
      nfl_draft_year: p?.nfl_draft_year,
      gameStarted: hasGameStarted(games, p?.team ?? r.team, now),
      transactions: history.get(r.pid) ?? [],
    });
  }
  return { league: data.league as unknown as RulesLeague, tid: data.team.uid, roster: data.roster.players, players, now };
}
