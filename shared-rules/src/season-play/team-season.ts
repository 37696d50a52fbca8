import type { TeamSeasonStats } from '../contracts/http/team-stats';
import { optimalLineup, type LineupCandidate, type StartingSlots } from '../lineups/optimal-lineup';
import { seedPlayoffs, type SeedingOptions } from '../standings/seeding';
import { computeRecords, type MatchupResult, type StandingsTeam } from '../standings/team-records';
import { round2 } from './random';

/** A team's potential (optimal-lineup) points in one week. */
export interface TeamWeekPotential {
  tid: number;
  week: number;
  points: number;
}

/** A team's final place in the postseason (1 = champion). */
export interface PostseasonFinish {
  tid: number;
  place: number;
}

/** Everything a season's team lines are computed from. */
export interface TeamSeasonLinesInput extends SeedingOptions {
  teams: readonly StandingsTeam[];
  lid: number;
  year: number;
  /** Played head-to-head games (points known). Games after the regular season are left out. */
  matchups: readonly MatchupResult[];
  /** Optimal-lineup points per team and week ({@link potentialPoints}). */
  potential: readonly TeamWeekPotential[];
  regularSeasonFinalWeek: number;
  postseason?: readonly PostseasonFinish[];
}

/**
 * Potential points of a week: the optimal lineup over what the players actually scored. After the fact
 * every game has started, so the lock is lifted; reserve, practice-squad and inactive players still
 * cannot count (they could not have started).
 */
export function potentialPoints(candidates: readonly LineupCandidate[], slots: StartingSlots): number {
  const open = candidates.map((c) => (c.locked ? { ...c, locked: false } : c));
  return round2(optimalLineup(open, slots).points);
}

/**
 * Every team's season line (contract `TeamSeasonStatsSchema`), regular season only:
 * - wins/losses/ties, apWins/apLosses/apTies, pf, pa from the existing computeRecords (all-play compares
 *   each week's score with every other team's that week); pdiff = pf − pa.
 * - pp: the sum of the team's weekly potential points; pp_pct = pf / pp as a fraction (null when pp is 0).
 * - pw/pl, "potential wins and losses": each played game replayed with both teams at their potential
 *   (optimal-lineup) points; a level result counts in neither.
 * - pmax/pmin: the highest and lowest weekly score (null before any game).
 * - division_finish and regular_season_finish: the §9 seeding (seedPlayoffs): place in the division
 *   (null without a division) and overall seed; null before any game.
 * - post_season_finish: the given postseason place, else null.
 * Points are rounded to cents.
 */
export function teamSeasonLines(input: TeamSeasonLinesInput): TeamSeasonStats[] {
  const last = input.regularSeasonFinalWeek;
  const season = computeRecords(input.teams, input.matchups, last);
  const seeding = seedPlayoffs(season, input);
  const potential = new Map<string, number>();
  const pp = new Map<number, number>();
  for (const p of input.potential) {
    if (p.week > last) continue;
    potential.set(`${p.tid}:${p.week}`, p.points);
    pp.set(p.tid, (pp.get(p.tid) ?? 0) + p.points);
  }
  const known = new Set(input.teams.map((t) => t.tid));
  const pw = new Map<number, number>();
  const pl = new Map<number, number>();
  const weekly = new Map<number, number[]>();
  let played = 0;
  for (const m of input.matchups) {
    if (m.week > last || !known.has(m.hid) || !known.has(m.aid)) continue;
    played++;
    pushTo(weekly, m.hid, m.hp);
    pushTo(weekly, m.aid, m.ap);
    const hpp = potential.get(`${m.hid}:${m.week}`);
    const app = potential.get(`${m.aid}:${m.week}`);
    if (hpp === undefined || app === undefined || hpp === app) continue;
    const [winner, loser] = hpp > app ? [m.hid, m.aid] : [m.aid, m.hid];
    pw.set(winner, (pw.get(winner) ?? 0) + 1);
    pl.set(loser, (pl.get(loser) ?? 0) + 1);
  }
  const place = new Map((input.postseason ?? []).map((p) => [p.tid, p.place]));
  return season.records.map((r) => {
    const scores = weekly.get(r.tid) ?? [];
    const pf = round2(r.pointsFor);
    const teamPp = round2(pp.get(r.tid) ?? 0);
    return {
      tid: r.tid,
      lid: input.lid,
      year: input.year,
      wins: r.wins,
      losses: r.losses,
      ties: r.ties,
      apWins: r.allPlayWins,
      apLosses: r.allPlayLosses,
      apTies: r.allPlayTies,
      pf,
      pa: round2(r.pointsAgainst),
      pdiff: round2(r.pointsFor - r.pointsAgainst),
      pp: teamPp,
      pw: pw.get(r.tid) ?? 0,
      pl: pl.get(r.tid) ?? 0,
      pp_pct: teamPp > 0 ? pf / teamPp : null,
      pmax: scores.length > 0 ? round2(Math.max(...scores)) : null,
      pmin: scores.length > 0 ? round2(Math.min(...scores)) : null,
      division_finish: r.div !== 0 ? (seeding.divisionFinish.get(r.tid) ?? null) : null,
      regular_season_finish: played > 0 ? (seeding.seedOf.get(r.tid) ?? null) : null,
      post_season_finish: place.get(r.tid) ?? null,
    };
  });
}

function pushTo(map: Map<number, number[]>, key: number, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
