import { DEFAULT_LEAGUE } from '../constants/default-league';
import { RosterSlot } from '../constants/slots';
import type { League, RosterPlayer } from '../constants/types';
import { analyzeTrade, valuePool, worstStarterBaselines, type AnalyzerPoolPlayer, type TradeAnalyzerInput } from './analyzer';
import { draftRankHistory } from './pick-history';

const league: League = { ...DEFAULT_LEAGUE, num_teams: 2, sqb: 1, srb: 1, swr: 1, ste: 0, srbwrte: 0, sqbrbwrte: 0, sdst: 0, sk: 0, bench: 3, cap: 100, min_bid: 0 };
// QBs: 20, 15 (baseline = 2nd best, 2 teams × 1 slot), 10 per game; RBs 12, 8, 4; WRs 9, 6, 3
const pool: AnalyzerPoolPlayer[] = [
  { pid: 'qb1', pos: 'QB', toDate: 100, perGame: 20 }, { pid: 'qb2', pos: 'QB', toDate: 80, perGame: 15 }, { pid: 'qb3', pos: 'QB', toDate: 50, perGame: 10 },
  { pid: 'rb1', pos: 'RB', toDate: 60, perGame: 12 }, { pid: 'rb2', pos: 'RB', toDate: 40, perGame: 8 }, { pid: 'rb3', pos: 'RB', toDate: 20, perGame: 4 },
  { pid: 'wr1', pos: 'WR', toDate: 45, perGame: 9 }, { pid: 'wr2', pos: 'WR', toDate: 30, perGame: 6 }, { pid: 'wr3', pos: 'WR', toDate: 15, perGame: 3 },
];
const row = (pid: string, pos: string, value: number, slot: number = RosterSlot.BENCH, extra: Partial<RosterPlayer> = {}): RosterPlayer => ({ pid, pos, value, slot, ...extra });
const base: TradeAnalyzerInput = {
  league, values: valuePool(league, pool, 5), now: 1_790_000_000,
  proposingRoster: [row('qb1', 'QB', 40, RosterSlot.QB), row('rb2', 'RB', 10), row('wr3', 'WR', 1)],
  acceptingRoster: [row('qb2', 'QB', 20, RosterSlot.QB), row('rb1', 'RB', 30), row('wr1', 'WR', 15, RosterSlot.BENCH, { tag: 4, bid: 25 })],
  trade: {
    propose_tid: 1, accept_tid: 2, proposingTeamPlayers: ['qb1'], acceptingTeamPlayers: ['rb1', 'wr1'],
    proposingTeamPicks: [7], acceptingTeamPicks: [], proposingTeamReleasePlayers: [], acceptingTeamReleasePlayers: [],
  },
  picks: [{ uid: 7, tid: 1, otid: 1, year: 2027, round: 1, pick: null, pid: null }, { uid: 8, tid: 2, otid: 2, year: 2027, round: 1, pick: null, pid: null }],
  pickHistory: new Map([[6, { bestSeasonPtsAddedPerGame: [4, 2, 6], careerPtsAddedPerGame: [2, 2, 2] }]]),
};

describe('trade analyzer', () => {
  it('values players over the worst starter for the season and the rest of it', () => {
    const a = analyzeTrade(base);
    const qb1 = a.proposing.gives.players[0];
    // rest: 20×5 − 15×5 = 25; season: (100+100) − (80+75) = 45
    expect(qb1).toMatchObject({ pid: 'qb1', salary: 40, restPtsAdded: 25, seasonPtsAdded: 45 });
    expect(a.accepting.receives.players[0]).toEqual(qb1);
    // an RFA-tagged player costs his bid
    expect(a.proposing.receives.players.find((p) => p.pid === 'wr1')).toMatchObject({ salary: 25 });
  });
  it('prices picks with §9 draft pick value and moves them between the sides', () => {
    const a = analyzeTrade(base);
    // round 1 without a number → rank 6: (3 × median(4,2,6) + median(2,2,2)) / 4 × 5 weeks = 17.5
    expect(a.proposing.gives.picks[0]).toMatchObject({ uid: 7, value: 17.5 });
    expect(a.proposing.before.pickValue).toBe(17.5);
    expect(a.proposing.after.pickValue).toBe(0);
    expect(a.accepting.after.pickValue).toBe(35);
  });
  it('shows cap space and roster size before and after, and legality with the refusal', () => {
    const a = analyzeTrade(base);
    expect(a.proposing.before).toMatchObject({ capSpace: 49, rosterSize: 3 });
    expect(a.proposing.after).toMatchObject({ capSpace: 100 - 11 - 30 - 25, rosterSize: 4 });
    expect(a.accepting.after).toMatchObject({ capSpace: 40, rosterSize: 2 });
    expect(a).toMatchObject({ legal: true, problem: null });
    const crowded = analyzeTrade({ ...base, league: { ...league, bench: 0 } });
    // (the pool's values are the league's with 3 bench spots; only legality changes here)
    expect(crowded).toMatchObject({ legal: false, problem: { code: 'OVER_ROSTER_SPACE' } });
  });
  it('salary-adjusted value is points added less what the salary buys at the market rate', () => {
    const a = analyzeTrade(base);
    expect(a.rate).toBeGreaterThan(0);
    const qb1 = a.proposing.gives.players[0];
    expect(qb1.salaryAdjusted).toBeCloseTo(25 - 40 / a.rate, 1);
    // the team total counts a below-replacement player's salary but not his negative points
    const wr3 = analyzeTrade({ ...base, trade: { ...base.trade, proposingTeamPlayers: ['wr3'] } }).proposing.gives.players[0];
    expect(wr3.restPtsAdded).toBe(-15);
    const before = a.proposing.before;
    expect(before.salaryAdjusted).toBeCloseTo(25 - 40 / a.rate + 0 - 10 / a.rate + 0 - 1 / a.rate, 0);
  });
  it('gives a player outside the pool (no stats) no points added, never an invented value', () => {
    const a = analyzeTrade({ ...base, proposingRoster: [...base.proposingRoster, row('ghost', 'RB', 3)], trade: { ...base.trade, proposingTeamPlayers: ['ghost'] } });
    expect(a.proposing.gives.players[0]).toMatchObject({ pid: 'ghost', restPtsAdded: 0, seasonPtsAdded: 0 });
  });
});

describe('worst-starter baselines and draft rank history', () => {
  it('takes the last starter of each position', () => {
    const b = worstStarterBaselines(league, pool.map((p) => ({ pos: p.pos, points: p.perGame })));
    expect(b.get('QB')).toBe(15);
    expect(b.get('RB')).toBe(8);
  });
  it('ranks a class by NFL pick among fantasy positions, busts counted as zero', () => {
    const history = draftRankHistory(
      [
        { pid: 'ol', pos: 'OL', draftYear: 2024, dpos: 1 },
        { pid: 'r1', pos: 'RB', draftYear: 2024, dpos: 3 },
        { pid: 'r2', pos: 'WR', draftYear: 2024, dpos: 9 },
        { pid: 'r3', pos: 'WR', draftYear: 2025, dpos: 2 },
      ],
      [
        { year: 2024, players: new Map([['r1', { points: 170, games: 17 }]]), baseline: new Map([['RB', 85], ['WR', 85]]) },
        { year: 2025, players: new Map([['r1', { points: 100, games: 5 }], ['r3', { points: 34, games: 17 }]]), baseline: new Map([['RB', 170], ['WR', 170]]) },
      ],
    );
    // r1: 2024 (170 − 5×17)/17 = 5 per game; 2025 (100 − 10×5)/5 = 10 per game; career (85 + 50)/22
    // r3's −8 per game (below replacement) counts as 0
    expect(history.get(1)!.bestSeasonPtsAddedPerGame).toEqual([10, 0]);
    expect(history.get(1)!.careerPtsAddedPerGame[0]).toBeCloseTo(135 / 22);
    // r3 (2025 class, rank 1): 34/17 − 10 = −8; r2 never played: 0
    expect(history.get(2)).toEqual({ bestSeasonPtsAddedPerGame: [0], careerPtsAddedPerGame: [0] });
  });
});
