import type { LineupPlayer, TeamWeekLineup } from '@league/shared-rules/contracts';
import { formatKickoff } from '../shared/time';

/** Fantasy points with two decimals ("–" before any are scored). */
export function formatPoints(points: number | null | undefined): string {
  return points === null || points === undefined ? '–' : points.toFixed(2);
}

/** A team's points as the matchup counts them: the commissioner's correction when set. */
export function countedPoints(lineup: TeamWeekLineup): number {
  return lineup.points_manual ?? lineup.points;
}

/** Whether the player still has to play, is playing, is done or has a bye, as the lineup row says it. */
export function playerState(player: LineupPlayer, timeZone: string): string {
  switch (player.status) {
    case 'bye':
      return 'Bye';
    case 'final':
      return 'Final';
    case 'live':
      return `Live · ${Math.round(player.minutes_left)} min left`;
    case 'scheduled':
      return player.kickoff === null ? 'To play' : `To play · ${formatKickoff(player.kickoff, timeZone)}`;
  }
}

/** A team's minutes left, e.g. "180 min left to play" or "Done". */
export function minutesLeft(lineup: TeamWeekLineup): string {
  const minutes = Math.round(lineup.minutes);
  return minutes > 0 ? `${minutes} min left to play` : lineup.final ? 'Final' : 'Done';
}
