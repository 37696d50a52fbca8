import { RosterSlot } from '../constants/slots';
import type { PlayerFlags } from '../eligibility/player-eligibility';

/** Actions of the free-agent and other-team player menu (spec §2). */
export type ClaimMenuAction =
  | 'select-nomination'
  | 'waiver-practice'
  | 'sign-practice'
  | 'waiver-active'
  | 'sign-active'
  | 'update-claim'
  | 'cancel-claim'
  | 'rfa-bid'
  | 'rfa-update'
  | 'rfa-remove'
  | 'poach'
  | 'poach-waiver'
  | 'update-poach';

export interface ClaimMenuItem {
  action: ClaimMenuAction;
  label: string;
  disabled: boolean;
}

export interface ClaimMenuInput {
  /** The player's flags as the user's team sees him ({@link getPlayerFlags} with `userTid`). */
  flags: PlayerFlags;
  /** His roster slot on the other team (absent for a free agent). */
  slot?: number | null;
  /** The user's team has a pending waiver claim on him. */
  pendingWaiver: boolean;
  /** The user's team has a pending poaching claim on him. */
  pendingPoach: boolean;
  /** The user's team has a live restricted free agency bid on him. */
  rfaBid: boolean;
  /** The user may nominate in the live auction now ({@link mayNominate}). */
  mayNominate?: boolean;
}

/**
 * Items of the player menu for a free agent or another team's player (spec §2 "Player context menu
 * (free agent and other teams)" and "Pending claims"), for a signed-in user with a team:
 * - free agent during the live auction: Select For Nomination when the user may nominate;
 * - free agent: a practice squad item (waiver claim while he is on waivers, else sign) and an active
 *   roster item (the same); neither while he can be neither signed nor claimed (live auction,
 *   rookies during the draft);
 * - a pending waiver claim replaces the claim items with Update Claim and Cancel Claim;
 * - another team's player: place, update or remove a restricted free agency bid while he is
 *   eligible for bids; a poaching waiver claim inside his practice squad waiver window, else a
 *   poaching claim, disabled unless eligible (shown for unprotected practice squad players only);
 * - a pending poach replaces the poach items with Update Poach.
 */
export function getClaimMenu({ flags, slot, pendingWaiver, pendingPoach, rfaBid, mayNominate = false }: ClaimMenuInput): ClaimMenuItem[] {
  const items: ClaimMenuItem[] = [];
  const add = (action: ClaimMenuAction, label: string, disabled = false) => items.push({ action, label, disabled });
  if (flags.fa) {
    if (mayNominate) add('select-nomination', 'Select For Nomination');
    if (pendingWaiver) {
      add('update-claim', 'Update Claim');
      add('cancel-claim', 'Cancel Claim');
      return items;
    }
    if (flags.waiver.practice) add('waiver-practice', 'Submit Practice Squad Waiver Claim');
    else if (flags.sign.practice) add('sign-practice', 'Sign to Practice Squad');
    if (flags.waiver.active) add('waiver-active', 'Submit Active Roster Waiver Claim');
    else if (flags.sign.active) add('sign-active', 'Sign to Active Roster');
    return items;
  }
  if (!flags.rostered) return items;
  if (flags.eligible.restrictedFreeAgencyBid) {
    if (rfaBid) {
      add('rfa-update', 'Update Restricted Free Agency Bid');
      add('rfa-remove', 'Remove Restricted Free Agency Bid');
    } else add('rfa-bid', 'Place Restricted Free Agency Bid');
  }
  if (pendingPoach) {
    add('update-poach', 'Update Poach');
  } else if (pendingWaiver) {
    add('update-claim', 'Update Claim');
    add('cancel-claim', 'Cancel Claim');
  } else if (flags.waiver.poach) {
    add('poach-waiver', 'Submit Poaching Waiver Claim');
  } else if (slot === RosterSlot.PS || slot === RosterSlot.PSD) {
    add('poach', 'Submit Poaching Claim', !flags.eligible.poach);
  }
  return items;
}
