import type { NflGame } from '@league/shared-rules/contracts';

export type ScheduleWeek =
  | { kind: 'game'; week: number; opp: string; away: boolean; game: NflGame }
  | { kind: 'bye'; week: number };

/**
 * The team's regular-season weeks (spec §2 Schedule tab): one per game, and a BYE at the week the
 * team has none (weeks 1 to the season's last regular-season week).
 */
export function scheduleWeeks(games: readonly NflGame[], team: string): ScheduleWeek[] {
  const regular = games.filter((g) => g.seas_type === 'REG');
  const last = Math.max(0, ...regular.map((g) => g.week));
  const mine = new Map(regular.filter((g) => g.h === team || g.v === team).map((g) => [g.week, g]));
  if (mine.size === 0) return [];
  const weeks: ScheduleWeek[] = [];
  for (let week = 1; week <= last; week++) {
    const game = mine.get(week);
    if (!game) weeks.push({ kind: 'bye', week });
    else weeks.push({ kind: 'game', week, opp: game.h === team ? game.v : game.h, away: game.v === team, game });
  }
  return weeks;
}

/** Spec §2: W{week} with @ before the opponent when away; the bye is 'BYE'. */
export function weekLabel(w: ScheduleWeek): string {
  return w.kind === 'bye' ? 'BYE' : `W${w.week} ${w.away ? '@' : ''}${w.opp}`;
}

/**
 * The week to open on: the current NFL week when the season is under way (`nflWeek` > 0, capped at
 * the last week), else the first week whose game is not final, else the last.
 */
export function currentWeek(weeks: readonly ScheduleWeek[], nflWeek = 0): ScheduleWeek | undefined {
  if (nflWeek > 0 && weeks.length) return weeks[Math.min(nflWeek, weeks.length) - 1];
  return weeks.find((w) => w.kind === 'game' && w.game.home_score === null) ?? weeks[weeks.length - 1];
}
