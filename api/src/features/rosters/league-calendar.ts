import {
  RESTRICTED_FREE_AGENCY_ANNOUNCEMENT_HOUR,
  RESTRICTED_FREE_AGENCY_PROCESSING_HOUR,
} from '@league/shared-rules';
import type { LeagueCalendar } from '@league/shared-rules/contracts';
import type { LeagueDoc } from '../../db/models/league.model';
import type { RosterDeps } from './deps';
import { loadLeague } from './team-context';

function toCalendar(league: LeagueDoc): LeagueCalendar {
  return {
    tran_start: league.tran_start ?? null,
    tran_end: league.tran_end ?? null,
    ext_date: league.ext_date ?? null,
    restricted_free_agency_announcement_hour: league.restricted_free_agency_announcement_hour ?? RESTRICTED_FREE_AGENCY_ANNOUNCEMENT_HOUR,
    restricted_free_agency_processing_hour: league.restricted_free_agency_processing_hour ?? RESTRICTED_FREE_AGENCY_PROCESSING_HOUR,
  };
}

/** The league's restricted free agency dates and hours and its extension deadline (public). */
export async function getLeagueCalendar(deps: RosterDeps, lid: number): Promise<LeagueCalendar> {
  return toCalendar(await loadLeague(deps, lid));
}

// Setting the calendar is a league settings change (PUT /leagues/:lid/calendar goes through
// features/league-settings/update-league.ts), so it is checked and recorded like every other setting.
