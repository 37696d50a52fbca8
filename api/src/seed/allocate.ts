import { RosterSlot } from '@league/shared-rules/contracts';

/** What the allocation needs of a player. */
export interface PoolPlayer {
  pid: string;
  pos: string;
  points: number | null;
}

export interface Allocation {
  pid: string;
  pos: string;
  slot: number;
  /** Salary. */
  value: number;
  /** Overall pick number (1-based) in the snake. */
  pick: number;
}

/** Active roster of 17 per team: 10 starters (1 QB, 2 RB, 2 WR, 1 TE, FLEX, SFLEX, K, DST) + 7 bench. */
export const POSITION_TARGETS: Readonly<Record<string, number>> = { QB: 3, RB: 5, WR: 5, TE: 2, K: 1, DST: 1 };
const ROSTER_SIZE = Object.values(POSITION_TARGETS).reduce((a, b) => a + b, 0);

/**
 * Salary by overall pick: a steep curve like an auction's — stars cost $40-60, the last rounds $1.
 * Over a 12-team, 17-round snake each team's total lands around $150, under the $200 cap.
 */
export function salaryForPick(pick: number): number {
  return Math.max(1, Math.round(1 + 55 * Math.exp(-(pick - 1) / 30)));
}

/**
 * Snake draft of the pool (best points first) into `teams` rosters: each pick takes the best player
 * at a position the team still needs, then lineup slots go to the best players at each position
 * (dedicated slots, then FLEX, then SFLEX), the rest to the bench.
 */
export function snakeAllocate(pool: PoolPlayer[], teams: number): Allocation[][] {
  const ranked = [...pool].sort((a, b) => (b.points ?? -1) - (a.points ?? -1) || a.pid.localeCompare(b.pid));
  const taken = new Set<string>();
  const picks: Array<Array<PoolPlayer & { pick: number }>> = Array.from({ length: teams }, () => []);
  let pick = 0;
  for (let round = 0; round < ROSTER_SIZE; round++) {
    for (let i = 0; i < teams; i++) {
      const t = round % 2 === 0 ? i : teams - 1 - i;
      const counts: Record<string, number> = {};
      for (const p of picks[t]) counts[p.pos] = (counts[p.pos] ?? 0) + 1;
      const choice = ranked.find((p) => !taken.has(p.pid) && (counts[p.pos] ?? 0) < (POSITION_TARGETS[p.pos] ?? 0));
      pick++;
      if (!choice) continue;
      taken.add(choice.pid);
      picks[t].push({ ...choice, pick });
    }
  }
  return picks.map(assignSlots);
}

function assignSlots(players: Array<PoolPlayer & { pick: number }>): Allocation[] {
  const left = [...players].sort((a, b) => (b.points ?? -1) - (a.points ?? -1));
  const out: Allocation[] = [];
  const take = (positions: string[], slot: number) => {
    const i = left.findIndex((p) => positions.includes(p.pos));
    if (i < 0) return;
    const [p] = left.splice(i, 1);
    out.push({ pid: p.pid, pos: p.pos, slot, value: salaryForPick(p.pick), pick: p.pick });
  };
  take(['QB'], RosterSlot.QB);
  take(['RB'], RosterSlot.RB);
  take(['RB'], RosterSlot.RB);
  take(['WR'], RosterSlot.WR);
  take(['WR'], RosterSlot.WR);
  take(['TE'], RosterSlot.TE);
  take(['RB', 'WR', 'TE'], RosterSlot.RBWRTE);
  take(['QB', 'RB', 'WR', 'TE'], RosterSlot.QBRBWRTE);
  take(['K'], RosterSlot.K);
  take(['DST'], RosterSlot.DST);
  for (const p of left) out.push({ pid: p.pid, pos: p.pos, slot: RosterSlot.BENCH, value: salaryForPick(p.pick), pick: p.pick });
  return out;
}
