import { FRANCHISE_VALUE_FIELD, PlayerTag } from '../constants/codes';
import {
  EXTENSION_RAISE,
  POACH_SALARY_INCREASE,
  SIGNED_FREE_AGENT_SALARY,
} from '../constants/season-constants';
import { isPracticeSquadSlot } from '../constants/slots';
import type { League } from '../constants/types';

/** What a salary-by-tag computation reads from a roster player. */
export interface SalaryInput {
  pos: string;
  value: number;
  tag?: number;
  extensions?: number;
  /** RFA bid; a $0 bid is a real bid (coalesce on null/undefined only). */
  bid?: number | null;
  /** When given and a practice squad slot, the player keeps his value. */
  slot?: number;
}

type FranchiseLeague = Pick<League, 'fqb' | 'frb' | 'fwr' | 'fte'>;

/** The league's franchise tag value for a position; K/DST have none and keep `fallback`. */
export function getFranchiseTagValue(league: FranchiseLeague, pos: string, fallback: number): number {
  const field = FRANCHISE_VALUE_FIELD[pos as keyof typeof FRANCHISE_VALUE_FIELD];
  if (!field) return fallback;
  return league[field] ?? 0;
}

/**
 * Salary a kept player carries into the next season by tag (spec §9 "Salary by tag"): regular =
 * value + 5 × (extensions + 1); franchise = the league's position value (fqb/frb/fwr/fte); rookie
 * keeps value; restricted free agency = bid, else value; practice squad keeps value.
 */
export function getExtensionAmount(player: SalaryInput, league: FranchiseLeague): number {
  const { value, pos } = player;
  if (player.slot !== undefined && isPracticeSquadSlot(player.slot)) return value;
  switch (player.tag ?? PlayerTag.REGULAR) {
    case PlayerTag.FRANCHISE:
      return getFranchiseTagValue(league, pos, value);
    case PlayerTag.ROOKIE:
      return value;
    case PlayerTag.RESTRICTED_FREE_AGENCY:
      return player.bid ?? value;
    default:
      return value + EXTENSION_RAISE * ((player.extensions ?? 0) + 1);
  }
}

/** Alias of {@link getExtensionAmount}: the salary a player's tag gives him (spec §9). */
export const getSalaryByTag = getExtensionAmount;

/**
 * Four-year salary projection for keeping a player on extensions: index 0 is the current salary
 * (`value`), index 1 the salary by tag for next season, then two more regular extensions with the
 * extension count rising each year (a tagged player reverts to regular after his tag season).
 */
export function getExtendedSalaries(player: SalaryInput, league: FranchiseLeague): number[] {
  const years = [player.value, getExtensionAmount(player, league)];
  let extensions = (player.extensions ?? 0) + 1;
  while (years.length < 4) {
    const previous = years[years.length - 1];
    years.push(previous + EXTENSION_RAISE * (extensions + 1));
    extensions += 1;
  }
  return years;
}

/** Salary after a successful poach: current value + 2 (spec §9). */
export function getPoachSalary(value: number): number {
  return value + POACH_SALARY_INCREASE;
}

/** Salary of a signed free agent: $0 (spec §5/§9). */
export function getSignedFreeAgentSalary(): number {
  return SIGNED_FREE_AGENT_SALARY;
}
