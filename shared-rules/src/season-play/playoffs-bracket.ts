import { championshipRound, rankChampionship, wildcardGames, wildcardWinner } from '../standings/playoffs';
import type { PostseasonFinish } from './team-season';

/** What the postseason is built from. */
export interface PlayoffBracketInput {
  /** Playoff teams' tids in seed order (seedPlayoffs(...).playoffTeams). */
  seeds: readonly number[];
  /** How many top seeds skip the wildcard round. */
  byes: number;
  /** The league's wildcard_round week; null = no wildcard round (every seed plays the championship). */
  wildcardWeek: number | null;
  /** The league's championship_round list (§9: scored over its lowest and highest week combined). */
  championshipWeeks: readonly number[];
  /** A team's final points in a week; null while that week is not final. */
  points: (tid: number, week: number) => number | null;
}

/** A wildcard game: the higher seed is home and wins a tie. */
export interface BracketGame {
  home: number;
  away: number;
  homePoints: number | null;
  awayPoints: number | null;
  winner: number | null;
}

export interface WildcardBracketRound {
  kind: 'wildcard';
  week: number;
  games: BracketGame[];
  /** The odd team out of an odd field, who advances without a game. */
  walkovers: number[];
}

/** A contender's points over the championship weeks played so far (null before any). */
export interface ChampionshipEntry {
  tid: number;
  points: number | null;
}

export interface ChampionshipBracketRound {
  kind: 'championship';
  /** The week the round is recorded in (its highest week) and the weeks scored. */
  week: number;
  weeks: number[];
  /** Contenders known so far, in seed order (byes first, then wildcard winners as they are decided). */
  teams: number[];
  /** Once every contender is known and every week final: ranked by total points, else in seed order. */
  standings: ChampionshipEntry[];
  complete: boolean;
}

export type BracketRound = WildcardBracketRound | ChampionshipBracketRound;

export interface PlayoffBracket {
  rounds: BracketRound[];
  champion: number | null;
  /** Postseason places once the champion is decided: championship rank, then wildcard losers by seed. */
  finish: PostseasonFinish[];
}

/**
 * The postseason of a season from its seeding (§9, DOMAIN-NOTES "Standings and playoffs"):
 * - Wildcard round (when the league has a wildcard week and more playoff teams than byes): the seeds
 *   after the byes meet best against worst (3 v 6, 4 v 5), one week, a tie to the higher seed.
 * - Championship round: the byes plus the wildcard winners (or every seed without a wildcard round), a
 *   tournament on points over the championship weeks combined (lowest and highest week of the list);
 *   a level total goes to the better seed.
 * A game or round is decided only when all its points are final (`points` not null).
 */
export function playoffBracket(input: PlayoffBracketInput): PlayoffBracket {
  const rounds: BracketRound[] = [];
  const seeds = [...input.seeds];
  const byes = Math.min(Math.max(0, input.byes), seeds.length);
  const seedIndex = new Map(seeds.map((tid, i) => [tid, i]));
  let contenders: Array<number | null> = seeds;
  const wildcardLosers: number[] = [];

  if (input.wildcardWeek !== null && seeds.length > byes) {
    const week = input.wildcardWeek;
    const games = wildcardGames(seeds, byes).map((g): BracketGame => {
      const homePoints = input.points(g.home, week);
      const awayPoints = input.points(g.away, week);
      let winner: number | null = null;
      if (homePoints !== null && awayPoints !== null) {
        winner = wildcardWinner(g, new Map([[g.home, homePoints], [g.away, awayPoints]]));
        wildcardLosers.push(winner === g.home ? g.away : g.home);
      }
      return { home: g.home, away: g.away, homePoints, awayPoints, winner };
    });
    const field = seeds.slice(byes);
    const walkovers = field.length % 2 === 1 ? [field[(field.length - 1) / 2]] : [];
    rounds.push({ kind: 'wildcard', week, games, walkovers });
    contenders = [...seeds.slice(0, byes), ...walkovers, ...games.map((g) => g.winner)];
  }

  const round = championshipRound({ championship_round: [...input.championshipWeeks] });
  if (!round) return { rounds, champion: null, finish: [] };
  const known = contenders.filter((t): t is number => t !== null).sort((a, b) => seedIndex.get(a)! - seedIndex.get(b)!);
  const allKnown = known.length === contenders.length;
  const byWeek = new Map<number, Map<number, number>>();
  let final = allKnown && known.length > 0;
  const partial = new Map<number, number | null>();
  for (const tid of known) {
    let sum: number | null = null;
    for (const week of round.weeks) {
      const p = input.points(tid, week);
      if (p === null) {
        final = false;
        continue;
      }
      sum = (sum ?? 0) + p;
      let list = byWeek.get(week);
      if (!list) byWeek.set(week, (list = new Map()));
      list.set(tid, p);
    }
    partial.set(tid, sum);
  }
  const standings: ChampionshipEntry[] = final
    ? rankChampionship(known, round, byWeek).map((s) => ({ tid: s.tid, points: s.points }))
    : known.map((tid) => ({ tid, points: partial.get(tid) ?? null }));
  rounds.push({ kind: 'championship', week: round.week, weeks: round.weeks, teams: known, standings, complete: final });
  if (!final) return { rounds, champion: null, finish: [] };
  const order = [...standings.map((s) => s.tid), ...wildcardLosers.sort((a, b) => seedIndex.get(a)! - seedIndex.get(b)!)];
  return { rounds, champion: standings[0].tid, finish: order.map((tid, i) => ({ tid, place: i + 1 })) };
}
