import type { NflGame, TeamSeasonlogs } from '@league/shared-rules/contracts';

/**
 * The week view's game context for one NFL team (spec §2 "Week Projections": opponent, opponent
 * strength, lines, opponent defensive metrics), from the shipped schedule (GET /schedule, whose lines
 * are the home side's) and the defences' fantasy points allowed (GET /seasonlogs/teams).
 */
export interface TeamWeek {
  opponent: string;
  home: boolean;
  /** The team's point spread: negative when favoured (the home line's sign flipped for the home team). */
  spread: number | null;
  total: number | null;
  /** Points the lines imply for the team: (total − spread) / 2. */
  impliedTotal: number | null;
  moneyline: number | null;
}

/** Fantasy points one defence allowed per game to a position, raw and over what the offences it faced average. */
export interface DefenceVsPosition {
  pts: number;
  rnk: number;
  adjPts: number | null;
  adjRnk: number | null;
}

export type WeekMatchups = Map<string, TeamWeek>;

/** Each NFL team's game of the week (a team without one is on its bye). */
export function weekMatchups(games: readonly NflGame[]): WeekMatchups {
  const map: WeekMatchups = new Map();
  for (const game of games) {
    const total = game.total_line;
    // spread_line > 0: the home team is favoured by that many points
    const homeSpread = game.spread_line === null ? null : -game.spread_line;
    const implied = (spread: number | null) => (total === null || spread === null ? null : (total - spread) / 2);
    map.set(game.h, { opponent: game.v, home: true, spread: homeSpread, total, impliedTotal: implied(homeSpread), moneyline: game.home_moneyline });
    const awaySpread = homeSpread === null ? null : -homeSpread;
    map.set(game.v, { opponent: game.h, home: false, spread: awaySpread, total, impliedTotal: implied(awaySpread), moneyline: game.away_moneyline });
  }
  return map;
}

/** What `team`'s defence allowed to `pos` (rank 1 allows the most: the easiest matchup), or null. */
export function defenceVsPosition(logs: TeamSeasonlogs, team: string, pos: string): DefenceVsPosition | null {
  const lines = logs.teams[team];
  const raw = lines?.[`${pos}_AGAINST`];
  if (!raw) return null;
  const adj = lines[`${pos}_AGAINST_ADJ`];
  return { pts: raw.pts, rnk: raw.rnk, adjPts: adj?.pts ?? null, adjRnk: adj?.rnk ?? null };
}

/** '+3.5', '-7', 'PK' for a spread of 0. */
export function formatSpread(spread: number): string {
  if (spread === 0) return 'PK';
  return spread > 0 ? `+${spread}` : String(spread);
}

/** 'BUF' at home, '@BUF' away. */
export function formatOpponent(week: TeamWeek): string {
  return week.home ? week.opponent : `@${week.opponent}`;
}
