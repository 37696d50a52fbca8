import type { League, Standings, TeamOdds } from '@league/shared-rules/contracts';
import { toPercent } from '@league/shared-rules';

export type StandingsTeam = Standings['teams'][number];

/** A table of the standings page: the whole league, or one division. */
export interface StandingsGroup {
  title: string;
  teams: StandingsTeam[];
}

const DIVISION_NAMES = ['division_1_name', 'division_2_name', 'division_3_name', 'division_4_name'] as const;

/**
 * Division tables when the league's teams sit in two or more divisions (named by the league, else
 * "Division n"), otherwise one league table. The api sends the teams in standings order (the
 * shared-rules standings and tiebreakers); each table keeps that order.
 */
export function standingsGroups(standings: Standings, league: Pick<League, (typeof DIVISION_NAMES)[number]>): StandingsGroup[] {
  const divisions = [...new Set(standings.teams.map((t) => t.div).filter((d): d is number => d !== null))].sort((a, b) => a - b);
  if (divisions.length < 2) return [{ title: 'League', teams: standings.teams }];
  const groups = divisions.map((div) => ({
    title: league[DIVISION_NAMES[div - 1]] ?? `Division ${div}`,
    teams: standings.teams.filter((t) => t.div === div),
  }));
  const loose = standings.teams.filter((t) => t.div === null);
  return loose.length > 0 ? [...groups, { title: 'No division', teams: loose }] : groups;
}

/** "8-5" or "8-5-1" with ties. */
export function record(wins: number, losses: number, ties: number): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

/** Points for as a share of potential points (the optimal lineups' points), `pp_pct` as the api computes it. */
export function potentialShare(team: Pick<StandingsTeam, 'pp_pct'>): string {
  return team.pp_pct === null ? '-' : toPercent(team.pp_pct);
}

export type OddsKind = 'playoff' | 'division' | 'bye' | 'championship';

/** One odds cell: the odds now and, when the team plays this week, with a win and with a loss. */
export function oddsCell(odds: TeamOdds | null, kind: OddsKind): { now: string; win: string | null; loss: string | null } | null {
  if (!odds) return null;
  const now = odds[`${kind}_odds`];
  if (now === null) return null;
  const win = odds[`${kind}_odds_with_win`];
  const loss = odds[`${kind}_odds_with_loss`];
  return { now: toPercent(now), win: win === null ? null : toPercent(win), loss: loss === null ? null : toPercent(loss) };
}
