import { groupHeadToHeadPct, type SeasonRecords, type TeamRecord } from './team-records';

/**
 * Overall standings order (DOMAIN-NOTES): record (win %) decides; teams level on record are split by
 * their head-to-head win % among the tied group, then all-play win %, then points for, then lower tid
 * (so the order is total and deterministic).
 */
export function rankStandings(season: SeasonRecords): TeamRecord[] {
  const sorted = [...season.records].sort((a, b) => b.winPct - a.winPct);
  const out: TeamRecord[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && sorted[end].winPct === sorted[start].winPct) end++;
    const group = sorted.slice(start, end);
    if (group.length > 1) {
      const h2h = groupHeadToHeadPct(season, group.map((r) => r.tid));
      group.sort(
        (a, b) =>
          h2h.get(b.tid)! - h2h.get(a.tid)! ||
          b.allPlayWinPct - a.allPlayWinPct ||
          b.pointsFor - a.pointsFor ||
          a.tid - b.tid,
      );
    }
    out.push(...group);
    start = end;
  }
  return out;
}

/** §9 division order: wins, then ties, then points for; then all-play wins and lower tid. */
export function compareDivision(a: TeamRecord, b: TeamRecord): number {
  return (
    b.wins - a.wins ||
    b.ties - a.ties ||
    b.pointsFor - a.pointsFor ||
    b.allPlayWins - a.allPlayWins ||
    a.tid - b.tid
  );
}

/** §9 division leaders' order: all-play wins, then wins, points for, lower tid. */
export function compareLeaders(a: TeamRecord, b: TeamRecord): number {
  return b.allPlayWins - a.allPlayWins || b.wins - a.wins || b.pointsFor - a.pointsFor || a.tid - b.tid;
}

/** §9 wildcard order: points for, then wins, lower tid. */
export function compareWildcards(a: TeamRecord, b: TeamRecord): number {
  return b.pointsFor - a.pointsFor || b.wins - a.wins || a.tid - b.tid;
}

/** Playoff format. Defaults: 6 playoff teams, the top 2 seeds get a bye. */
export interface SeedingOptions {
  playoffTeams?: number;
  byeTeams?: number;
}

/** Playoff seeding of a season. */
export interface PlayoffSeeding {
  /** Each division's teams in §9 division order, by division number. */
  divisions: Map<number, TeamRecord[]>;
  /** Division winners (first of each division), in leader order. */
  divisionWinners: TeamRecord[];
  /** Every team in seed order: leaders first, then the rest by points for. */
  seeds: TeamRecord[];
  /** The playoff teams (first `playoffTeams` seeds). */
  playoffTeams: TeamRecord[];
  /** The seeds with a bye past the wildcard round. */
  byes: TeamRecord[];
  /** Each team's division finish (1 = winner) and seed, by tid. */
  divisionFinish: Map<number, number>;
  seedOf: Map<number, number>;
}

/**
 * §9 seeding: within each division teams rank by wins, ties, points for, and the first is the division
 * winner; winners are seeded first, ranked by all-play wins; every other team follows as a wildcard by
 * points for. Teams without a division (div 0) are never division winners. With no divisions at all,
 * every team is a wildcard.
 */
export function seedPlayoffs(season: SeasonRecords, options: SeedingOptions = {}): PlayoffSeeding {
  const playoffTeams = options.playoffTeams ?? 6;
  const byeTeams = options.byeTeams ?? 2;
  const divisions = new Map<number, TeamRecord[]>();
  for (const r of season.records) {
    if (r.div === 0) continue;
    let list = divisions.get(r.div);
    if (!list) divisions.set(r.div, (list = []));
    list.push(r);
  }
  const divisionFinish = new Map<number, number>();
  const winners: TeamRecord[] = [];
  for (const list of divisions.values()) {
    list.sort(compareDivision);
    list.forEach((r, i) => divisionFinish.set(r.tid, i + 1));
    winners.push(list[0]);
  }
  winners.sort(compareLeaders);
  const winnerIds = new Set(winners.map((r) => r.tid));
  const rest = season.records.filter((r) => !winnerIds.has(r.tid)).sort(compareWildcards);
  const seeds = [...winners, ...rest];
  const seedOf = new Map<number, number>();
  seeds.forEach((r, i) => seedOf.set(r.tid, i + 1));
  const qualified = seeds.slice(0, playoffTeams);
  return {
    divisions,
    divisionWinners: winners,
    seeds,
    playoffTeams: qualified,
    byes: qualified.slice(0, Math.min(byeTeams, qualified.length)),
    divisionFinish,
    seedOf,
  };
}
