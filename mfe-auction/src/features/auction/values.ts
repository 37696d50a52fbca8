import {
  adjustedMarketSalaries,
  discretionaryCap,
  marketRate,
  marketSalary,
  getRosterLimit,
  type League as RulesLeague,
} from '@league/shared-rules';
import type { League, LeaguePlayer, NflGame } from '@league/shared-rules/contracts';

/** A pool row: the player plus the auction values shown on the card and in the pool. */
export interface PoolPlayer {
  player: LeaguePlayer;
  /**
   * On a team this season. Taken from which list the player came from, not from `player.tid`: a visitor's
   * lists carry no team (spec §6), yet the pool must still leave rostered players out.
   */
  rostered: boolean;
  /** Points the values are built on: last season's half-ppr points (no projections in this data set). */
  points: number;
  pointsAdded: number;
  market: number;
  adjusted: number;
  bye: number | null;
  age: number | null;
}

const STARTERS: Record<string, (l: League) => number> = {
  QB: (l) => l.sqb,
  RB: (l) => l.srb,
  WR: (l) => l.swr,
  TE: (l) => l.ste,
  K: (l) => l.sk,
  DST: (l) => l.sdst,
};

/** Bye week per NFL team: the regular-season week (1–18) without a game. */
export function byeWeeks(games: readonly NflGame[]): Map<string, number> {
  const played = new Map<string, Set<number>>();
  let maxWeek = 0;
  for (const g of games) {
    if (g.seas_type !== 'REG') continue;
    maxWeek = Math.max(maxWeek, g.week);
    for (const t of [g.h, g.v]) (played.get(t) ?? played.set(t, new Set()).get(t)!).add(g.week);
  }
  const byes = new Map<string, number>();
  for (const [team, weeks] of played) {
    for (let w = 1; w <= maxWeek; w++) if (!weeks.has(w)) byes.set(team, w);
  }
  return byes;
}

/** Whole years between a `YYYY-MM-DD` birth date and `nowMs`. */
export function ageOn(dob: string | null, nowMs: number): number | null {
  if (!dob) return null;
  const born = Date.parse(dob);
  if (Number.isNaN(born)) return null;
  return Math.floor((nowMs - born) / (365.25 * 24 * 3600 * 1000));
}

/**
 * Market and Adjusted values (DOMAIN-NOTES "Valuation", spec §9). The baseline of a position is the
 * worst starter when every team fills its dedicated slots at it (flex slots are not counted here);
 * Market prices points added at the league's rate, Adjusted against the cap still unspent.
 */
export function poolValues(
  league: League,
  players: readonly LeaguePlayer[],
  opts: { unspentCap: number; byes: Map<string, number>; nowMs: number; rostered: ReadonlySet<string> },
): PoolPlayer[] {
  const points = players.map((p) => p.points_last_season ?? 0);
  const baseline: Record<string, number> = {};
  for (const pos of Object.keys(STARTERS)) {
    const n = league.num_teams * STARTERS[pos](league);
    const sorted = players.map((p, i) => (p.pos === pos ? points[i] : null)).filter((v): v is number => v !== null).sort((a, b) => b - a);
    baseline[pos] = n > 0 && sorted.length ? sorted[Math.min(n, sorted.length) - 1] : 0;
  }
  const pointsAdded = players.map((p, i) => points[i] - (baseline[p.pos] ?? 0));
  const limit = getRosterLimit(league as unknown as RulesLeague);
  const rate = marketRate(pointsAdded, discretionaryCap(league.num_teams, league.cap, limit, league.min_bid));
  const adjusted = adjustedMarketSalaries(pointsAdded, players.map((p) => (opts.rostered.has(p.pid) ? 1 : 0)), opts.unspentCap);
  return players.map((player, i) => ({
    player,
    rostered: opts.rostered.has(player.pid),
    points: points[i],
    pointsAdded: pointsAdded[i],
    market: marketSalary(pointsAdded[i], rate),
    adjusted: adjusted[i],
    bye: opts.byes.get(player.team) ?? null,
    age: ageOn(player.dob, opts.nowMs),
  }));
}
