import { isStarterSlot, STARTER_SLOT_LEAGUE_FIELD } from '../constants/slots';
import { optimalLineup, type LineupCandidate, type LineupStarter, type OptimalLineup, type StartingSlots } from './optimal-lineup';
import type { Playability } from './playable';

/** A roster player for {@link optimalRosterLineup}: a lineup candidate with his slot and status. */
export type RosterLineupCandidate = LineupCandidate & Playability & { slot: number };

/**
 * The best lineup for a roster as it stands: locked starters keep their slots (their game has
 * started, neither the optimizer nor the owner may move them), the remaining slots are filled by
 * {@link optimalLineup} from the players who can play. Locked bench players stay on the bench.
 */
export function optimalRosterLineup(roster: readonly RosterLineupCandidate[], slots: StartingSlots): OptimalLineup {
  const open: Record<string, number> = { ...slots };
  const pinned: LineupStarter[] = [];
  for (const p of roster) {
    if (!p.locked || !isStarterSlot(p.slot)) continue;
    const field = STARTER_SLOT_LEAGUE_FIELD[p.slot as keyof typeof STARTER_SLOT_LEAGUE_FIELD];
    if (!(open[field] > 0)) continue;
    open[field] -= 1;
    pinned.push({ pid: p.pid, slot: p.slot, points: p.points });
  }
  const rest = optimalLineup(roster, open as StartingSlots);
  return {
    starters: [...pinned, ...rest.starters],
    points: pinned.reduce((t, s) => t + s.points, 0) + rest.points,
  };
}
