import {
  calculatePoints,
  scoreLineup,
  trailingProjection,
  type PlayerGameClock,
  type ScoringFormat,
} from '@league/shared-rules';
import type { LineupPlayer } from '@league/shared-rules/contracts';
import type { GameStateDoc } from '../../db/models/stats.model';
import type { LineupEntry } from '../../db/models/season-play.model';
import type { WeekLine } from '../../db/repositories/season-play.repository';

/**
 * Everything needed to score any lineup of one NFL week, read once per request (or per finalization)
 * and shared by every team: the week's stat lines, game states by NFL team, and the players' earlier
 * weeks for projections.
 */
export interface WeekScoringInputs {
  year: number;
  week: number;
  format: ScoringFormat;
  lines: ReadonlyMap<string, WeekLine>;
  /** Game of each NFL team that week, keyed by team code (home and visitor). */
  games: ReadonlyMap<string, GameStateDoc>;
  /** Points of each player's earlier weeks (this season before `week`, and the season before). */
  history: ReadonlyMap<string, Array<{ year: number; week: number; points: number }>>;
  /** Name and current NFL team of each player (the week's line names his team that week). */
  players: ReadonlyMap<string, { name: string; team: string | null }>;
}

export function buildScoringInputs(
  year: number,
  week: number,
  format: ScoringFormat,
  lines: WeekLine[],
  games: GameStateDoc[],
  history: WeekLine[],
  players: ReadonlyMap<string, { name: string; team: string | null }>,
): WeekScoringInputs {
  const byTeam = new Map<string, GameStateDoc>();
  for (const g of games) {
    byTeam.set(g.h, g);
    byTeam.set(g.v, g);
  }
  const past = new Map<string, Array<{ year: number; week: number; points: number }>>();
  for (const h of history) {
    let list = past.get(h.pid);
    if (!list) past.set(h.pid, (list = []));
    list.push({ year: h.year, week: h.week, points: calculatePoints(h.stats, format, h.pos).total });
  }
  return { year, week, format, lines: new Map(lines.map((l) => [l.pid, l])), games: byTeam, history: past, players };
}

/** A player's actual points that week under the league's scoring, or undefined without a stat line. */
export function actualPoints(inputs: WeekScoringInputs, pid: string, pos: string): number | undefined {
  const line = inputs.lines.get(pid);
  return line ? calculatePoints(line.stats, inputs.format, pos).total : undefined;
}

/** The trailing-average projection of a player for the week (see season-play/projection.ts). */
export function projectionOf(inputs: WeekScoringInputs, pid: string): number {
  return Math.round(trailingProjection(inputs.history.get(pid) ?? [], inputs.year, inputs.week).mean * 100) / 100;
}

/** The player's NFL team that week: from his stat line, else his current team (a DST's pid is its team). */
function nflTeam(inputs: WeekScoringInputs, entry: LineupEntry): string | null {
  return inputs.lines.get(entry.pid)?.team ?? inputs.players.get(entry.pid)?.team ?? (entry.pos === 'DST' ? entry.pid : null);
}

/** A team's lineup scored: the contract's player rows plus the totals of its starters. */
export interface ScoredLineup {
  starters: LineupPlayer[];
  bench: LineupPlayer[];
  points: number;
  projected: number;
  minutes: number;
}

/**
 * Scores a lineup with the shared live-score rule (shared-rules scoreLineup): starters' actual points,
 * points plus the unplayed share of each projection, player-minutes left. A player whose team's game
 * is live or final but who has no stat line scored 0 (he did not record a stat); before kickoff, or
 * on a bye, his points are null. Past weeks without game states count a stat line as a final game.
 */
export function scoreTeamWeek(inputs: WeekScoringInputs, starters: LineupEntry[], bench: LineupEntry[]): ScoredLineup {
  const points = new Map<string, number>();
  const projections = new Map<string, number>();
  const clocks = new Map<string, PlayerGameClock>();
  const rows = (entries: LineupEntry[]) =>
    entries.map((e): LineupPlayer => {
      const team = nflTeam(inputs, e);
      const game = team ? inputs.games.get(team) : undefined;
      const actual = actualPoints(inputs, e.pid, e.pos);
      const status = game?.status ?? (actual !== undefined ? 'final' : 'bye');
      const scored = actual ?? (status === 'live' || status === 'final' ? 0 : undefined);
      const projection = e.projection ?? projectionOf(inputs, e.pid);
      if (scored !== undefined) points.set(e.pid, scored);
      projections.set(e.pid, projection);
      if (status !== 'bye') clocks.set(e.pid, { status, secondsRemaining: game?.seconds_remaining ?? 0 });
      const opponent = game && team ? (game.h === team ? game.v : game.h) : null;
      return {
        slot: e.slot,
        pid: e.pid,
        pos: e.pos,
        name: inputs.players.get(e.pid)?.name ?? e.pid,
        team,
        points: scored === undefined ? null : Math.round(scored * 100) / 100,
        projection,
        minutes_left: 0,
        status,
        esbid: game?.esbid ?? null,
        opponent,
        kickoff: game?.kickoff ?? null,
      };
    });
  const starterRows = rows(starters);
  const benchRows = rows(bench);
  const score = scoreLineup(starters, points, projections, clocks);
  const benchScore = scoreLineup(bench, points, projections, clocks);
  const minutesOf = new Map([...score.players, ...benchScore.players].map((p) => [p.pid, p.minutesLeft]));
  for (const r of [...starterRows, ...benchRows]) r.minutes_left = minutesOf.get(r.pid) ?? 0;
  return { starters: starterRows, bench: benchRows, points: score.points, projected: score.projected, minutes: score.minutes };
}
