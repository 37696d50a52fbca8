import { optimalLineup, type StartingSlots } from '@league/shared-rules';

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
