import { PlayerTag } from '../constants/codes';
import type { League, RosterPlayer } from '../constants/types';
import { createRoster } from '../roster/roster';
import { lineupStarterCount } from '../lineups/slots';
import { computeBaselines, sortGroups } from '../valuation/baselines';
import { draftPickValue, type DraftRankHistory } from '../valuation/draft-pick-value';
import { discretionaryCap, marketRate, salaryAdjustedPointsAdded } from '../valuation/market-salary';
import { groupByPosition, positionCodes, POSITION_COUNT } from '../valuation/positions';
import { checkTrade, rosterAfterTrade, type TradeRefusalCode, type TradeSides } from './check';

/**
 * A player of the valuation pool: his points this season so far and his projected points per game
 * (the product's trailing projection, season-play/projection.ts: it has no projection source).
 */
export interface AnalyzerPoolPlayer {
  pid: string;
  pos: string;
  /** Fantasy points of this season's games played so far. */
  toDate: number;
  /** Projected points per remaining game. */
  perGame: number;
}

/** A draft pick as the analyzer shows it. */
export interface AnalyzerPick {
  uid: number;
  tid: number;
  otid: number;
  year: number;
  round: number;
  pick: number | null;
  pid: string | null;
}

/**
 * The pool's values for one league and week — they do not depend on any trade, so callers build them
 * once (see {@link valuePool}) and analyze many trades against them.
 */
export interface PoolValues {
  index: ReadonlyMap<string, number>;
  seasonAdded: Float64Array;
  restAdded: Float64Array;
  /** Dollars per rest-of-season point added. */
  rate: number;
  remainingWeeks: number;
}

export interface TradeAnalyzerInput {
  league: League;
  /** The pool valued with {@link valuePool}. */
  values: PoolValues;
  proposingRoster: readonly RosterPlayer[];
  acceptingRoster: readonly RosterPlayer[];
  trade: TradeSides & { propose_tid: number; accept_tid: number };
  picks: readonly AnalyzerPick[];
  /** Past rookies by draft rank (see draftRankHistory), for §9 pick value. */
  pickHistory: ReadonlyMap<number, DraftRankHistory>;
  now: number;
  /** Players with a pending poaching claim (they cannot be traded). */
  poachClaimed?: ReadonlySet<string>;
}

/** One player's values: points added over the worst starter for the season and the rest of it. */
export interface AnalyzedPlayer {
  pid: string;
  pos: string;
  salary: number;
  seasonPtsAdded: number;
  restPtsAdded: number;
  /** Rest-of-season points added less what his salary buys at the market rate. */
  salaryAdjusted: number;
}

export interface AnalyzedPick extends AnalyzerPick {
  /** §9 draft pick value (points added). */
  value: number;
}

/**
 * A team's totals over its active players: points added (a player below replacement counts 0: he would
 * not start), salary-adjusted value (those points less what the salaries buy at the market rate), pick
 * value and cap space.
 */
export interface TeamTotals {
  seasonPtsAdded: number;
  restPtsAdded: number;
  salaryAdjusted: number;
  pickValue: number;
  capSpace: number;
  rosterSize: number;
}

export interface TradeSideAnalysis {
  tid: number;
  gives: { players: AnalyzedPlayer[]; picks: AnalyzedPick[] };
  receives: { players: AnalyzedPlayer[]; picks: AnalyzedPick[] };
  releases: AnalyzedPlayer[];
  /** The team's unused picks before the trade (what it could offer). */
  picks: AnalyzedPick[];
  before: TeamTotals;
  after: TeamTotals;
}

export interface TradeAnalysis {
  proposing: TradeSideAnalysis;
  accepting: TradeSideAnalysis;
  /** Whether both rosters are legal after the trade (spec §5 and the cap), and why not. */
  legal: boolean;
  problem: { code: TradeRefusalCode; message: string } | null;
  remainingWeeks: number;
  /** Dollars per rest-of-season point added (the market rate salary-adjusted value uses). */
  rate: number;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Points added over each position's worst-starter baseline (DOMAIN-NOTES "Valuation"), for one period. */
function pointsAdded(league: League, positions: readonly string[], points: Float64Array): Float64Array {
  const codes = positionCodes(positions);
  const groups = groupByPosition(codes);
  const sorted = groups.map((g) => new Int32Array(g.length));
  sortGroups(groups, points, sorted);
  const { worstStarter } = computeBaselines(sorted, points, null, league, league.num_teams);
  const added = new Float64Array(points.length);
  for (let i = 0; i < points.length; i++) added[i] = codes[i] < POSITION_COUNT ? points[i] - worstStarter[codes[i]] : 0;
  return added;
}

/** Each position's worst-starter points of a pool (DOMAIN-NOTES "Valuation"), e.g. of a played season. */
export function worstStarterBaselines(league: League, players: ReadonlyArray<{ pos: string; points: number }>): Map<string, number> {
  const points = Float64Array.from(players, (p) => p.points);
  const added = pointsAdded(league, players.map((p) => p.pos), points);
  const out = new Map<string, number>();
  players.forEach((p, i) => {
    if (!out.has(p.pos) && positionCodes([p.pos])[0] < POSITION_COUNT) out.set(p.pos, points[i] - added[i]);
  });
  return out;
}

/**
 * The trade analyzer (issue #11): for both teams, points added over replacement this season (games
 * played plus the projected rest) and for the rest of the season, salary-adjusted value, §9 pick
 * value, cap space and roster size before and after, and whether both rosters stay legal (the same
 * check acceptance makes). Values are league-wide: baselines come from the whole pool under the
 * league's starting slots, the market rate from its discretionary cap. A player outside the pool
 * (no stats) adds nothing (0 points added): no value is invented for him.
 */
/**
 * Values a pool for a league with `remainingWeeks` left: season points (to date plus the projected
 * rest) and rest-of-season points, each over its worst-starter baseline, and the market rate of the
 * rest of season (discretionary cap ÷ total positive points added).
 */
export function valuePool(league: League, pool: readonly AnalyzerPoolPlayer[], remainingWeeks: number): PoolValues {
  const weeks = Math.max(0, remainingWeeks);
  const season = new Float64Array(pool.length);
  const rest = new Float64Array(pool.length);
  pool.forEach((p, i) => {
    rest[i] = p.perGame * weeks;
    season[i] = p.toDate + rest[i];
  });
  const positions = pool.map((p) => p.pos);
  const seasonAdded = pointsAdded(league, positions, season);
  const restAdded = pointsAdded(league, positions, rest);
  const rosterSize = lineupStarterCount(league) + league.bench;
  const rate = marketRate(restAdded, discretionaryCap(league.num_teams, league.cap, rosterSize, league.min_bid));
  return { index: new Map(pool.map((p, i) => [p.pid, i])), seasonAdded, restAdded, rate, remainingWeeks: weeks };
}

export function analyzeTrade(input: TradeAnalyzerInput): TradeAnalysis {
  const { league, trade } = input;
  const { index, seasonAdded, restAdded, rate, remainingWeeks: weeks } = input.values;

  const playerOf = (row: RosterPlayer): AnalyzedPlayer => {
    const i = index.get(row.pid);
    // the salary the cap counts (the roster model's rule): an RFA-tagged player's bid, else his value
    const salary = row.tag === PlayerTag.RESTRICTED_FREE_AGENCY && row.bid != null ? row.bid : row.value;
    const s = i === undefined ? 0 : seasonAdded[i];
    const r = i === undefined ? 0 : restAdded[i];
    return {
      pid: row.pid, pos: row.pos, salary,
      seasonPtsAdded: round1(s), restPtsAdded: round1(r), salaryAdjusted: round1(salaryAdjustedPointsAdded(r, salary, rate)),
    };
  };
  const pickOf = (pick: AnalyzerPick): AnalyzedPick => ({
    ...pick, value: round1(draftPickValue({ round: pick.round, pick: pick.pick, history: input.pickHistory, remainingWeeks: weeks })),
  });
  const pickByUid = new Map(input.picks.map((p) => [p.uid, p]));
  const picksOf = (uids: readonly number[]) => uids.map((u) => pickByUid.get(u)).filter((p): p is AnalyzerPick => !!p).map(pickOf);
  const ownedPicks = (tid: number) => input.picks.filter((p) => p.tid === tid && p.pid === null);

  const totals = (rows: readonly RosterPlayer[], picks: readonly AnalyzedPick[]): TeamTotals => {
    const roster = createRoster(league, rows);
    let seasonPts = 0, restPts = 0, adjusted = 0;
    for (const entry of roster.active) {
      const p = playerOf(entry);
      // a player below replacement would not start: he costs salary, not points
      seasonPts += Math.max(0, p.seasonPtsAdded);
      restPts += Math.max(0, p.restPtsAdded);
      adjusted += salaryAdjustedPointsAdded(Math.max(0, p.restPtsAdded), p.salary, rate);
    }
    return {
      seasonPtsAdded: round1(seasonPts), restPtsAdded: round1(restPts), salaryAdjusted: round1(adjusted),
      pickValue: round1(picks.reduce((sum, p) => sum + p.value, 0)), capSpace: roster.availableCap, rosterSize: roster.activeSize,
    };
  };

  const side = (which: 'proposing' | 'accepting'): TradeSideAnalysis => {
    const mine = which === 'proposing' ? input.proposingRoster : input.acceptingRoster;
    const theirs = which === 'proposing' ? input.acceptingRoster : input.proposingRoster;
    const tid = which === 'proposing' ? trade.propose_tid : trade.accept_tid;
    const outgoing = which === 'proposing' ? trade.proposingTeamPlayers : trade.acceptingTeamPlayers;
    const incomingPids = which === 'proposing' ? trade.acceptingTeamPlayers : trade.proposingTeamPlayers;
    const release = which === 'proposing' ? trade.proposingTeamReleasePlayers : trade.acceptingTeamReleasePlayers;
    const givenPicks = picksOf(which === 'proposing' ? trade.proposingTeamPicks : trade.acceptingTeamPicks);
    const gotPicks = picksOf(which === 'proposing' ? trade.acceptingTeamPicks : trade.proposingTeamPicks);
    const byPid = (rows: readonly RosterPlayer[], pids: readonly string[]) =>
      pids.map((pid) => rows.find((r) => r.pid === pid)).filter((r): r is RosterPlayer => !!r);
    const incoming = byPid(theirs, incomingPids);
    const after = rosterAfterTrade(mine, { outgoing, release, incoming });
    const picksBefore = ownedPicks(tid).map(pickOf);
    const given = new Set(givenPicks.map((p) => p.uid));
    const picksAfter = [...picksBefore.filter((p) => !given.has(p.uid)), ...gotPicks];
    return {
      tid,
      gives: { players: byPid(mine, outgoing).map(playerOf), picks: givenPicks },
      receives: { players: incoming.map(playerOf), picks: gotPicks },
      releases: byPid(mine, release).map(playerOf),
      picks: picksBefore,
      before: totals(mine, picksBefore),
      after: totals(after, picksAfter),
    };
  };

  const decision = checkTrade({
    league, now: input.now, trade, proposingRoster: input.proposingRoster, acceptingRoster: input.acceptingRoster,
    picks: input.picks, poachClaimed: input.poachClaimed ?? new Set(),
  });
  return {
    proposing: side('proposing'),
    accepting: side('accepting'),
    legal: decision.ok,
    problem: decision.ok ? null : { code: decision.code, message: decision.message },
    remainingWeeks: weeks,
    rate,
  };
}
