import { FINAL_WEEK, WILDCARD_WEEK } from '../constants/season-constants';
import { championshipRound } from '../standings/playoffs';
import { computeRecords, type MatchupResult, type StandingsTeam } from '../standings/team-records';
import { FastSeeding } from './fast-seeding';
import { mulberry32, normalSampler } from './random';

/** A team's weekly score model: normal with this mean and standard deviation, floored at 0. */
export interface ScoreProjection {
  mean: number;
  sd: number;
}

/** A game still to play. */
export interface RemainingGame {
  week: number;
  hid: number;
  aid: number;
}

/** Everything the odds are simulated from. */
export interface SimulateOddsInput {
  teams: readonly StandingsTeam[];
  /** Regular-season games played (final points). */
  played: readonly MatchupResult[];
  /** Regular-season games not played yet. */
  remaining: readonly RemainingGame[];
  /** Per-week score model of each team (e.g. trailingProjection of its weekly scores). */
  projection: ReadonlyMap<number, ScoreProjection>;
  playoffTeams: number;
  byes: number;
  sims: number;
  seed: number;
  /** The week the "with win/with loss" odds are conditioned on (default: the first remaining week). */
  currentWeek?: number;
  /** The league's playoff weeks (default: wildcard week 15, championship weeks [16, 17], §4 season timing). */
  wildcardWeek?: number | null;
  championshipWeeks?: readonly number[];
  /** Final points already known in playoff weeks (null = still to play, so simulated). */
  playoffPoints?: (tid: number, week: number) => number | null;
}

/** Probabilities 0..1 (spec §3 Team: playoff, division, bye and championship odds, with win / with loss). */
export interface TeamOdds {
  playoff_odds: number;
  division_odds: number;
  bye_odds: number;
  championship_odds: number;
  playoff_odds_with_win: number;
  playoff_odds_with_loss: number;
  bye_odds_with_win: number;
  bye_odds_with_loss: number;
  division_odds_with_win: number;
  division_odds_with_loss: number;
  championship_odds_with_win: number;
  championship_odds_with_loss: number;
}

const KINDS = 4; // playoff, division, bye, championship
const OUTCOMES = 3; // all, with win, with loss

/**
 * Monte Carlo playoff odds (method and assumptions in this folder's README):
 * each simulation plays every remaining game with each team's score drawn from its normal projection
 * (floored at 0), adds the results to the played record, seeds the season exactly as seedPlayoffs does
 * (division winners by all-play wins, then wildcards by points for), then plays the postseason with the
 * same model: wildcard games (best v worst after the byes, a tie to the higher seed) and the
 * championship on points over the championship weeks (a tie to the better seed). Odds are the share
 * of simulations. "With win"/"with loss" are the same shares among the simulations where the team won
 * (lost) its game of `currentWeek`; a team without such a game, or an outcome that never happened,
 * gets the unconditional share. Deterministic for a `seed`.
 */
export function simulateOdds(input: SimulateOddsInput): Map<number, TeamOdds> {
  const n = input.teams.length;
  const indexOf = new Map<number, number>();
  input.teams.forEach((t, i) => indexOf.set(t.tid, i));
  const known = (g: { hid: number; aid: number }) => indexOf.has(g.hid) && indexOf.has(g.aid) && g.hid !== g.aid;
  const remaining = input.remaining.filter(known).sort((a, b) => a.week - b.week);
  const simWeeks = new Set(remaining.map((g) => g.week));
  const currentWeek = input.currentWeek ?? (remaining.length > 0 ? remaining[0].week : Number.NaN);

  // Weeks with games still to play are simulated whole (their played games enter as fixed scores) so
  // their all-play compares every score of the week; other played weeks are counted once, up front.
  const base = computeRecords(input.teams, input.played.filter((m) => !simWeeks.has(m.week)));
  const baseWins = Int32Array.from(base.records, (r) => r.wins);
  const baseTies = Int32Array.from(base.records, (r) => r.ties);
  const basePf = Float64Array.from(base.records, (r) => r.pointsFor);
  const baseAp = Int32Array.from(base.records, (r) => r.allPlayWins);

  const games = [
    ...input.played.filter((m) => simWeeks.has(m.week) && known(m)).map((m) => ({ week: m.week, hid: m.hid, aid: m.aid, hp: m.hp, ap: m.ap })),
    ...remaining.map((g) => ({ week: g.week, hid: g.hid, aid: g.aid, hp: Number.NaN, ap: Number.NaN })),
  ].sort((a, b) => a.week - b.week);
  const g = games.length;
  const gHome = Int32Array.from(games, (x) => indexOf.get(x.hid)!);
  const gAway = Int32Array.from(games, (x) => indexOf.get(x.aid)!);
  const gHp = Float64Array.from(games, (x) => x.hp);
  const gAp = Float64Array.from(games, (x) => x.ap);
  const gCurrent = Uint8Array.from(games, (x) => (x.week === currentWeek ? 1 : 0));
  const weekEnds: number[] = [];
  for (let k = 1; k <= g; k++) if (k === g || games[k].week !== games[k - 1].week) weekEnds.push(k);

  const mean = new Float64Array(n);
  const sd = new Float64Array(n);
  input.teams.forEach((t, i) => {
    const p = input.projection.get(t.tid);
    mean[i] = p?.mean ?? 0;
    sd[i] = p?.sd ?? 0;
  });
  const normal = normalSampler(mulberry32(input.seed));
  const draw = (i: number) => {
    const x = mean[i] + sd[i] * normal();
    return x > 0 ? x : 0;
  };

  const postseason = playoffShape(input, n, indexOf);
  const seeding = new FastSeeding(input.teams);
  const wins = new Int32Array(n);
  const ties = new Int32Array(n);
  const pf = new Float64Array(n);
  const ap = new Int32Array(n);
  const order = new Int32Array(n);
  const weekTeam = new Int32Array(2 * g);
  const weekScore = new Float64Array(2 * g);
  const outcome = new Int8Array(n); // 1 won, 2 lost its currentWeek game, 0 otherwise
  const hits = new Float64Array(n * KINDS * OUTCOMES);
  const trials = new Float64Array(n * OUTCOMES);
  const playoffTeams = Math.min(input.playoffTeams, n);
  const byes = Math.min(input.byes, playoffTeams);
  const contenders = new Int32Array(n);

  for (let s = 0; s < input.sims; s++) {
    wins.set(baseWins);
    ties.set(baseTies);
    pf.set(basePf);
    ap.set(baseAp);
    outcome.fill(0);
    let start = 0;
    for (const end of weekEnds) {
      let count = 0;
      for (let k = start; k < end; k++) {
        const h = gHome[k];
        const a = gAway[k];
        const hp = gHp[k] === gHp[k] ? gHp[k] : draw(h);
        const apts = gAp[k] === gAp[k] ? gAp[k] : draw(a);
        pf[h] += hp;
        pf[a] += apts;
        if (hp > apts) wins[h]++;
        else if (hp < apts) wins[a]++;
        else {
          ties[h]++;
          ties[a]++;
        }
        if (gCurrent[k]) {
          outcome[h] = hp > apts ? 1 : hp < apts ? 2 : 0;
          outcome[a] = hp < apts ? 1 : hp > apts ? 2 : 0;
        }
        weekTeam[count] = h;
        weekScore[count++] = hp;
        weekTeam[count] = a;
        weekScore[count++] = apts;
      }
      for (let x = 0; x < count; x++) {
        for (let y = x + 1; y < count; y++) {
          if (weekScore[x] > weekScore[y]) ap[weekTeam[x]]++;
          else if (weekScore[x] < weekScore[y]) ap[weekTeam[y]]++;
        }
      }
      start = end;
    }

    const winners = seeding.seed(wins, ties, pf, ap, order);
    const champion = postseason.play(order, playoffTeams, byes, contenders, draw);
    for (let t = 0; t < n; t++) {
      trials[t * OUTCOMES]++;
      if (outcome[t]) trials[t * OUTCOMES + outcome[t]]++;
    }
    const credit = (team: number, kind: number) => {
      const base = (team * KINDS + kind) * OUTCOMES;
      hits[base]++;
      if (outcome[team]) hits[base + outcome[team]]++;
    };
    for (let r = 0; r < playoffTeams; r++) credit(order[r], 0);
    for (let r = 0; r < winners; r++) credit(order[r], 1);
    for (let r = 0; r < byes; r++) credit(order[r], 2);
    if (champion >= 0) credit(champion, 3);
  }

  const result = new Map<number, TeamOdds>();
  input.teams.forEach((t, i) => {
    const share = (kind: number, o: number) => {
      const all = trials[i * OUTCOMES] > 0 ? hits[(i * KINDS + kind) * OUTCOMES] / trials[i * OUTCOMES] : 0;
      if (o === 0 || trials[i * OUTCOMES + o] === 0) return all;
      return hits[(i * KINDS + kind) * OUTCOMES + o] / trials[i * OUTCOMES + o];
    };
    result.set(t.tid, {
      playoff_odds: share(0, 0),
      division_odds: share(1, 0),
      bye_odds: share(2, 0),
      championship_odds: share(3, 0),
      playoff_odds_with_win: share(0, 1),
      playoff_odds_with_loss: share(0, 2),
      bye_odds_with_win: share(2, 1),
      bye_odds_with_loss: share(2, 2),
      division_odds_with_win: share(1, 1),
      division_odds_with_loss: share(1, 2),
      championship_odds_with_win: share(3, 1),
      championship_odds_with_loss: share(3, 2),
    });
  });
  return result;
}

/** The postseason as simulated: which weeks are played and the points already final in them. */
function playoffShape(input: SimulateOddsInput, n: number, indexOf: ReadonlyMap<number, number>) {
  const wildcardWeek = input.wildcardWeek === undefined ? WILDCARD_WEEK : input.wildcardWeek;
  const round = championshipRound({ championship_round: [...(input.championshipWeeks ?? [WILDCARD_WEEK + 1, FINAL_WEEK])] });
  const champWeeks = round?.weeks ?? [];
  // known[w * n + i]: final points of team i in playoff week slot w (slot 0 = wildcard), NaN = simulate.
  const slots = [wildcardWeek ?? -1, ...champWeeks];
  const known = new Float64Array(slots.length * n).fill(Number.NaN);
  if (input.playoffPoints) {
    for (const [tid, i] of indexOf) {
      slots.forEach((week, w) => {
        const p = week < 0 ? null : input.playoffPoints!(tid, week);
        if (p !== null && p !== undefined) known[w * n + i] = p;
      });
    }
  }
  const advancing = new Int32Array(n);
  const score = (w: number, i: number, draw: (i: number) => number) => {
    const k = known[w * n + i];
    return k === k ? k : draw(i);
  };
  return {
    /** Plays the postseason of one simulation from the seed order; returns the champion's index (−1 = none). */
    play(order: Int32Array, playoffTeams: number, byes: number, contenders: Int32Array, draw: (i: number) => number): number {
      if (champWeeks.length === 0 || playoffTeams === 0) return -1;
      let c = 0;
      if (wildcardWeek !== null && playoffTeams > byes) {
        for (let r = 0; r < byes; r++) contenders[c++] = order[r];
        // Best v worst after the byes; the odd team out walks over. Contenders stay in seed order.
        const lo = byes;
        const hi = playoffTeams - 1;
        let x = 0;
        for (let i = lo, j = hi; i <= j; i++, j--) {
          if (i === j) {
            advancing[x++] = order[i];
            continue;
          }
          const home = order[i];
          const away = order[j];
          advancing[x++] = score(0, away, draw) > score(0, home, draw) ? away : home;
        }
        for (let r = lo; r <= hi; r++) for (let k = 0; k < x; k++) if (advancing[k] === order[r]) contenders[c++] = order[r];
      } else {
        for (let r = 0; r < playoffTeams; r++) contenders[c++] = order[r];
      }
      let best = -1;
      let bestTotal = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < c; k++) {
        const team = contenders[k];
        let total = 0;
        for (let w = 1; w < slots.length; w++) total += score(w, team, draw);
        // Strictly better only: a level total stays with the better seed (earlier contender).
        if (total > bestTotal) {
          bestTotal = total;
          best = team;
        }
      }
      return best;
    },
  };
}
