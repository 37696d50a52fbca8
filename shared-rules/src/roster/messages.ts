import { RosterSlot } from '../constants/slots';
import type { Roster } from './roster';

/** §8: no IR space. */
export const NO_RESERVE_SPACE_MESSAGE =
  'No reserve space available, make room by activating a player from reserve.';
/** §8: base text of "no active space". */
export const NO_ACTIVE_SPACE_MESSAGE =
  'No active roster space available, make room by releasing a player';
/** §8: suffix of "no active space" when the player is on IR. */
export const NO_ACTIVE_SPACE_RESERVE_SUFFIX = ' or moving any reserve eligible players to reserve.';
/** §8: no practice squad space. */
export const NO_PRACTICE_SPACE_MESSAGE =
  'No practice squad space available, make room by releasing a signed practice squad player';
/** §8: poach without roster or salary space. */
export const POACH_NO_SPACE_MESSAGE =
  'There is not enough roster or salary space on your active roster. Please select a player to release. They will only be released if your claim is successful.';

/** §8 "no active space" text; the reserve suffix is added when the player is on IR. */
export function noActiveSpaceMessage({ onReserve = false }: { onReserve?: boolean } = {}): string {
  return onReserve ? NO_ACTIVE_SPACE_MESSAGE + NO_ACTIVE_SPACE_RESERVE_SUFFIX : NO_ACTIVE_SPACE_MESSAGE;
}

/** §8 RFA bid warning, e.g. bid 30 max 25. */
export function restrictedFreeAgencyBidWarning(bid: number, maxBid: number): string {
  return `⚠️ WARNING: Your bid of $${bid} exceeds the maximum available bid of $${maxBid}. You may not have sufficient salary cap space to successfully process this transaction.`;
}

/** Result of a form check: ok, or the field to flag and the message to show. */
export type SpaceCheck = { ok: true } | { ok: false; field: string; message: string };

const OK: SpaceCheck = { ok: true };

/**
 * §5 Reserve/IR: if no IR slot is open, a player to activate from reserve must be chosen
 * (field `activate_pid`).
 */
export function checkReserveSpace(roster: Roster, activatePid?: string | null): SpaceCheck {
  if (roster.hasOpenInjuredReserveSlot()) return OK;
  if (activatePid && roster.get(activatePid)?.slot === RosterSlot.IR) return OK;
  return { ok: false, field: 'activate_pid', message: NO_RESERVE_SPACE_MESSAGE };
}

/**
 * §5 Activate: if there is no bench space, a player to release or to move to reserve must be chosen
 * (field `release_pid`). The chosen player must be on the active roster. The message carries the
 * reserve suffix when the player being activated is on IR.
 */
export function checkActivateSpace(
  roster: Roster,
  { pid, releasePid, reservePid }: { pid: string; releasePid?: string | null; reservePid?: string | null },
): SpaceCheck {
  const player = roster.get(pid);
  const alreadyActive = player !== undefined && roster.active.some((p) => p.pid === pid);
  if (alreadyActive || roster.hasBenchSpace()) return OK;
  const chosen = releasePid ?? reservePid;
  if (chosen && chosen !== pid && roster.active.some((p) => p.pid === chosen)) return OK;
  const onReserve = player?.slot === RosterSlot.IR || player?.slot === RosterSlot.IR_LONG_TERM;
  return { ok: false, field: 'release_pid', message: noActiveSpaceMessage({ onReserve }) };
}

/**
 * §5 Deactivate to practice squad: if there is no practice space, a signed practice squad player
 * (PS or PSP) to release must be chosen (field `release_pid`).
 */
export function checkDeactivateSpace(roster: Roster, releasePid?: string | null): SpaceCheck {
  if (roster.hasOpenPracticeSquadSlot()) return OK;
  const slot = releasePid ? roster.get(releasePid)?.slot : undefined;
  if (slot === RosterSlot.PS || slot === RosterSlot.PSP) return OK;
  return { ok: false, field: 'release_pid', message: NO_PRACTICE_SPACE_MESSAGE };
}

/** §5 commissioner add: value must be an integer between 0 and the available cap. */
export function isValidCommissionerValue(value: unknown, availableCap: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= availableCap;
}
