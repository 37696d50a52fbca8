import { InjuryStatus, NFL_INACTIVE_STATUSES, NFL_LONG_TERM_RESERVE_STATUSES, NflStatus } from '../constants/nfl-status';
import type { PlayerStatusInput } from '../constants/types';

/** Reserve eligibility flags (spec §3 `reserve`). */
export interface ReserveEligibility {
  ir: boolean;
  ir_long_term: boolean;
  cov: boolean;
}

/**
 * Reserve eligibility from NFL and injury status (spec §4). Decisions: IR for injury status OUT or
 * DOUBTFUL, or an NFL long-term list (injured reserve incl. designated for return, NFI, PUP,
 * practice squad injured); long-term IR only for those NFL lists; COV for Reserve/COVID-19.
 */
export function getReserveEligibility({ nfl_status, injury_status }: PlayerStatusInput): ReserveEligibility {
  const longTerm = nfl_status != null && NFL_LONG_TERM_RESERVE_STATUSES.includes(nfl_status);
  const injury = (injury_status ?? '').toUpperCase();
  return {
    ir: longTerm || injury === InjuryStatus.OUT || injury === InjuryStatus.DOUBTFUL,
    ir_long_term: longTerm,
    cov: nfl_status === NflStatus.RESERVE_COVID_19,
  };
}

/** True when the NFL status means the player cannot play (spec §4 "Locked"). */
export function isInactiveNflStatus(nflStatus: string | null | undefined): boolean {
  return nflStatus != null && NFL_INACTIVE_STATUSES.includes(nflStatus);
}

/** Locked once the NFL game has started or the player is inactive (spec §4). */
export function isPlayerLocked(
  { gameStarted, nfl_status }: { gameStarted?: boolean; nfl_status?: string | null },
): boolean {
  return gameStarted === true || isInactiveNflStatus(nfl_status);
}
