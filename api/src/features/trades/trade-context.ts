import { checkTrade, getSeason, type League, type TradeDecision, type TradeSides } from '@league/shared-rules';
import type { DraftPickDoc } from '../../db/models/draft.model';
import type { LeagueDoc, TeamDoc } from '../../db/models/league.model';
import type { VersionedRoster } from '../../db/repositories/roster-actions.repository';
import { AppError } from '../../errors/app-error';
import { toLeague } from '../leagues/league-view';
import type { RosterActor } from '../rosters/deps';
import { loadLeague, rosterYear } from '../rosters/team-context';
import type { TradeDeps } from './deps';

/** Both rosters, the named picks and the pending poaches a trade is decided on, read at `now`. */
export interface TradeContext {
  league: LeagueDoc;
  rules: League;
  now: number;
  year: number;
  week: number;
  proposing: VersionedRoster;
  accepting: VersionedRoster;
  picks: DraftPickDoc[];
  poachClaimed: Set<string>;
}

/** The league's team `tid`, or 400 INVALID_TEAM. */
export async function leagueTeam(deps: TradeDeps, lid: number, tid: number): Promise<TeamDoc> {
  const team = await deps.leagues.findTeam(tid);
  if (!team || team.lid !== lid) throw new AppError('INVALID_TEAM', `Team ${tid} is not a team of league ${lid}`, 400);
  return team;
}

/** The league's teams `tids` in one read, or 400 INVALID_TEAM for the first that is not one of its teams. */
export async function leagueTeams(deps: TradeDeps, lid: number, tids: readonly number[]): Promise<TeamDoc[]> {
  const found = await deps.leagues.findTeams([...new Set(tids)]);
  return tids.map((tid) => {
    const team = found.find((t) => t.uid === tid);
    if (!team || team.lid !== lid) throw new AppError('INVALID_TEAM', `Team ${tid} is not a team of league ${lid}`, 400);
    return team;
  });
}

/** 403 NOT_TEAM_OWNER unless the caller owns team `tid`. */
export async function assertOwns(deps: TradeDeps, actor: RosterActor, tid: number): Promise<void> {
  const owners = await deps.users.ownersOf(tid);
  if (!owners.some((o) => o.userid === actor.userId)) throw AppError.forbidden('Not the owner of this team', 'NOT_TEAM_OWNER');
}

/** What a trade is decided on besides the rosters and picks: the league, the clock and the pending poaches. */
export type TradeRules = Omit<TradeContext, 'proposing' | 'accepting' | 'picks'>;

/** The league, clock and pending poaches of a trade decision (acceptance reads the rosters inside its write). */
export async function loadTradeRules(deps: TradeDeps, lid: number): Promise<TradeRules> {
  const now = deps.now();
  const [league, poaches] = await Promise.all([loadLeague(deps, lid), deps.claims.pendingPoaches(lid)]);
  // unset league settings fall back to the default league's, as every league read does
  const rules = toLeague(league, []) as unknown as League;
  return { league, rules, now, year: rosterYear(now), week: getSeason(now).week, poachClaimed: new Set(poaches.map((p) => p.pid)) };
}

export async function loadTradeContext(
  deps: TradeDeps,
  lid: number,
  sides: { propose_tid: number; accept_tid: number; picks: readonly number[] },
): Promise<TradeContext> {
  const year = rosterYear(deps.now());
  const [base, proposing, accepting, picks] = await Promise.all([
    loadTradeRules(deps, lid),
    deps.actions.readRoster(sides.propose_tid, year),
    deps.actions.readRoster(sides.accept_tid, year),
    deps.trades.picks(lid, sides.picks),
  ]);
  return { ...base, proposing, accepting, picks };
}

/** shared-rules' trade check on a loaded context. */
export function decideTrade(tc: TradeContext, trade: TradeSides & { propose_tid: number; accept_tid: number }): TradeDecision {
  return checkTrade({
    league: tc.rules, now: tc.now, trade, proposingRoster: tc.proposing.rows, acceptingRoster: tc.accepting.rows,
    picks: tc.picks.map((p) => ({ uid: p.uid, tid: p.tid, pid: p.pid })), poachClaimed: tc.poachClaimed,
  });
}

/** The trade's picks by uid, for answering it. */
export async function picksOf(deps: TradeDeps, lid: number, trades: ReadonlyArray<{ proposingTeamPicks: number[]; acceptingTeamPicks: number[] }>): Promise<Map<number, DraftPickDoc>> {
  const uids = [...new Set(trades.flatMap((t) => [...t.proposingTeamPicks, ...t.acceptingTeamPicks]))];
  return new Map((await deps.trades.picks(lid, uids)).map((p) => [p.uid, p]));
}
