/**
 * The slices of the contract entities the shell reads: ids, names, the commissioner, hosting and the
 * calendar dates for next events. Narrow structural types, so the full contract objects fit and
 * tests can build small ones; type-only imports keep the contracts out of the shell's bundle.
 */
import type { League, LeagueWithCalendar, MeResponse as ContractMeResponse, User as ContractUser, UserTeam } from '@league/shared-rules/contracts';

type Some<T, K extends keyof T> = Partial<Pick<T, K>>;

export type LeagueSummary = Pick<League, 'uid'> &
  Some<
    League,
    | 'name'
    | 'commishid'
    | 'hosted'
    | 'num_teams'
    | 'cap'
    | 'free_agency_live_auction_start'
    | 'free_agency_live_auction_end'
    | 'free_agency_period_start'
    | 'free_agency_period_end'
    | 'draft_start'
    | 'tddate'
    | 'ext_date'
    | 'tran_start'
    | 'tran_end'
    | 'wildcard_round'
    | 'championship_round'
  > &
  // GET /leagues/:id only (a league from /me has none): the season calendar's events, worked out by the server
  Partial<Pick<LeagueWithCalendar, 'calendar_events'>>;

export type TeamSummary = Pick<UserTeam, 'uid' | 'lid'> & Some<UserTeam, 'name' | 'abbrv'>;

export type User = Pick<ContractUser, 'id' | 'username'> &
  Some<ContractUser, 'email' | 'phone' | 'user_text_notifications' | 'user_voice_notifications' | 'default_league_id' | 'default_team_id'>;

export interface MeResponse {
  user: User;
  teams: TeamSummary[];
  leagues: LeagueSummary[];
}

/** The contract's answer is assignable to the shell's view of it (checked at compile time). */
export type ContractFits = ContractMeResponse extends MeResponse ? true : never;
