import { PlayerTag, TransactionType } from '../constants/codes';
import { isActiveSlot } from '../constants/slots';
import type { RosterPlayer } from '../constants/types';
import { getPlayerFlags } from '../eligibility/player-eligibility';
import { isRestrictedFreeAgencyPeriod } from '../season/windows';
import { isValidRestrictedFreeAgencyBid } from '../waivers/restricted-free-agency';
import { flagsOf, rosterOf, rowOf } from './helpers';
import { refuse, type RosterActionContext, type RosterActionPlan, type RosterChange } from './types';

const isRfa = (row: RosterPlayer | undefined) => (row?.tag ?? PlayerTag.REGULAR) === PlayerTag.RESTRICTED_FREE_AGENCY;

/**
 * The original team places or updates its restricted free agency tag with a bid (spec §4 "Tags",
 * §5): while the transition period is open, on an active player, within the RFA tag limit (players
 * from another original team excluded). When the limit is reached the caller names an RFA-tagged
 * player (`remove`) who reverts to regular in the same move.
 */
export function planRestrictedFreeAgencyTag(
  ctx: RosterActionContext,
  { pid, bid, remove }: { pid: string; bid: number; remove?: string },
): RosterActionPlan {
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  if (!isValidRestrictedFreeAgencyBid(bid)) return refuse('INVALID_PARAMS', 'Invalid bid');
  const already = isRfa(row);
  if (!isActiveSlot(row.slot)) return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible');
  if (already ? !isRestrictedFreeAgencyPeriod(ctx.league, ctx.now) : !flagsOf(ctx, pid, row).eligible.restrictedFreeAgencyTag) {
    return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible');
  }
  if (already && row.restricted_free_agency_tag_announced) return refuse('PLAYER_NOT_ELIGIBLE', 'Player has been announced');
  const changes: RosterChange[] = [];
  const roster = rosterOf(ctx);
  if (remove && !already) {
    const removed = rowOf(ctx, remove);
    if (!removed || remove === pid || !isRfa(removed)) return refuse('INVALID_PARAMS', 'The player to untag must carry this tag');
    roster.updateTag(remove, PlayerTag.REGULAR);
    changes.push({ kind: 'update', pid: remove, from: removed.slot, set: { tag: PlayerTag.REGULAR, bid: null, restricted_free_agency_tag_nominated: null } });
  }
  if (!already && !roster.isEligibleForTag({ tag: PlayerTag.RESTRICTED_FREE_AGENCY })) return refuse('TAG_LIMIT_REACHED', 'Tag limit reached');
  changes.push({ kind: 'update', pid, from: row.slot, set: { tag: PlayerTag.RESTRICTED_FREE_AGENCY, bid } });
  return {
    ok: true,
    changes,
    transactions: already ? [] : [{ pid, type: TransactionType.RESTRICTED_FREE_AGENCY_TAG, value: bid }],
  };
}

/** The original team cancels its RFA tag: the player reverts to regular and loses his bid. */
export function planCancelRestrictedFreeAgencyTag(ctx: RosterActionContext, pid: string): RosterActionPlan {
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  if (!isRfa(row)) return refuse('INVALID_PARAMS', 'Player is not tagged');
  if (row.restricted_free_agency_tag_announced) return refuse('PLAYER_NOT_ELIGIBLE', 'Player has been announced');
  return {
    ok: true,
    changes: [{ kind: 'update', pid, from: row.slot, set: { tag: PlayerTag.REGULAR, bid: null, restricted_free_agency_tag_nominated: null } }],
    transactions: [],
  };
}

/**
 * Nominate (or un-nominate) the team's RFA-tagged player for announcement (spec §4: one player per
 * team at a time; a new nomination clears the others). Only while the period is open and before
 * he is announced.
 */
export function planNominateRestrictedFreeAgent(ctx: RosterActionContext, pid: string, cancel = false): RosterActionPlan {
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  if (!isRfa(row) || row.restricted_free_agency_tag_announced || !isRestrictedFreeAgencyPeriod(ctx.league, ctx.now)) {
    return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible');
  }
  if (cancel) {
    if (!row.restricted_free_agency_tag_nominated) return refuse('INVALID_PARAMS', 'Player is not nominated');
    return { ok: true, changes: [{ kind: 'update', pid, from: row.slot, set: { restricted_free_agency_tag_nominated: null } }], transactions: [] };
  }
  const changes: RosterChange[] = ctx.roster
    .filter((p) => p.pid !== pid && p.restricted_free_agency_tag_nominated)
    .map((p) => ({ kind: 'update', pid: p.pid, from: p.slot, set: { restricted_free_agency_tag_nominated: null } }));
  changes.push({ kind: 'update', pid, from: row.slot, set: { restricted_free_agency_tag_nominated: ctx.now } });
  return { ok: true, changes, transactions: [] };
}

/**
 * Whether `bidderTid` may bid on another team's RFA-tagged player (spec §4: while the period is
 * open, after his announcement and before processing).
 */
export function canBidOnRestrictedFreeAgent(ctx: Omit<RosterActionContext, 'roster' | 'players'>, row: RosterPlayer & { tid: number }): boolean {
  if (row.tid === ctx.tid) return false;
  return getPlayerFlags(
    {
      pos: row.pos, tid: row.tid, slot: row.slot, tag: row.tag,
      restricted_free_agency_tag_announced: row.restricted_free_agency_tag_announced,
      restricted_free_agency_tag_processed: row.restricted_free_agency_tag_processed,
    },
    { league: ctx.league, now: ctx.now, userTid: ctx.tid, season: ctx.season, lastPick: ctx.lastPick },
  ).eligible.restrictedFreeAgencyBid;
}
