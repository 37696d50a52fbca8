/**
 * Rules part A: constants, roster model, salaries, season calendar, player eligibility, waivers
 * (incl. poaches and restricted free agency), trades and formatting. Pure: no IO, no clock — time
 * is passed in as `now`, unix seconds; the league calendar is America/New_York.
 */
export * from './constants/types';
export * from './constants/slots';
export * from './constants/codes';
export * from './constants/nfl-teams';
export * from './constants/nfl-status';
export * from './constants/jobs';
export * from './constants/season-constants';
export * from './constants/default-league';

export * from './roster/slot-eligibility';
export * from './roster/roster';
export * from './roster/messages';

export * from './salaries/salary';
export * from './salaries/franchise';

export * from './season/calendar';
export * from './season/windows';
export * from './season/calendar-events';
export * from './season/draft';
export * from './season/rfa-nominations';
export * from './season/picks';
export * from './season/draft-board';
export * from './season/rollover';

export * from './eligibility/reserve';
export * from './eligibility/transaction-history';
export * from './eligibility/player-eligibility';
export * from './eligibility/reserve-move';

export * from './waivers/claims';
export * from './waivers/claim-space';
export * from './waivers/poach';
export * from './waivers/restricted-free-agency';
export * from './waivers/claim-checks';
export * from './waivers/claim-menu';
export * from './waivers/run-times';
export * from './waivers/report';

export * from './trades/trade';
export * from './trades/check';
export * from './trades/analyzer';
export * from './trades/pick-history';

export * from './format/text';
export * from './format/age';
export * from './format/odds';
export * from './format/csv';
