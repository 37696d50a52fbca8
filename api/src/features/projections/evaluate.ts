import {
  DEFAULT_MODEL_PARAMS,
  fantasyPoints,
  fitWeekModel,
  MODEL_POSITIONS,
  VISITOR_SCORING_FORMAT,
  type ModelGame,
  type ModelLine,
  type ModelParams,
} from '@league/shared-rules';

/** Error of the projections of one season's regular-season player-weeks (fantasy points, §9 default scoring). */
export interface SeasonError {
  year: number;
  /** Player-weeks with a line that season and at least one regular-season game the season before. */
  playerWeeks: number;
  modelMae: number;
  /** Projection = the player's points per game over last season's regular season. */
  naiveMae: number;
  /** Every player-week the model projects (rookies and returners included), and its error there. */
  modelPlayerWeeks: number;
  modelMaeAll: number;
  /** The same comparison per position. */
  byPosition: Record<string, { playerWeeks: number; modelMae: number; naiveMae: number }>;
}

const FINAL_REG_WEEK = 18;
const positions = new Set<string>(MODEL_POSITIONS);
const points = (line: ModelLine['stats'], pos: string) => fantasyPoints(line, VISITOR_SCORING_FORMAT, pos);

/**
 * Walks weeks 1–18 of `year`: each week's model sees only lines before that week (the previous
 * seasons and the weeks already played), and is scored against the lines of the week.
 */
export function evaluateSeason(lines: readonly ModelLine[], games: readonly ModelGame[], year: number, params: ModelParams = DEFAULT_MODEL_PARAMS): SeasonError {
  const last = new Map<string, { pts: number; n: number }>();
  for (const l of lines) {
    if (l.year !== year - 1 || l.week > FINAL_REG_WEEK || !positions.has(l.pos)) continue;
    const a = last.get(l.pid) ?? { pts: 0, n: 0 };
    a.pts += points(l.stats, l.pos);
    a.n += 1;
    last.set(l.pid, a);
  }
  let n = 0;
  let modelErr = 0;
  let naiveErr = 0;
  let nAll = 0;
  let modelErrAll = 0;
  const byPos = new Map<string, { n: number; model: number; naive: number }>();
  for (let week = 1; week <= FINAL_REG_WEEK; week++) {
    const targets = lines.filter((l) => l.year === year && l.week === week && positions.has(l.pos));
    if (targets.length === 0) continue;
    const model = fitWeekModel(lines, games, year, week, params);
    for (const t of targets) {
      const projected = model.project(t.pid, t.pos, t.team);
      if (!projected) continue;
      const actual = points(t.stats, t.pos);
      const err = Math.abs(points(projected, t.pos) - actual);
      nAll += 1;
      modelErrAll += err;
      const naive = last.get(t.pid);
      if (!naive) continue;
      const naiveError = Math.abs(naive.pts / naive.n - actual);
      n += 1;
      modelErr += err;
      naiveErr += naiveError;
      const p = byPos.get(t.pos) ?? { n: 0, model: 0, naive: 0 };
      p.n += 1;
      p.model += err;
      p.naive += naiveError;
      byPos.set(t.pos, p);
    }
  }
  return {
    year,
    playerWeeks: n,
    modelMae: n ? modelErr / n : NaN,
    naiveMae: n ? naiveErr / n : NaN,
    modelPlayerWeeks: nAll,
    modelMaeAll: nAll ? modelErrAll / nAll : NaN,
    byPosition: Object.fromEntries([...byPos].map(([pos, p]) => [pos, { playerWeeks: p.n, modelMae: p.model / p.n, naiveMae: p.naive / p.n }])),
  };
}
