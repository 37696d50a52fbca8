import { POSITION_MAX_FIELD, WaiverType } from '../constants/codes';
import { isActiveSlot, RosterSlot } from '../constants/slots';
import type { Roster } from '../roster/roster';

export interface ClaimSpaceInput {
  /** Waiver type: free agency (active roster), poach, or free agency practice squad. */
  type: number;
  pos: string;
  /** Salary the player would carry on the active roster (0 for a signed free agent). */
  salary?: number;
  /** Conditional releases (executed only if the claim succeeds). */
  release?: readonly string[];
}

/**
 * Whether a claim fits the claiming roster after its conditional releases (DOMAIN-NOTES: a claim
 * fails when the roster has no room even after them). Active and poach claims need an active spot,
 * the position maximum and cap room for `salary`; practice squad claims a signed practice squad
 * spot and the position maximum. Releases only free what they occupy.
 */
export function hasClaimSpace(roster: Roster, { type, pos, salary = 0, release = [] }: ClaimSpaceInput): boolean {
  let freedActive = 0;
  let freedPractice = 0;
  let freedPosition = 0;
  let freedCap = 0;
  for (const pid of new Set(release)) {
    const entry = roster.get(pid);
    if (!entry) continue;
    const active = isActiveSlot(entry.slot);
    const signedPs = entry.slot === RosterSlot.PS || entry.slot === RosterSlot.PSP;
    if (active) {
      freedActive += 1;
      freedCap += entry.salary;
    }
    if (signedPs) freedPractice += 1;
    if ((active || signedPs) && entry.pos === pos) freedPosition += 1;
  }
  const field = POSITION_MAX_FIELD[pos as keyof typeof POSITION_MAX_FIELD];
  const max = field ? roster.league[field] : undefined;
  const positionOk = !max || roster.getPositionCount(pos) - freedPosition < max;
  if (type === WaiverType.FREE_AGENCY_PRACTICE) {
    return positionOk && roster.practiceSignedCount - freedPractice < roster.league.ps;
  }
  return positionOk && roster.activeSize - freedActive < roster.limit && roster.availableCap + freedCap >= salary;
}

/** True when a claim needs at least one conditional release to fit (the §5 form rule). */
export function requiresConditionalRelease(roster: Roster, input: Omit<ClaimSpaceInput, 'release'>): boolean {
  return !hasClaimSpace(roster, input);
}
