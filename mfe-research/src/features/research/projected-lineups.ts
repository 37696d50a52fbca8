import { RosterSlot, optimalLineup, type StartingSlots } from '@league/shared-rules';

const BENCH_SLOT = RosterSlot.BENCH;

/** A team's current roster as the lineup projection reads it (spec §4: weekly rosters = the current week's). */
export interface LineupRoster {
  tid: number;
  players: ReadonlyArray<{ pid: string; pos: string; slot: number }>;
}

/** Spec §3 Player "Lineup data": weeks projected to start, starter points and bench points. */
export interface PlayerLineups {
  starts: number;
  sp: number;
  bp: number;
}

export interface ProjectedLineups {
  players: Record<string, PlayerLineups>;
  /** Each team's projected lineup points per week (index 0 = the current week). */
  teams: Record<number, number[]>;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Spec §4: after the values, every roster's best lineup is projected for each remaining week from the
 * players' projected points (the exact optimizer of shared-rules, which also keeps reserve slots out).
 * `weekly[pid][i]` is the player's points in week currentWeek + i.
 */
export function projectLineups(rosters: readonly LineupRoster[], weekly: Readonly<Record<string, readonly number[]>>, slots: StartingSlots, weeks: number): ProjectedLineups {
  const players: Record<string, PlayerLineups> = {};
  const teams: Record<number, number[]> = {};
  for (const roster of rosters) {
    teams[roster.tid] = [];
    for (const p of roster.players) players[p.pid] = { starts: 0, sp: 0, bp: 0 };
    for (let i = 0; i < weeks; i++) {
      const candidates = roster.players.map((p) => ({ pid: p.pid, pos: p.pos, slot: p.slot, points: weekly[p.pid]?.[i] ?? 0 }));
      const lineup = optimalLineup(candidates, slots);
      const starters = new Set(lineup.starters.map((s) => s.pid));
      teams[roster.tid].push(round(lineup.points));
      for (const c of candidates) {
        const line = players[c.pid];
        if (starters.has(c.pid)) {
          line.starts += 1;
          line.sp = round(line.sp + c.points);
        } else line.bp = round(line.bp + c.points);
      }
    }
  }
  return { players, teams };
}

/** One week of a player's lineup contribution to a team (spec §2 lineup chart). */
export interface ContributionWeek {
  week: number;
  /** How many points the team's best lineup gains with him (0 when he would not start). */
  starter: number;
  /** His points when he would sit on the bench (0 when he starts). */
  bench: number;
}

/**
 * The player's contribution to a team's projected lineups per remaining week: the best lineup with him
 * (added to the roster when not on it) against the best lineup without him. Spec §4 "Lineup work": only
 * players with points count, so a week without a projection contributes nothing.
 */
export function lineupContribution(
  roster: LineupRoster,
  player: { pid: string; pos: string },
  weekly: Readonly<Record<string, readonly number[]>>,
  slots: StartingSlots,
  currentWeek: number,
  weeks: number,
): ContributionWeek[] {
  const others = roster.players.filter((p) => p.pid !== player.pid);
  const mine = roster.players.find((p) => p.pid === player.pid);
  // a player not on the team joins its bench for the comparison
  const withHim = [...others, { pid: player.pid, pos: player.pos, slot: mine?.slot ?? BENCH_SLOT }];
  const out: ContributionWeek[] = [];
  for (let i = 0; i < weeks; i++) {
    const points = (p: { pid: string }) => weekly[p.pid]?.[i] ?? 0;
    const candidates = (list: typeof withHim) => list.filter((p) => points(p) > 0).map((p) => ({ ...p, points: points(p) }));
    const own = points(player);
    const best = optimalLineup(candidates(withHim), slots);
    const without = optimalLineup(candidates(others), slots);
    const starts = best.starters.some((s) => s.pid === player.pid);
    out.push({ week: currentWeek + i, starter: starts ? round(best.points - without.points) : 0, bench: starts ? 0 : round(own) });
  }
  return out;
}
