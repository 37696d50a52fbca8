/**
 * NFL roster statuses (spec §3 lists the families; the abbreviations are ours, chosen to match the
 * codes NFL data feeds use) and injury statuses.
 */
export const NflStatus = {
  ACTIVE: 'ACT',
  INACTIVE: 'INA',
  EXEMPT: 'EXE',
  RESERVE_FUTURE: 'RFT',
  CUT: 'CUT',
  PRACTICE_SQUAD: 'PRA',
  PRACTICE_SQUAD_INJURED: 'PRI',
  INJURED_RESERVE: 'RES',
  INJURED_RESERVE_DESIGNATED_FOR_RETURN: 'RDR',
  INJURED_RESERVE_NON_FOOTBALL: 'NFI',
  PHYSICALLY_UNABLE_TO_PERFORM: 'PUP',
  RESERVE_COVID_19: 'COV',
  RETIRED: 'RET',
  RESTRICTED_FREE_AGENT: 'RFA',
  SUSPENDED: 'SUS',
  UNSIGNED_FREE_AGENT: 'UFA',
  DID_NOT_REPORT: 'DNR',
  COMMISSIONER_EXEMPT_LIST: 'CEL',
  WAIVED: 'WAV',
  EXCLUSIVE_RIGHTS_FREE_AGENT: 'ERF',
} as const;
export type NflStatusCode = (typeof NflStatus)[keyof typeof NflStatus];

/** Abbreviation -> full name. */
export const NFL_STATUS_NAMES: Readonly<Record<NflStatusCode, string>> = {
  ACT: 'Active',
  INA: 'Inactive',
  EXE: 'Exempt',
  RFT: 'Reserve/Future',
  CUT: 'Cut',
  PRA: 'Practice Squad',
  PRI: 'Practice Squad Injured',
  RES: 'Injured Reserve',
  RDR: 'Injured Reserve - Designated for Return',
  NFI: 'Non-Football Injury',
  PUP: 'Physically Unable to Perform',
  COV: 'Reserve/COVID-19',
  RET: 'Retired',
  RFA: 'Restricted Free Agent',
  SUS: 'Suspended',
  UFA: 'Undrafted/Unsigned Free Agent',
  DNR: 'Did Not Report',
  CEL: 'Commissioner Exempt List',
  WAV: 'Waived',
  ERF: 'Exclusive Rights Free Agent',
};

/** Injury statuses of spec §3. */
export const InjuryStatus = {
  DOUBTFUL: 'DOUBTFUL',
  QUESTIONABLE: 'QUESTIONABLE',
  OUT: 'OUT',
  PROBABLE: 'PROBABLE',
} as const;
export type InjuryStatusCode = (typeof InjuryStatus)[keyof typeof InjuryStatus];

/** Short labels for injury statuses. */
export const INJURY_STATUS_ABBREVIATIONS: Readonly<Record<InjuryStatusCode, string>> = {
  DOUBTFUL: 'D',
  QUESTIONABLE: 'Q',
  OUT: 'O',
  PROBABLE: 'P',
};

/**
 * NFL statuses that put a player on the NFL's long-term lists (injured reserve, PUP, NFI). These
 * make a player eligible for IR and long-term IR (see eligibility/reserve).
 */
export const NFL_LONG_TERM_RESERVE_STATUSES: readonly string[] = [
  NflStatus.INJURED_RESERVE,
  NflStatus.INJURED_RESERVE_DESIGNATED_FOR_RETURN,
  NflStatus.INJURED_RESERVE_NON_FOOTBALL,
  NflStatus.PHYSICALLY_UNABLE_TO_PERFORM,
  NflStatus.PRACTICE_SQUAD_INJURED,
];

/** NFL statuses that mean a player cannot play this week (the player is locked, spec §4). */
export const NFL_INACTIVE_STATUSES: readonly string[] = [
  NflStatus.INACTIVE,
  NflStatus.EXEMPT,
  NflStatus.CUT,
  NflStatus.RETIRED,
  NflStatus.SUSPENDED,
  NflStatus.DID_NOT_REPORT,
  NflStatus.COMMISSIONER_EXEMPT_LIST,
  NflStatus.WAIVED,
  // on no NFL team, so no game to play in (the importer gives teamless players this status)
  NflStatus.UNSIGNED_FREE_AGENT,
  ...NFL_LONG_TERM_RESERVE_STATUSES,
  NflStatus.RESERVE_COVID_19,
];

/**
 * Statuses whose players are no player pool (spec §3): they are left out of free-agent and default
 * player lists and cannot be signed or claimed. Only retired players today.
 */
export const NOT_IN_PLAYER_POOL_STATUSES: readonly string[] = [NflStatus.RETIRED];

/** True when a player of this NFL status may be listed as a free agent, signed or claimed. */
export function isInPlayerPool(nflStatus: string | null | undefined): boolean {
  return nflStatus == null || !NOT_IN_PLAYER_POOL_STATUSES.includes(nflStatus);
}
