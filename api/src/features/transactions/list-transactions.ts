import {
  RECENT_TRANSACTION_TYPES,
  RECENT_TRANSACTION_WINDOW_SECONDS,
  RELEASE_WAIVER_HOLD_SECONDS,
  TransactionType,
} from '@league/shared-rules';
import type { ListTransactionsQuery, TransactionList } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { RosterActor, RosterDeps } from '../rosters/deps';
import { toTransaction } from '../rosters/run-move';
import { assertTeamOwner, loadLeague, loadTeam } from '../rosters/team-context';

/** A page of the league's transactions, newest first (spec §4 "Transactions list"). */
export async function listTransactions(deps: RosterDeps, leagueId: number, query: ListTransactionsQuery): Promise<TransactionList> {
  await loadLeague(deps, leagueId);
  const rows = await deps.transactions.list(
    { lid: leagueId, types: query.types, tids: query.teams, since: query.since, pids: query.pid ? [query.pid] : undefined },
    { offset: query.offset, limit: query.limit },
  );
  return rows.map(toTransaction);
}

/** Releases of the last 24 hours: the players on release waivers now. */
export async function listReleaseTransactions(deps: RosterDeps, leagueId: number): Promise<TransactionList> {
  await loadLeague(deps, leagueId);
  const since = deps.now() - RELEASE_WAIVER_HOLD_SECONDS;
  const rows = await deps.transactions.list({ lid: leagueId, types: [TransactionType.RELEASE], since });
  return rows.map(toTransaction);
}

/**
 * The team's transactions of the last 30 days that decide IR eligibility (recent types plus
 * activations and trades), for the team's owner.
 */
export async function listReserveTransactions(deps: RosterDeps, actor: RosterActor, teamId: number, leagueId: number): Promise<TransactionList> {
  const { team } = await loadTeam(deps, teamId);
  if (team.lid !== leagueId) throw new AppError('INVALID_TEAM', `Invalid team: ${teamId}`, 400);
  await assertTeamOwner(deps, actor, team.uid);
  const types = [...RECENT_TRANSACTION_TYPES, TransactionType.ACTIVATE, TransactionType.TRADE, TransactionType.DEACTIVATE];
  const since = deps.now() - RECENT_TRANSACTION_WINDOW_SECONDS;
  const rows = await deps.transactions.list({ lid: leagueId, tids: [team.uid], types, since });
  return rows.map(toTransaction);
}
