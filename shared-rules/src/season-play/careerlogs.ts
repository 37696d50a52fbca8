import type { TeamCareerlog, TeamSeasonStats, UserCareerlog } from '../contracts/http/team-stats';
import type { BracketRound } from '../contracts/http/matchups';

/** One season of the league as the careerlogs read it: the standings' lines, the bracket and the weekly scores. */
export interface CareerSeason {
  year: number;
  lines: readonly TeamSeasonStats[];
  bracket: readonly BracketRound[];
  /** Regular-season weekly scores (counted points). */
  weekly: ReadonlyArray<{ tid: number; week: number; points: number }>;
}

/** A careerlog line before it is given to a user or a team: every metric, and its rank among the league's. */
type Metrics = Record<string, number | null>;
interface CareerLine {
  metrics: Metrics;
  ranks: Record<string, number>;
}

const SUMMED = ['wins', 'losses', 'ties', 'apWins', 'apLosses', 'apTies', 'pf', 'pa', 'pdiff', 'pp', 'pw', 'pl'] as const;
/** Metrics that describe the span, not a performance: they get no rank. */
const UNRANKED = new Set(['first_season_year', 'last_season_year']);

const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (w: number, l: number, t: number) => (w + l + t > 0 ? round2((w + t / 2) / (w + l + t)) : null);

/** One team's numbers in one season, before teams are summed into users. */
function seasonNumbers(season: CareerSeason, line: TeamSeasonStats, weeklyHigh: Map<number, number>) {
  const wildcard = season.bracket.find((r) => r.name === 'Wildcard');
  const championship = season.bracket.find((r) => r.name === 'Championship');
  const inWildcard = wildcard?.games.find((g) => g.tids.includes(line.tid));
  const inChampionship = championship?.teams.some((t) => t.tid === line.tid) ?? false;
  const overall = line.post_season_finish ?? line.regular_season_finish;
  return {
    line,
    weekly_high_scores: weeklyHigh.get(line.tid) ?? 0,
    post_seasons: line.post_season_finish !== null ? 1 : 0,
    championships: line.post_season_finish === 1 ? 1 : 0,
    championship_rounds: inChampionship ? 1 : 0,
    regular_season_leader: line.regular_season_finish === 1 ? 1 : 0,
    num_byes: wildcard && inChampionship && !inWildcard ? 1 : 0,
    division_wins: line.division_finish === 1 ? 1 : 0,
    wildcards: inWildcard ? 1 : 0,
    wildcard_wins: inWildcard && inWildcard.winner === line.tid ? 1 : 0,
    championship_points: championship?.teams.find((t) => t.tid === line.tid)?.points ?? 0,
    win_pct: pct(line.wins, line.losses, line.ties),
    all_play_pct: pct(line.apWins, line.apLosses, line.apTies),
    overall,
  };
}
type SeasonNumbers = ReturnType<typeof seasonNumbers>;

/** Sums seasons (of one team, or of every team a user owns) into one careerlog line, without ranks. */
function sumSeasons(seasons: readonly SeasonNumbers[]): Metrics {
  const out: Metrics = {};
  for (const key of SUMMED) out[key] = round2(seasons.reduce((s, n) => s + n.line[key], 0));
  out.pp_pct = (out.pp as number) > 0 ? round2((out.pf as number) / (out.pp as number)) : null;
  const maxes = seasons.map((n) => n.line.pmax).filter((v): v is number => v !== null);
  const mins = seasons.map((n) => n.line.pmin).filter((v): v is number => v !== null);
  out.pmax = maxes.length ? Math.max(...maxes) : null;
  out.pmin = mins.length ? Math.min(...mins) : null;
  for (const key of ['weekly_high_scores', 'post_seasons', 'championships', 'championship_rounds', 'regular_season_leader', 'num_byes', 'division_wins', 'wildcards', 'wildcard_wins'] as const) {
    out[key] = seasons.reduce((s, n) => s + n[key], 0);
  }
  out.wildcard_losses = (out.wildcards as number) - (out.wildcard_wins as number);
  out.championship_points = round2(seasons.reduce((s, n) => s + n.championship_points, 0));
  const best = (values: Array<number | null>, pick: (...v: number[]) => number) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length ? pick(...known) : null;
  };
  out.best_season_win_pct = best(seasons.map((n) => n.win_pct), Math.max);
  out.best_season_all_play_pct = best(seasons.map((n) => n.all_play_pct), Math.max);
  // finishes are places: the best is the smallest
  out.best_regular_season_finish = best(seasons.map((n) => n.line.regular_season_finish), Math.min);
  out.worst_regular_season_finish = best(seasons.map((n) => n.line.regular_season_finish), Math.max);
  out.best_overall_finish = best(seasons.map((n) => n.overall), Math.min);
  out.worst_overall_finish = best(seasons.map((n) => n.overall), Math.max);
  const years = seasons.map((n) => n.line.year);
  out.first_season_year = Math.min(...years);
  out.last_season_year = Math.max(...years);
  out.num_seasons = new Set(years).size;
  return out;
}

/**
 * Ranks every metric among the lines (spec §3 "Each metric also gets a rank (higher is better)"): rank 1
 * is the highest value — the most wins, and also the most losses; a finish is a place, so for finishes
 * the rank follows the smallest place. Equal values share a rank (1, 1, 3). A metric a line lacks (null)
 * gets no rank there.
 */
function rank(lines: Metrics[]): CareerLine[] {
  const metrics = new Set(lines.flatMap((l) => Object.keys(l)).filter((k) => !UNRANKED.has(k)));
  const ranked: CareerLine[] = lines.map((l) => ({ metrics: l, ranks: {} }));
  for (const metric of metrics) {
    const lowerIsBetter = metric.endsWith('_finish');
    const values = ranked.map((l) => l.metrics[metric]).filter((v): v is number => typeof v === 'number');
    for (const l of ranked) {
      const v = l.metrics[metric];
      if (typeof v !== 'number') continue;
      l.ranks[metric] = 1 + values.filter((o) => (lowerIsBetter ? o < v : o > v)).length;
    }
  }
  return ranked;
}

/**
 * The league's careerlogs (spec §3 "Careerlog metrics", GET /leagues/:lid/careerlogs) from the seasons it
 * has played: per team, and per user over the teams the user owns. Record and scoring numbers are summed
 * (pp_pct recomputed from the sums; pmax/pmin the extremes); titles and appearances are counted per
 * season; the best and worst lines pick across seasons. A week's high score goes to every team that
 * scored the week's top (regular season).
 */
export function careerlogs<U extends { userid: number; username: string }>(
  seasons: readonly CareerSeason[],
  owners: ReadonlyMap<number, readonly U[]>,
): { teams: TeamCareerlog[]; users: UserCareerlog[] } {
  const byTeam = new Map<number, SeasonNumbers[]>();
  for (const season of seasons) {
    const top = new Map<number, number>();
    for (const w of season.weekly) top.set(w.week, Math.max(top.get(w.week) ?? -Infinity, w.points));
    const highs = new Map<number, number>();
    for (const w of season.weekly) if (w.points === top.get(w.week)) highs.set(w.tid, (highs.get(w.tid) ?? 0) + 1);
    for (const line of season.lines) {
      if (line.wins + line.losses + line.ties === 0) continue; // a season the team did not play yet
      byTeam.set(line.tid, [...(byTeam.get(line.tid) ?? []), seasonNumbers(season, line, highs)]);
    }
  }
  const tids = [...byTeam.keys()].sort((a, b) => a - b);
  const teams = rank(tids.map((tid) => sumSeasons(byTeam.get(tid)!))).map((l, i) => ({ ...l.metrics, ranks: l.ranks, tid: tids[i] }) as TeamCareerlog);
  const users = new Map<number, { user: U; seasons: SeasonNumbers[] }>();
  for (const tid of tids) {
    for (const user of owners.get(tid) ?? []) {
      const entry = users.get(user.userid) ?? { user, seasons: [] };
      entry.seasons.push(...byTeam.get(tid)!);
      users.set(user.userid, entry);
    }
  }
  const list = [...users.values()].sort((a, b) => a.user.userid - b.user.userid);
  const userLines = rank(list.map((u) => sumSeasons(u.seasons))).map(
    (l, i) => ({ ...l.metrics, ranks: l.ranks, userid: list[i].user.userid, username: list[i].user.username }) as UserCareerlog,
  );
  return { teams, users: userLines };
}
