import { VISITOR_SCORING_FORMAT } from '../league-formats/scoring-formats';
import { fantasyPoints } from '../scoring/calculate-points';
import type { StatLine } from '../scoring/stat-line';
import { environmentIndex, gameEnvironment, type ModelGame } from './projection-environment';

export type { ModelGame } from './projection-environment';

/**
 * The product's own projection source (README "Own projection source"): a usage × efficiency model
 * over the real weekly lines, scaled by the game's betting environment and the opponent's strength.
 * Pure: every input (lines, schedule, the target week) comes in; nothing reads a clock.
 */

/** Positions the model projects (offence only: the shipped weekly lines have no kicking before 2025). */
export const MODEL_POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;

/** One played game of one player (a player_weeks line with its opponent). */
export interface ModelLine {
  pid: string;
  pos: string;
  year: number;
  week: number;
  team: string;
  /** Opponent team code; null when the game is unknown (the line still counts for the player). */
  opp: string | null;
  stats: StatLine;
}

/** The stats a projection carries (spec §3 Projection row, without year/week keys). */
export const PROJECTED_KEYS = ['pa', 'py', 'tdp', 'ints', 'ra', 'ry', 'tdr', 'fuml', 'trg', 'rec', 'recy', 'tdrec'] as const;
export type ProjectedLine = Partial<Record<(typeof PROJECTED_KEYS)[number], number>>;

export interface ModelParams {
  /** Weight kept per week of age by a current-season game (recent usage counts most). */
  decay: number;
  /** Weight of a game one season back relative to a current-season game of age 0 (two back: squared). */
  priorSeason: number;
  /** Shrinkage of efficiency toward the position's, in volume units (attempts, carries, targets). */
  passPrior: number;
  rushPrior: number;
  targetPrior: number;
  /** Exponent on (game implied total / the player's usual implied total) for volume and for TDs. */
  volumeElasticity: number;
  touchdownElasticity: number;
  /** Shrinkage of a defence's points allowed toward the league's, in weighted games. */
  defensePrior: number;
}

/**
 * Chosen on the 2024 season (history 2023 + 2024 before each week), never on 2025: see
 * api/src/features/projections/evaluate-cli.ts and the README's table.
 */
export const DEFAULT_MODEL_PARAMS: Readonly<ModelParams> = Object.freeze({
  decay: 0.95,
  priorSeason: 0.1,
  passPrior: 150,
  rushPrior: 60,
  targetPrior: 40,
  volumeElasticity: 0.25,
  touchdownElasticity: 0,
  defensePrior: 6,
});

/** Efficiency stats and the volume each is a rate of. */
const RATES = [
  ['py', 'pa'],
  ['tdp', 'pa'],
  ['ints', 'pa'],
  ['ry', 'ra'],
  ['tdr', 'ra'],
  ['rec', 'trg'],
  ['recy', 'trg'],
  ['tdrec', 'trg'],
  ['fuml', 'touch'],
] as const;
const VOLUMES = ['pa', 'ra', 'trg'] as const;
const TOUCHDOWNS = new Set(['tdp', 'tdr', 'tdrec']);
const OPPONENT_SCALED = new Set(['py', 'tdp', 'ry', 'tdr', 'recy', 'tdrec']);

type Volume = (typeof VOLUMES)[number] | 'touch';

const volumeOf = (s: StatLine, v: Volume): number =>
  v === 'touch' ? (s.pa ?? 0) + (s.ra ?? 0) + (s.rec ?? 0) : (s[v] ?? 0);

/** The weight of a game at (year, week) in a projection of (target year, target week); 0 = not history. */
export function gameWeight(year: number, week: number, targetYear: number, targetWeek: number, p: ModelParams): number {
  if (year === targetYear) return week < targetWeek ? Math.pow(p.decay, targetWeek - week - 1) : 0;
  const back = targetYear - year;
  return back === 1 || back === 2 ? Math.pow(p.priorSeason, back) : 0;
}

interface Tally {
  games: number;
  sums: Record<string, number>;
  implied: number;
  impliedWeight: number;
}

/** A fitted model for one target week: projects any player's line against a given game. */
export interface WeekModel {
  /**
   * The line of the team's game in `gameWeek` (default: the fitted week; a later week projects the rest
   * of the season from what is known now). null when the player has no weighted history (a rookie
   * before his first game: no data, no row) or the team has no game that week (a bye).
   */
  project(pid: string, pos: string, team: string, gameWeek?: number): ProjectedLine | null;
}

/** Fits the model for (year, week) from every line before it (later lines are ignored). */
export function fitWeekModel(
  lines: readonly ModelLine[],
  games: readonly ModelGame[],
  year: number,
  week: number,
  params: ModelParams = DEFAULT_MODEL_PARAMS,
): WeekModel {
  const env = environmentIndex(games);
  const players = new Map<string, Tally>();
  const position = new Map<string, Record<string, number>>();
  // points allowed by each defence to each position, per game (VISITOR default scoring as the yardstick)
  const allowed = new Map<string, { points: number; weight: number }>();
  const allowedGames = new Map<string, Set<string>>();
  const league = new Map<string, { points: number; weight: number }>();

  for (const line of lines) {
    const w = gameWeight(line.year, line.week, year, week, params);
    if (w <= 0) continue;
    let t = players.get(line.pid);
    if (!t) players.set(line.pid, (t = { games: 0, sums: {}, implied: 0, impliedWeight: 0 }));
    t.games += w;
    const pos = position.get(line.pos) ?? {};
    position.set(line.pos, pos);
    for (const key of [...PROJECTED_KEYS, 'touch'] as const) {
      const value = key === 'touch' ? volumeOf(line.stats, 'touch') : (line.stats[key] ?? 0);
      t.sums[key] = (t.sums[key] ?? 0) + w * value;
      pos[key] = (pos[key] ?? 0) + w * value;
    }
    const g = gameEnvironment(env, line.year, line.week, line.team);
    if (g?.implied != null) {
      t.implied += w * g.implied;
      t.impliedWeight += w;
    }
    if (line.opp) {
      const pts = fantasyPoints(line.stats, VISITOR_SCORING_FORMAT, line.pos);
      const key = `${line.opp}:${line.pos}`;
      const a = allowed.get(key) ?? { points: 0, weight: 0 };
      a.points += w * pts;
      allowed.set(key, a);
      const gameKey = `${line.year}:${line.week}`;
      const seen = allowedGames.get(key) ?? new Set<string>();
      if (!seen.has(gameKey)) {
        seen.add(gameKey);
        a.weight += w;
      }
      allowedGames.set(key, seen);
    }
  }
  for (const [key, a] of allowed) {
    const pos = key.split(':')[1];
    const l = league.get(pos) ?? { points: 0, weight: 0 };
    l.points += a.points;
    l.weight += a.weight;
    league.set(pos, l);
  }
  // last season's mean: this season's later lines are not known before the week
  const leagueImplied = env.meanImplied(year - 1);

  const opponentFactor = (opp: string, pos: string): number => {
    const l = league.get(pos);
    if (!l || l.weight <= 0 || l.points <= 0) return 1;
    const mean = l.points / l.weight;
    const a = allowed.get(`${opp}:${pos}`) ?? { points: 0, weight: 0 };
    return (a.points + params.defensePrior * mean) / (a.weight + params.defensePrior) / mean;
  };
  const priorOf = (v: Volume): number =>
    v === 'pa' ? params.passPrior : v === 'ra' ? params.rushPrior : v === 'trg' ? params.targetPrior : params.rushPrior;

  return {
    project(pid, pos, team, gameWeek = week) {
      const t = players.get(pid);
      if (!t || t.games <= 0) return null;
      const game = gameEnvironment(env, year, gameWeek, team);
      if (!game) return null; // a bye, or a team without this week's game
      const usual = t.impliedWeight > 0 ? t.implied / t.impliedWeight : leagueImplied;
      const envRatio = game.implied != null && usual ? game.implied / usual : 1;
      const opp = opponentFactor(game.opp, pos);
      const posSums = position.get(pos) ?? {};
      const out: ProjectedLine = {};
      const volume: Record<string, number> = {};
      for (const v of VOLUMES) {
        volume[v] = (t.sums[v] / t.games) * Math.pow(envRatio, params.volumeElasticity);
        out[v] = volume[v];
      }
      volume.touch = volume.pa + volume.ra + ((t.sums.rec ?? 0) / t.games) * Math.pow(envRatio, params.volumeElasticity);
      for (const [stat, v] of RATES) {
        const k = priorOf(v);
        const posRate = (posSums[v] ?? 0) > 0 ? (posSums[stat] ?? 0) / posSums[v] : 0;
        const rate = ((t.sums[stat] ?? 0) + k * posRate) / ((t.sums[v] ?? 0) + k);
        let value = volume[v] * rate;
        if (TOUCHDOWNS.has(stat)) value *= Math.pow(envRatio, params.touchdownElasticity - params.volumeElasticity);
        if (OPPONENT_SCALED.has(stat)) value *= opp;
        out[stat] = value;
      }
      for (const key of PROJECTED_KEYS) out[key] = Math.round((out[key] ?? 0) * 100) / 100;
      return out;
    },
  };
}

/** Sums weekly lines (a rest-of-season or whole-season row). */
export function sumProjectedLines(lines: readonly ProjectedLine[]): ProjectedLine {
  const out: ProjectedLine = {};
  for (const key of PROJECTED_KEYS) {
    out[key] = Math.round(lines.reduce((s, l) => s + (l[key] ?? 0), 0) * 100) / 100;
  }
  return out;
}
