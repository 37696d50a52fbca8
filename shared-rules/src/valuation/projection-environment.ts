/**
 * Game environment from the schedule's betting lines (nflverse/nfldata convention: `spread_line` is the
 * home team's expected margin, positive when home is favoured; `total_line` the expected combined score).
 * A team's implied points = total / 2 ± spread / 2.
 */

/** One scheduled game with its closing lines (null when the schedule has none). */
export interface ModelGame {
  year: number;
  week: number;
  home: string;
  away: string;
  spread_line: number | null;
  total_line: number | null;
}

export interface TeamGame {
  opp: string;
  home: boolean;
  /** The team's implied points, null without lines. */
  implied: number | null;
}

export interface EnvironmentIndex {
  byTeamWeek: Map<string, TeamGame>;
  /** Mean implied team points over a season's games with lines (22 when none has lines). */
  meanImplied(year: number): number;
}

/** The NFL's long-run points per team-game, used only when a season has no lines at all. */
const FALLBACK_IMPLIED = 22;

export function impliedPoints(game: ModelGame): { home: number; away: number } | null {
  if (game.total_line == null || game.spread_line == null) return null;
  return { home: game.total_line / 2 + game.spread_line / 2, away: game.total_line / 2 - game.spread_line / 2 };
}

export function environmentIndex(games: readonly ModelGame[]): EnvironmentIndex {
  const byTeamWeek = new Map<string, TeamGame>();
  const season = new Map<number, { sum: number; n: number }>();
  for (const g of games) {
    const implied = impliedPoints(g);
    byTeamWeek.set(`${g.year}:${g.week}:${g.home}`, { opp: g.away, home: true, implied: implied?.home ?? null });
    byTeamWeek.set(`${g.year}:${g.week}:${g.away}`, { opp: g.home, home: false, implied: implied?.away ?? null });
    if (implied) {
      const s = season.get(g.year) ?? { sum: 0, n: 0 };
      s.sum += implied.home + implied.away;
      s.n += 2;
      season.set(g.year, s);
    }
  }
  return {
    byTeamWeek,
    meanImplied(year) {
      const s = season.get(year);
      return s && s.n > 0 ? s.sum / s.n : FALLBACK_IMPLIED;
    },
  };
}

export function gameEnvironment(env: EnvironmentIndex, year: number, week: number, team: string): TeamGame | undefined {
  return env.byTeamWeek.get(`${year}:${week}:${team}`);
}
