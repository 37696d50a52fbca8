import {
  getCareerlogsEndpoint,
  getLeagueEndpoint,
  getLeagueTeamsEndpoint,
  getScheduleEndpoint,
  getStandingsEndpoint,
  getWeekLineupsEndpoint,
  generateMatchupsEndpoint,
  listMatchupsEndpoint,
  setPointsManualEndpoint,
  type Careerlogs,
  type League,
  type MatchupList,
  type NflGame,
  type Standings,
  type Team,
  type TeamWeekLineup,
  type WeekLineups,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';

/** The league and its teams: every season page names teams and reads the league's playoff rounds. */
export interface LeagueFrame {
  league: League;
  teams: Team[];
}

export async function loadLeagueFrame(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<LeagueFrame> {
  const client = apiClient(ctx);
  const [league, teams] = await Promise.all([
    client.call(getLeagueEndpoint, { params: { leagueId }, signal }),
    client.call(getLeagueTeamsEndpoint, { params: { leagueId }, signal }),
  ]);
  return { league, teams: teams.teams };
}

/** One week's matchups (head-to-head and playoff) and every team's lineup of that week. */
export interface MatchupWeek {
  list: MatchupList;
  lineups: WeekLineups;
}

/**
 * `wholeSeason` for postseason weeks: the championship tournament is recorded in its last week, so an
 * earlier championship week needs the season's list to find it.
 */
export async function loadMatchupWeek(ctx: ApiContext, leagueId: number, year: number, week: number, wholeSeason: boolean, signal?: AbortSignal): Promise<MatchupWeek> {
  const client = apiClient(ctx);
  const [list, lineups] = await Promise.all([
    client.call(listMatchupsEndpoint, { params: { leagueId }, query: wholeSeason ? { year } : { year, week }, signal }),
    loadLineups(ctx, leagueId, year, week, signal),
  ]);
  return { list, lineups };
}

export function loadLineups(ctx: ApiContext, leagueId: number, year: number, week: number, signal?: AbortSignal): Promise<WeekLineups> {
  return apiClient(ctx).call(getWeekLineupsEndpoint, { params: { leagueId, year, week }, signal });
}

/** The commissioner's correction of a team's points for a week (null clears it). */
export function setPointsManual(ctx: ApiContext, leagueId: number, year: number, week: number, tid: number, points: number | null): Promise<TeamWeekLineup> {
  return apiClient(ctx).call(setPointsManualEndpoint, { params: { leagueId, year, week }, body: { tid, points_manual: points } });
}

export function loadStandings(ctx: ApiContext, leagueId: number, year: number, signal?: AbortSignal): Promise<Standings> {
  return apiClient(ctx).call(getStandingsEndpoint, { params: { leagueId }, query: { year }, signal });
}

/** The commissioner draws the current season's schedule (replacing it; refused once a week is scored). */
export function generateMatchups(ctx: ApiContext, leagueId: number): Promise<MatchupList> {
  return apiClient(ctx).call(generateMatchupsEndpoint, { params: { leagueId }, body: {} });
}

/** Every matchup of a season (the league's head-to-head schedule). */
export function loadSeasonMatchups(ctx: ApiContext, leagueId: number, year: number, signal?: AbortSignal): Promise<MatchupList> {
  return apiClient(ctx).call(listMatchupsEndpoint, { params: { leagueId }, query: { year }, signal });
}

export async function loadNflWeek(ctx: ApiContext, year: number, week: number, signal?: AbortSignal): Promise<NflGame[]> {
  const answer = await apiClient(ctx).call(getScheduleEndpoint, { query: { year, week }, signal });
  return answer.games;
}

/** The league's careerlogs: every played season, per team and per user. */
export function loadCareerlogs(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<Careerlogs> {
  return apiClient(ctx).call(getCareerlogsEndpoint, { params: { leagueId }, signal });
}
