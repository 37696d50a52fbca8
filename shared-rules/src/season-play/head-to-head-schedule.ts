import { REGULAR_SEASON_FINAL_WEEK } from '../constants/season-constants';
import { mulberry32, shuffled } from './random';

/** A team as the schedule needs it: id and division (0, null or absent = no division). */
export interface ScheduleTeam {
  tid: number;
  div?: number | null;
}

/** One scheduled head-to-head game. */
export interface HeadToHeadGame {
  week: number;
  hid: number;
  aid: number;
}

/** Schedule options: `seed` shuffles the team order (default 0), so a league can redraw its schedule. */
export interface ScheduleOptions {
  seed?: number;
}

/** Index of the phantom opponent that stands for a bye when the team count is odd. */
const BYE = -1;

/**
 * Regular-season head-to-head schedule for weeks 1..`weeks` (default 14, the regular-season final week).
 *
 * The rule, exactly:
 * 1. Teams are shuffled by `seed`. With an odd count a phantom team is added; whoever meets it that
 *    week has a bye (no game is listed), so every team has the same number of byes ±1.
 * 2. Whole round robins come first (circle method, N−1 weeks for N teams): every pair meets once per
 *    round robin. Home and away alternate in the circle so each team is at home ⌈(N−1)/2⌉ or
 *    ⌊(N−1)/2⌋ times; each further round robin mirrors the previous one (home and away swapped).
 * 3. The weeks left over after the whole round robins are filled one week at a time with the pairing
 *    of least cost, cost(pair) = 2 × meetings so far − 1 if same division. So division rivals get their
 *    extra meeting before any other pair meets again ("rivals twice where weeks allow"), and otherwise
 *    the pairs that met least meet. Ties in cost go to the first pairing found in shuffled team order.
 *    Home in these weeks: the team with fewer home games so far (then the one that was away when the
 *    two last met).
 * Whether every rival pair gets its second game depends on the weeks: with divisions of size d, d−1
 * leftover weeks suffice for an even d and d for an odd d (12 teams in 4 divisions of 3, 14 weeks:
 * 11 + 3, every rival pair meets twice and the team left out of its division each week meets a team
 * of another division a second time).
 */
export function generateHeadToHeadSchedule(
  teams: readonly ScheduleTeam[],
  weeks: number = REGULAR_SEASON_FINAL_WEEK,
  options: ScheduleOptions = {},
): HeadToHeadGame[] {
  if (teams.length < 2 || weeks < 1) return [];
  const order = shuffled(teams, mulberry32(options.seed ?? 0));
  const ids = order.map((t) => t.tid);
  const divs = order.map((t) => t.div ?? 0);
  if (ids.length % 2 === 1) {
    ids.push(BYE);
    divs.push(0);
  }
  const n = ids.length;
  const rounds = n - 1;
  const meetings = new Int32Array(n * n);
  const homeGames = new Int32Array(n);
  // lastHome[i * n + j] = 1 when i hosted j at their latest meeting.
  const lastHome = new Uint8Array(n * n);
  const games: HeadToHeadGame[] = [];

  const play = (week: number, h: number, a: number) => {
    meetings[h * n + a]++;
    meetings[a * n + h]++;
    lastHome[h * n + a] = 1;
    lastHome[a * n + h] = 0;
    if (ids[h] === BYE || ids[a] === BYE) return;
    homeGames[h]++;
    games.push({ week, hid: ids[h], aid: ids[a] });
  };

  const wholeRobins = Math.floor(weeks / rounds);
  let week = 1;
  for (let cycle = 0; cycle < wholeRobins; cycle++) {
    for (const pairs of circleRounds(n)) {
      // Each further round robin mirrors the one before: home and away swapped.
      for (const [h, a] of pairs) {
        if (cycle % 2 === 0) play(week, h, a);
        else play(week, a, h);
      }
      week++;
    }
  }
  // Leftover weeks: each division plays its own circle round (rivals' extra meeting), the rest pair by cost.
  const divisionRounds = [...groupBy(divs).entries()]
    .filter(([div, members]) => div !== 0 && members.length > 1)
    .map(([, members]) => {
      const size = members.length + (members.length % 2);
      return circleRounds(size).map((pairs) => pairs.filter(([x, y]) => x < members.length && y < members.length).map(([x, y]) => [members[x], members[y]]));
    });
  for (let leftover = 0; week <= weeks; week++, leftover++) {
    const pairs: Array<[number, number]> = [];
    const paired = new Uint8Array(n);
    for (const rounds of divisionRounds) {
      for (const [x, y] of rounds[leftover] ?? []) {
        pairs.push([x, y]);
        paired[x] = paired[y] = 1;
      }
    }
    const rest = Array.from({ length: n }, (_, i) => i).filter((i) => !paired[i]);
    pairs.push(...cheapestPairing(rest, (i, j) => 2 * meetings[i * n + j] - (divs[i] !== 0 && divs[i] === divs[j] ? 1 : 0)));
    for (const [x, y] of pairs) {
      const xHosts = homeGames[x] < homeGames[y] || (homeGames[x] === homeGames[y] && lastHome[x * n + y] === 0);
      if (xHosts) play(week, x, y);
      else play(week, y, x);
    }
  }
  return games;
}

/**
 * The circle method for an even n: index 0 stays, the others rotate. Round r pairs position k with
 * position n−1−k; who is home alternates with k and r so home games spread evenly.
 */
function circleRounds(n: number): Array<Array<[number, number]>> {
  const ring = Array.from({ length: n }, (_, i) => i);
  const out: Array<Array<[number, number]>> = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: Array<[number, number]> = [];
    for (let k = 0; k < n / 2; k++) {
      const a = ring[k];
      const b = ring[n - 1 - k];
      const aHome = k === 0 ? r % 2 === 0 : k % 2 === 1;
      pairs.push(aHome ? [a, b] : [b, a]);
    }
    out.push(pairs);
    ring.splice(1, 0, ring.pop()!);
  }
  return out;
}

/** Search budget of one week's pairing; beyond it the best pairing found so far is used. */
const PAIRING_NODE_LIMIT = 200_000;

/**
 * A perfect matching of `indices` (an even count) of least total cost: depth-first, the first unpaired index
 * takes each partner in cost order, pruned by a lower bound (every unpaired index pays at least half its
 * cheapest remaining pair). Exact for league sizes (12 teams: at most 10,395 matchings).
 */
function cheapestPairing(indices: readonly number[], cost: (i: number, j: number) => number): Array<[number, number]> {
  const n = indices.length;
  const c = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) c[i * n + j] = cost(indices[i], indices[j]);
  const partners = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => j)
      .filter((j) => j !== i)
      .sort((x, y) => c[i * n + x] - c[i * n + y] || x - y),
  );
  const used = new Uint8Array(n);
  const current: number[] = [];
  let best: number[] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  let nodes = 0;

  const bound = (): number => {
    let total = 0;
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      for (const j of partners[i]) {
        if (!used[j]) {
          total += c[i * n + j] / 2;
          break;
        }
      }
    }
    return total;
  };

  const search = (spent: number) => {
    if (++nodes > PAIRING_NODE_LIMIT && best.length > 0) return;
    let i = 0;
    while (i < n && used[i]) i++;
    if (i === n) {
      if (spent < bestCost) {
        bestCost = spent;
        best = [...current];
      }
      return;
    }
    if (spent + bound() >= bestCost) return;
    used[i] = 1;
    for (const j of partners[i]) {
      if (used[j]) continue;
      used[j] = 1;
      current.push(i, j);
      search(spent + c[i * n + j]);
      current.length -= 2;
      used[j] = 0;
    }
    used[i] = 0;
  };
  search(0);
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < best.length; k += 2) pairs.push([indices[best[k]], indices[best[k + 1]]]);
  return pairs;
}

/** Indices grouped by their key, in index order. */
function groupBy(keys: readonly number[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  keys.forEach((key, i) => {
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  return groups;
}
