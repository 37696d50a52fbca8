import { STARTING_SLOT_KINDS } from './slots';
import type { LineupCandidate, StartingSlots } from './optimal-lineup';

/** Slot instances of a layout, one entry per starting slot, with the positions each accepts. */
export function slotInstances(slots: StartingSlots): { code: number; positions: readonly string[] }[] {
  const out: { code: number; positions: readonly string[] }[] = [];
  for (const kind of STARTING_SLOT_KINDS) for (let i = 0; i < slots[kind.key]; i++) out.push({ code: kind.code, positions: kind.positions });
  return out;
}

/** Best lineup points by trying every assignment of players (or nobody) to every slot instance. */
export function bruteForceLineupPoints(players: readonly LineupCandidate[], slots: StartingSlots): number {
  const instances = slotInstances(slots);
  const used = new Array<boolean>(players.length).fill(false);
  const search = (i: number): number => {
    if (i === instances.length) return 0;
    let best = search(i + 1);
    for (let p = 0; p < players.length; p++) {
      if (used[p] || !instances[i].positions.includes(players[p].pos)) continue;
      used[p] = true;
      best = Math.max(best, players[p].points + search(i + 1));
      used[p] = false;
    }
    return best;
  };
  return search(0);
}
