/** Playoff weeks of a season (§3 Season record / League: wildcard_round, championship_round list). */
export interface PlayoffRounds {
  wildcard_round?: number | null;
  championship_round?: readonly number[] | null;
}

/** The championship round as played: recorded in `week`, scored over `weeks` combined. */
export interface ChampionshipRound {
  week: number;
  weeks: number[];
}

/**
 * §9: the championship round is the highest week of the championship rounds, combined with the lowest.
 * The title is decided in the highest week on the points of the lowest and highest weeks added together
 * (one week when they are the same). Null without championship weeks.
 */
export function championshipRound(rounds: PlayoffRounds): ChampionshipRound | null {
  const list = rounds.championship_round ?? [];
  if (list.length === 0) return null;
  const low = Math.min(...list);
  const high = Math.max(...list);
  return { week: high, weeks: low === high ? [high] : [low, high] };
}

/** Whether a week belongs to the playoffs: the wildcard week or any championship week. */
export function isPlayoffWeek(rounds: PlayoffRounds, week: number): boolean {
  return rounds.wildcard_round === week || (rounds.championship_round ?? []).includes(week);
}

/** A wildcard game: the higher seed hosts. */
export interface WildcardGame {
  home: number;
  away: number;
}

/**
 * Wildcard pairings of the playoff field (tids in seed order): the teams after the byes meet best
 * against worst (3 v 6, 4 v 5 for six teams with two byes). An odd team out advances without a game.
 */
export function wildcardGames(seedTids: readonly number[], byeTeams: number): WildcardGame[] {
  const field = seedTids.slice(byeTeams);
  const games: WildcardGame[] = [];
  for (let i = 0, j = field.length - 1; i < j; i++, j--) games.push({ home: field[i], away: field[j] });
  return games;
}

/** Winner of a wildcard game from the week's points; a tie goes to the higher seed (home). */
export function wildcardWinner(game: WildcardGame, points: ReadonlyMap<number, number>): number {
  return (points.get(game.away) ?? 0) > (points.get(game.home) ?? 0) ? game.away : game.home;
}

/** A championship contender's combined points. */
export interface ChampionshipStanding {
  tid: number;
  points: number;
}

/**
 * Championship ranking: each contender's points over the round's weeks combined, highest first; level
 * totals go to the better seed (earlier in `contenders`, which is in seed order).
 */
export function rankChampionship(
  contenders: readonly number[],
  round: ChampionshipRound,
  pointsByWeek: ReadonlyMap<number, ReadonlyMap<number, number>>,
): ChampionshipStanding[] {
  const standings = contenders.map((tid, seedIndex) => {
    let points = 0;
    for (const week of round.weeks) points += pointsByWeek.get(week)?.get(tid) ?? 0;
    return { tid, points, seedIndex };
  });
  standings.sort((a, b) => b.points - a.points || a.seedIndex - b.seedIndex);
  return standings.map(({ tid, points }) => ({ tid, points }));
}
