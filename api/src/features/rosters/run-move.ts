import type { RosterActionContext, RosterActionErrorCode, RosterActionPlan } from '@league/shared-rules';
import type { RosterMoveResponse, Transaction } from '@league/shared-rules/contracts';
import type { TransactionDoc } from '../../db/models/roster.model';
import { RosterWriteConflict } from '../../db/repositories/roster-actions.repository';
import type { Tx } from '../../db/repositories/tx';
import { AppError } from '../../errors/app-error';
import { buildRoster } from './build-roster';
import type { RosterActor, RosterDeps } from './deps';
import { assertTeamOwner, loadPlayerInfo, loadTeam, loadTeamContext, type TeamContext } from './team-context';

/** Refusals that mean "someone else got there first" answer 409; every other rule refusal 400. */
const CONFLICT_CODES: readonly RosterActionErrorCode[] = ['PLAYER_ROSTERED', 'PLAYER_ON_WAIVERS'];

/** A refused plan as the error the api answers. */
export function refusalError(plan: Extract<RosterActionPlan, { ok: false }>): AppError {
  return new AppError(plan.code, plan.message, CONFLICT_CODES.includes(plan.code) ? 409 : 400);
}

/** How many times a move is decided again after losing a race on the same roster. */
const ATTEMPTS = 4;

/** Who acts on the team: its owner, or the commissioner for league roster edits. */
export type MoveAuthority = 'owner' | 'commissioner';

export interface MoveSpec {
  teamId: number;
  actor: RosterActor;
  authority?: MoveAuthority;
  /** Every player the decision reads status or history of (the named ones). */
  pids: readonly string[];
  /** Extra check before deciding (e.g. that no other team holds the player). */
  precheck?: (team: TeamContext) => Promise<void>;
  decide: (ctx: RosterActionContext, team: TeamContext) => RosterActionPlan;
  /** Other writes that belong to the move, made inside its transaction (all or nothing). */
  also?: (tx: Tx, team: TeamContext) => Promise<void>;
}

export function toTransaction(doc: TransactionDoc): Transaction {
  return {
    uid: doc.uid, tid: doc.tid, lid: doc.lid, userid: doc.userid, pid: doc.pid, type: doc.type as Transaction['type'],
    value: doc.value, timestamp: doc.timestamp, year: doc.year, week: doc.week,
    ...(doc.pick != null ? { pick: doc.pick, pick_str: doc.pick_str ?? null } : {}),
  };
}

/**
 * Runs one roster move end to end: authorise, load, decide with shared-rules, commit atomically,
 * answer the written transactions and the roster after the move. A move that loses a race on the
 * same roster (version guard) is decided again on the fresh roster; losing the player to another
 * team answers 409 PLAYER_ROSTERED.
 */
export async function runRosterMove(deps: RosterDeps, spec: MoveSpec): Promise<RosterMoveResponse> {
  const { team, league } = await loadTeam(deps, spec.teamId);
  if (spec.authority === 'commissioner') {
    if (league.commishid !== spec.actor.userId) throw AppError.forbidden('Only the commissioner may do this', 'NOT_COMMISSIONER');
  } else {
    await assertTeamOwner(deps, spec.actor, team.uid);
  }
  for (let attempt = 1; ; attempt++) {
    const tc = await loadTeamContext(deps, team, league);
    await spec.precheck?.(tc);
    // the rules read status and history only of the players an action names; the roster model
    // needs just the rows, so the other rostered players are not loaded
    const { info, docs } = await loadPlayerInfo(deps, league.uid, spec.pids, tc.now);
    const ctx: RosterActionContext = { league: tc.rules, tid: team.uid, roster: tc.rows, players: info, now: tc.now, lastPick: tc.lastPick };
    const plan = spec.decide(ctx, tc);
    if (!plan.ok) throw refusalError(plan);
    try {
      const written = await deps.actions.commit({
        lid: league.uid, tid: team.uid, year: tc.year, week: tc.week, userid: spec.actor.userId, timestamp: tc.now,
        version: tc.version, changes: plan.changes, transactions: plan.transactions,
      }, spec.also ? (tx) => spec.also!(tx, tc) : undefined);
      // the rows only: the answer shows no version
      const after = await deps.rosters.listByTeam(team.uid, tc.year);
      const roster = await buildRoster(deps, { league: tc.rules, tid: team.uid, year: tc.year, week: tc.week, rows: after, known: docs });
      return { transactions: written.map(toTransaction), roster };
    } catch (err) {
      if (err instanceof RosterWriteConflict) {
        if (err.reason === 'rostered') throw AppError.conflict('Player is already rostered', 'PLAYER_ROSTERED');
        if (attempt < ATTEMPTS) continue;
        throw AppError.conflict('Roster changed, try again');
      }
      throw err;
    }
  }
}
