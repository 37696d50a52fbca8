import { PlayerTag } from '../constants/codes';
import { isActiveSlot, isPracticeSquadSlot, isReserveSlot, isStarterSlot, RosterSlot } from '../constants/slots';
import { isIrEligibleByTransactionHistory } from '../eligibility/transaction-history';
import { isRestrictedFreeAgencyPeriod, isTagWindow } from '../season/windows';
import { isCutlistEligible } from './cutlist';
import { flagsOf, isGameLocked, isOffseason, isProtectedSlot, rowOf } from './helpers';
import type { RosterActionContext } from './types';

/** Actions of the own-roster player menu (spec §2). */
export type OwnPlayerAction =
  | 'activate'
  | 'deactivate'
  | 'protect'
  | 'franchise-tag'
  | 'remove-franchise-tag'
  | 'rookie-tag'
  | 'remove-rookie-tag'
  | 'cutlist-add'
  | 'cutlist-remove'
  | 'reserve-ir'
  | 'reserve-ir-long-term'
  | 'reserve-cov'
  | 'rfa-tag'
  | 'rfa-update'
  | 'rfa-remove'
  | 'rfa-nominate'
  | 'rfa-nominate-remove'
  | 'release';

export interface OwnPlayerMenuItem {
  action: OwnPlayerAction;
  label: string;
  disabled: boolean;
}

/**
 * The items of the own-roster player menu and whether each is enabled, from the same rules the
 * server applies (spec §2 "Player context menu (own roster)"):
 * - Activate (practice squad or reserve): disabled when protected or ineligible;
 * - Move to Practice Squad: active players never activated;
 * - Designate Protected: unprotected practice squad players, enabled when eligible;
 * - franchise and rookie tags: apply when eligible, remove when carried (decision: eligibility is
 *   the shared derived flag, which the server enforces, rather than a separate offseason gate);
 * - restricted free agency tag: apply, update or remove, and designate or remove as next nominee,
 *   while the transition period is open and before his announcement;
 * - cutlist: offseason, active and not RFA-tagged;
 * - reserve: each reserve slot the player is eligible for (IR also by transaction history);
 * - Release. Reserve and release are disabled for a starter whose game has started; release also
 *   for a protected player in season.
 */
export function getOwnPlayerMenu(ctx: RosterActionContext, pid: string, cutlist: readonly string[] = []): OwnPlayerMenuItem[] {
  const row = rowOf(ctx, pid);
  if (!row) return [];
  const flags = flagsOf(ctx, pid, row);
  const tag = row.tag ?? PlayerTag.REGULAR;
  const lockedStarter = isStarterSlot(row.slot) && isGameLocked(ctx, pid);
  const isProtected = isProtectedSlot(row.slot);
  const items: OwnPlayerMenuItem[] = [];
  const add = (action: OwnPlayerAction, label: string, disabled = false) => items.push({ action, label, disabled });

  if (isPracticeSquadSlot(row.slot) || isReserveSlot(row.slot)) add('activate', 'Activate', !flags.eligible.activate);
  if (isActiveSlot(row.slot) && flags.eligible.ps) add('deactivate', 'Move to Practice Squad', lockedStarter);
  if (row.slot === RosterSlot.PS || row.slot === RosterSlot.PSD) add('protect', 'Designate Protected', !flags.eligible.protect);
  const tagWindow = isTagWindow(ctx.league, ctx.now, ctx.season);
  if (tag === PlayerTag.FRANCHISE) add('remove-franchise-tag', 'Remove Franchise Tag', !tagWindow);
  else if (flags.eligible.franchiseTag && tag === PlayerTag.REGULAR) add('franchise-tag', 'Franchise Tag');
  if (tag === PlayerTag.ROOKIE) add('remove-rookie-tag', 'Remove Rookie Tag', !tagWindow);
  else if (flags.eligible.rookieTag && tag === PlayerTag.REGULAR && isActiveSlot(row.slot)) add('rookie-tag', 'Rookie Tag');
  // restricted free agency: apply, update or remove the tag and the nomination before the announcement
  const rfaOpen = isRestrictedFreeAgencyPeriod(ctx.league, ctx.now) && !row.restricted_free_agency_tag_announced;
  if (tag === PlayerTag.RESTRICTED_FREE_AGENCY) {
    if (rfaOpen) {
      add('rfa-update', 'Update Restricted Free Agency Tag');
      add('rfa-remove', 'Remove Restricted Free Agency Tag');
      if (row.restricted_free_agency_tag_nominated) add('rfa-nominate-remove', 'Remove as Next RFA Nominee');
      else add('rfa-nominate', 'Designate as Next RFA Nominee');
    }
  } else if (flags.eligible.restrictedFreeAgencyTag && isActiveSlot(row.slot) && tag === PlayerTag.REGULAR) {
    add('rfa-tag', 'Restricted Free Agency Tag');
  }
  if (isOffseason(ctx) && isCutlistEligible(row)) {
    if (cutlist.includes(pid)) add('cutlist-remove', 'Remove from Cutlist');
    else add('cutlist-add', 'Add to Cutlist');
  }
  const history = ctx.players.get(pid)?.transactions ?? [];
  const reserveBlocked = lockedStarter || (isProtected && !isOffseason(ctx));
  if (row.slot !== RosterSlot.IR && flags.reserve.ir && isIrEligibleByTransactionHistory(history, ctx.now)) {
    add('reserve-ir', 'Move to Reserve/IR', reserveBlocked);
  }
  if (row.slot !== RosterSlot.IR_LONG_TERM && flags.reserve.ir_long_term) add('reserve-ir-long-term', 'Reserve/IR (Long Term)', reserveBlocked);
  if (row.slot !== RosterSlot.COV && flags.reserve.cov) add('reserve-cov', 'Move to Reserve/COV', reserveBlocked);
  add('release', 'Release', lockedStarter || (isProtected && !isOffseason(ctx)));
  return items;
}
