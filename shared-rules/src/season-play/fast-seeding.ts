import type { StandingsTeam } from '../standings/team-records';

/**
 * The §9 seeding of seedPlayoffs on flat arrays, for the odds simulation: no objects, no allocation per
 * call. The comparisons are the same as compareDivision, compareLeaders and compareWildcards, term by
 * term (a test checks it against seedPlayoffs on random seasons).
 */
export class FastSeeding {
  readonly n: number;
  readonly tids: Int32Array;
  /** Member indices of each division (teams with div 0 belong to none). */
  private readonly divisions: Int32Array[];
  private readonly isWinner: Uint8Array;

  constructor(teams: readonly StandingsTeam[]) {
    this.n = teams.length;
    this.tids = Int32Array.from(teams, (t) => t.tid);
    const groups = new Map<number, number[]>();
    teams.forEach((t, i) => {
      const div = t.div ?? 0;
      if (div === 0) return;
      const list = groups.get(div);
      if (list) list.push(i);
      else groups.set(div, [i]);
    });
    this.divisions = [...groups.values()].map((list) => Int32Array.from(list));
    this.isWinner = new Uint8Array(this.n);
  }

  /** Number of divisions (= division winners seeded first). */
  get divisionCount(): number {
    return this.divisions.length;
  }

  /**
   * Writes every team index in seed order into `out` (length n): division winners by leader order,
   * then the rest by wildcard order. Returns how many division winners lead the list.
   */
  seed(wins: ArrayLike<number>, ties: ArrayLike<number>, pf: ArrayLike<number>, apWins: ArrayLike<number>, out: Int32Array): number {
    const { n, tids, isWinner } = this;
    isWinner.fill(0);
    let w = 0;
    for (const members of this.divisions) {
      let best = members[0];
      for (let k = 1; k < members.length; k++) {
        const c = members[k];
        // compareDivision: wins, ties, points for, all-play wins, lower tid.
        const d = wins[c] - wins[best] || ties[c] - ties[best] || pf[c] - pf[best] || apWins[c] - apWins[best] || tids[best] - tids[c];
        if (d > 0) best = c;
      }
      isWinner[best] = 1;
      // Insertion by compareLeaders: all-play wins, wins, points for, lower tid.
      let pos = w++;
      while (pos > 0) {
        const p = out[pos - 1];
        const d = apWins[best] - apWins[p] || wins[best] - wins[p] || pf[best] - pf[p] || tids[p] - tids[best];
        if (d <= 0) break;
        out[pos] = p;
        pos--;
      }
      out[pos] = best;
    }
    let end = w;
    for (let i = 0; i < n; i++) {
      if (isWinner[i]) continue;
      // Insertion by compareWildcards: points for, wins, lower tid.
      let pos = end++;
      while (pos > w) {
        const p = out[pos - 1];
        const d = pf[i] - pf[p] || wins[i] - wins[p] || tids[p] - tids[i];
        if (d <= 0) break;
        out[pos] = p;
        pos--;
      }
      out[pos] = i;
    }
    return w;
  }
}
