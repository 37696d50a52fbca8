import {
  RESTRICTED_FREE_AGENCY_ANNOUNCEMENT_HOUR,
  RESTRICTED_FREE_AGENCY_PROCESSING_HOUR,
} from '@league/shared-rules';
import type { LeagueCalendar, UpdateLeagueCalendarBody } from '@league/shared-rules/contracts';
import type { LeagueDoc } from '../../db/models/league.model';
import { AppError } from '../../errors/app-error';
import type { RosterActor, RosterDeps } from './deps';
import { assertCommissioner, loadLeague } from './team-context';

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

/**
 * The commissioner sets the calendar (403 NOT_COMMISSIONER otherwise): the transition period's
 * start and end, the announcement and processing hours, the extension deadline. The period must
 * end after it starts, with the stored value of a field the body leaves out (400 INVALID_PARAMS).
 */
export async function updateLeagueCalendar(
  deps: RosterDeps,
  actor: RosterActor,
  lid: number,
  body: UpdateLeagueCalendarBody,
): Promise<LeagueCalendar> {
  const league = await loadLeague(deps, lid);
  assertCommissioner(league, actor);
  const next = { ...toCalendar(league), ...body };
  if (next.tran_start != null && next.tran_end != null && next.tran_end <= next.tran_start) {
    throw AppError.invalid('tran_end must be after tran_start');
  }
  await deps.season.setLeagueFields(lid, body);
  return toCalendar((await loadLeague(deps, lid)));
}
