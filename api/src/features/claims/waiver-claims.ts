import { checkWaiverClaim, sortActiveClaims } from '@league/shared-rules';
import type { ListWaiversQuery, ReorderWaiversBody, SubmitWaiverBody, UpdateWaiverBody, Waiver } from '@league/shared-rules/contracts';
import { DuplicateClaimError } from '../../db/repositories/claims.repository';
import type { WaiverDoc } from '../../db/models/waiver.model';
import { AppError } from '../../errors/app-error';
import type { RosterActor } from '../rosters/deps';
import { loadLeague } from '../rosters/team-context';
import { claimError, loadCallerTeam, loadClaimContext } from './claim-context';
import type { ClaimDeps } from './deps';

/** A stored claim as the contract answers it. */
export function toWaiver(doc: WaiverDoc): Waiver {
  const { uid, tid, lid, userid, pid, type, bid, po, release, submitted, processed, cancelled, succ, reason } = doc;
  return { uid, tid, lid, userid, pid, type: type as Waiver['type'], bid, po, release, submitted, processed, cancelled, succ, reason };
}

/**
 * Submits a waiver claim for the caller's team ('Waiver Submitted'): the player must be on waivers
 * (or, for a poaching waiver claim, in his practice squad waiver window), the bid within the team's
 * FAAB, and the roster must fit him after the conditional releases. The unique pending-claim index
 * settles two concurrent submissions of the same claim (409 CLAIM_EXISTS for the second).
 */
export async function submitWaiver(deps: ClaimDeps, actor: RosterActor, lid: number, body: SubmitWaiverBody): Promise<Waiver> {
  const { league, team } = await loadCallerTeam(deps, actor, lid);
  const { ctx, holder } = await loadClaimContext(deps, team, league, body.pid, body.release);
  const duplicate = (await deps.claims.pendingWaivers(lid, { tid: team.uid, pid: body.pid })).length > 0;
  const check = checkWaiverClaim(ctx, { ...body, faab: team.faab, holder, duplicate });
  if (!check.ok) throw claimError(check);
  try {
    const doc = await deps.claims.insertWaiver({
      lid, tid: team.uid, userid: actor.userId, pid: body.pid, type: body.type, bid: body.bid, release: body.release, submitted: ctx.now,
    });
    return toWaiver(doc);
  } catch (err) {
    if (err instanceof DuplicateClaimError) throw AppError.conflict(err.message, 'CLAIM_EXISTS');
    throw err;
  }
}

/** The caller's pending claim `uid`: 404 if there is no such claim, 403 if another team's, 409 once processed. */
async function ownPendingClaim(deps: ClaimDeps, actor: RosterActor, lid: number, uid: number) {
  const { league, team } = await loadCallerTeam(deps, actor, lid);
  const claim = await deps.claims.findWaiver(lid, uid);
  if (!claim) throw AppError.notFound('Waiver not found');
  if (claim.tid !== team.uid) throw AppError.forbidden('Not the owner of this claim', 'NOT_TEAM_OWNER');
  if (!claim.pending) throw AppError.conflict('Claim was already processed or cancelled', 'CLAIM_PROCESSED');
  return { league, team, claim };
}

/** Changes a pending claim's bid and conditional releases ('Waiver Updated'), checked as on submit. */
export async function updateWaiver(
  deps: ClaimDeps,
  actor: RosterActor,
  lid: number,
  uid: number,
  body: UpdateWaiverBody,
): Promise<Waiver> {
  const { league, team, claim } = await ownPendingClaim(deps, actor, lid, uid);
  const { ctx, holder } = await loadClaimContext(deps, team, league, claim.pid, body.release);
  const check = checkWaiverClaim(ctx, { pid: claim.pid, type: claim.type, bid: body.bid, release: body.release, faab: team.faab, holder, duplicate: false });
  if (!check.ok) throw claimError(check);
  const updated = await deps.claims.updatePendingWaiver(lid, team.uid, uid, { bid: body.bid, release: body.release });
  if (!updated) throw AppError.conflict('Claim was already processed or cancelled', 'CLAIM_PROCESSED');
  return toWaiver(updated);
}

/** Cancels a pending claim ('Waiver Cancelled'); a processed one cannot be cancelled (409). */
export async function cancelWaiver(deps: ClaimDeps, actor: RosterActor, lid: number, uid: number): Promise<Waiver> {
  const { team } = await ownPendingClaim(deps, actor, lid, uid);
  const cancelled = await deps.claims.cancelPendingWaiver(lid, team.uid, uid, deps.now());
  if (!cancelled) throw AppError.conflict('Claim was already processed or cancelled', 'CLAIM_PROCESSED');
  return toWaiver(cancelled);
}

/**
 * Sets the caller's team's own priority list ('Waiver Order Updated'): the body names every pending
 * claim of the team exactly once, first processed first.
 */
export async function reorderWaivers(deps: ClaimDeps, actor: RosterActor, lid: number, body: ReorderWaiversBody): Promise<Waiver[]> {
  const { team } = await loadCallerTeam(deps, actor, lid);
  const pending = await deps.claims.pendingWaivers(lid, { tid: team.uid });
  const known = new Set(pending.map((w) => w.uid));
  if (body.waivers.length !== known.size || body.waivers.some((w) => !known.has(w))) {
    throw AppError.invalid('The order must name each pending claim of your team once');
  }
  return (await deps.claims.reorderWaivers(lid, team.uid, body.waivers)).map(toWaiver);
}

/**
 * Without `processed`: the caller's team's pending claims (bid descending, then list position;
 * none for a visitor or a user without a team here). With it: every claim processed in that run
 * (the run's results are public, as the waiver report is).
 */
export async function listWaivers(deps: ClaimDeps, userId: number | null, lid: number, query: ListWaiversQuery): Promise<Waiver[]> {
  await loadLeague(deps, lid);
  const type = query.type;
  if (query.processed !== undefined) {
    return (await deps.claims.processedWaivers(lid, { processed: query.processed, ...(type ? { type } : {}) })).map(toWaiver);
  }
  if (userId === null) return [];
  const owned = (await deps.users.teamsOf(userId)).find((t) => t.lid === lid);
  if (!owned) return [];
  const pending = await deps.claims.pendingWaivers(lid, { tid: owned.tid, ...(type ? { type } : {}) });
  const order = new Map(sortActiveClaims(pending).map((c, i) => [c.uid, i]));
  return pending.sort((a, b) => order.get(a.uid)! - order.get(b.uid)!).map(toWaiver);
}
