import { checkPoachClaim, getNextRookieDraftYear, getSeason, isPoachDue, planClaimAward, POACH_COMPENSATION_ROUND, RosterSlot, WaiverType } from '@league/shared-rules';
import type { Poach, ProcessPoachResponse, SubmitPoachBody, UpdatePoachBody } from '@league/shared-rules/contracts';
import type { PoachDoc } from '../../db/models/poach.model';
import { DuplicateClaimError } from '../../db/repositories/claims.repository';
import { RosterWriteConflict, type RosterWrite } from '../../db/repositories/roster-actions.repository';
import type { Tx } from '../../db/repositories/tx';
import { AppError } from '../../errors/app-error';
import type { RosterActor } from '../rosters/deps';
import { toTransaction } from '../rosters/run-move';
import { assertTeamOwner, loadLeague, rosterYear } from '../rosters/team-context';
import { claimError, loadCallerTeam, loadClaimContext } from './claim-context';
import type { ClaimDeps } from './deps';

export function toPoach(doc: PoachDoc): Poach {
  const { uid, tid, player_tid, lid, userid, pid, release, submitted, processed, succ, reason } = doc;
  return { uid, tid, player_tid, lid, userid, pid, release, submitted, processed, succ, reason };
}

/**
 * Submits a poaching claim for the caller's team ('Poach Submitted'): another team's unprotected
 * practice squad player, 24 h on the squad, no existing claim (the unique pending-poach index
 * settles concurrent claims: the second gets 409 INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM).
 */
export async function submitPoach(deps: ClaimDeps, actor: RosterActor, lid: number, body: SubmitPoachBody): Promise<Poach> {
  const { league, team } = await loadCallerTeam(deps, actor, lid);
  const { ctx, holder } = await loadClaimContext(deps, team, league, body.pid, body.release);
  const existingPoach = ctx.players.get(body.pid)?.hasPoachClaim === true;
  const check = checkPoachClaim(ctx, { pid: body.pid, release: body.release, holder, existingPoach });
  if (!check.ok) throw claimError(check);
  try {
    const doc = await deps.claims.insertPoach({
      lid, tid: team.uid, player_tid: holder!.tid, userid: actor.userId, pid: body.pid, release: body.release, submitted: ctx.now,
    });
    return toPoach(doc);
  } catch (err) {
    if (err instanceof DuplicateClaimError) throw AppError.conflict(err.message, 'INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM');
    throw err;
  }
}

/** Changes a pending claim's conditional releases ('Poach Updated'); only the claiming team. */
export async function updatePoach(deps: ClaimDeps, actor: RosterActor, lid: number, uid: number, body: UpdatePoachBody): Promise<Poach> {
  const { league, team } = await loadCallerTeam(deps, actor, lid);
  const poach = await deps.claims.findPoach(lid, uid);
  if (!poach) throw AppError.notFound('Poach not found');
  if (poach.tid !== team.uid) throw AppError.forbidden('Not the owner of this claim', 'NOT_TEAM_OWNER');
  if (!poach.pending) throw AppError.conflict('Claim was already processed', 'CLAIM_PROCESSED');
  const loaded = await loadClaimContext(deps, team, league, poach.pid, body.release);
  // the claim itself is the existing poach: check everything else as on submit
  const players = new Map(loaded.ctx.players);
  players.set(poach.pid, { ...players.get(poach.pid)!, hasPoachClaim: false });
  const check = checkPoachClaim({ ...loaded.ctx, players }, { pid: poach.pid, release: body.release, holder: loaded.holder, existingPoach: false });
  if (!check.ok) throw claimError(check);
  const updated = await deps.claims.updatePendingPoach(lid, team.uid, uid, body.release);
  if (!updated) throw AppError.conflict('Claim was already processed', 'CLAIM_PROCESSED');
  return toPoach(updated);
}

/** The league's pending poaching claims. */
export async function listPoaches(deps: ClaimDeps, lid: number): Promise<Poach[]> {
  await loadLeague(deps, lid);
  return (await deps.claims.pendingPoaches(lid)).map(toPoach);
}

/**
 * The player's current manager processes a claim at any time ('Poach Processed'); the poach job
 * processes due claims (actor null). On success the player leaves the practice squad for the
 * claiming team's active roster at value + 2 (a poached transaction, type 5) and the claim's
 * conditional releases happen — all in one transaction with the claim's outcome. If he is no
 * longer on an unprotected practice squad of that team, or the claiming roster cannot fit him even
 * after its releases, the claim fails with its reason.
 */
export async function processPoach(deps: ClaimDeps, actor: RosterActor | null, lid: number, uid: number): Promise<ProcessPoachResponse> {
  const league = await loadLeague(deps, lid);
  for (let attempt = 1; ; attempt++) {
    const poach = await deps.claims.findPoach(lid, uid);
    if (!poach) throw AppError.notFound('Poach not found');
    if (actor) await assertTeamOwner(deps, actor, poach.player_tid);
    if (!poach.pending) throw AppError.conflict('Claim was already processed', 'CLAIM_PROCESSED');
    const now = deps.now();
    const year = rosterYear(now);
    const victim = await deps.actions.readRoster(poach.player_tid, year);
    const row = victim.rows.find((r) => r.pid === poach.pid);
    const claimingTeam = await deps.leagues.findTeam(poach.tid);
    let reason: string | null = null;
    const rosterWrites: RosterWrite[] = [];
    if (!row || (row.slot !== RosterSlot.PS && row.slot !== RosterSlot.PSD)) reason = 'player is no longer on the practice squad';
    else if (!claimingTeam) reason = 'claiming team not found';
    else {
      const { ctx, tc } = await loadClaimContext(deps, claimingTeam, league, poach.pid, poach.release);
      const award = planClaimAward(ctx, { pid: poach.pid, type: WaiverType.POACH, release: poach.release, value: row.value });
      if (!award.ok) reason = award.reason;
      else {
        const base = { lid, year, week: getSeason(now).week, userid: actor?.userId ?? null, timestamp: now };
        rosterWrites.push(
          { ...base, tid: poach.player_tid, version: victim.version, changes: [{ kind: 'delete', pid: poach.pid, from: row.slot }], transactions: [] },
          { ...base, tid: poach.tid, version: tc.version, changes: award.changes, transactions: award.transactions },
        );
      }
    }
    // the victim of a successful poach receives a conditional 4th-round pick (DOMAIN-NOTES "Poaching")
    const compensate = reason === null
      ? (tx: Tx) => deps.draft.grant({
        key: `poach:${lid}:${uid}`, lid, tid: poach.player_tid, otid: poach.player_tid, year: getNextRookieDraftYear(league, now),
        round: POACH_COMPENSATION_ROUND, comp: 'poach', comp_pid: poach.pid, created: now,
      }, tx).then(() => undefined)
      : undefined;
    try {
      const written = await deps.claims.commitPoach({ uid, processed: now, succ: reason === null, reason, rosterWrites }, compensate);
      const stored = await deps.claims.findPoach(lid, uid);
      return { poach: toPoach(stored!), transactions: written.map(toTransaction) };
    } catch (err) {
      if (err instanceof RosterWriteConflict && attempt < 4) continue;
      if (err instanceof RosterWriteConflict) throw AppError.conflict('Roster changed, try again');
      throw err;
    }
  }
}

/** Processes the league's claims whose clearing time has come (spec §4 "Clearing time"). */
export async function processDuePoaches(deps: ClaimDeps, lid: number, now: number): Promise<number> {
  let count = 0;
  for (const poach of await deps.claims.pendingPoaches(lid)) {
    if (!isPoachDue(poach, now)) continue;
    try {
      await processPoach(deps, null, lid, poach.uid);
      count += 1;
    } catch (err) {
      // another process handled it first
      if (!(err instanceof AppError && err.code === 'CLAIM_PROCESSED')) throw err;
    }
  }
  return count;
}
