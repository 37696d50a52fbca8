import {
  isPracticeSquadSlot,
  isReserveSlot,
  POSITIONS,
  ROSTER_SLOT_LABELS,
  RosterSlot,
  STARTER_SLOT_LEAGUE_FIELD,
  STARTER_SLOTS,
} from '@league/shared-rules';
import type { League, RosterReadPlayer } from '@league/shared-rules/contracts';

/** One starting lineup slot: filled by a player, or open. */
export interface StarterSlot {
  slot: number;
  label: string;
  player: RosterReadPlayer | null;
}

export interface RosterGroups {
  starters: StarterSlot[];
  bench: RosterReadPlayer[];
  practice: RosterReadPlayer[];
  reserve: RosterReadPlayer[];
}

/** Visitors get no salaries (spec §6): then by name only. */
const bySalary = (a: RosterReadPlayer, b: RosterReadPlayer) => (b.value ?? 0) - (a.value ?? 0) || a.name.localeCompare(b.name);

/**
 * Groups a roster for display: every starting slot the league has, in lineup order (open slots
 * included so a manager sees holes), then bench, practice squad and reserve by salary.
 */
export function groupRoster(players: readonly RosterReadPlayer[], league: League): RosterGroups {
  const starters: StarterSlot[] = [];
  for (const slot of STARTER_SLOTS) {
    const field = STARTER_SLOT_LEAGUE_FIELD[slot as keyof typeof STARTER_SLOT_LEAGUE_FIELD];
    const count = league[field] ?? 0;
    const inSlot = players.filter((p) => p.slot === slot).sort(bySalary);
    // A slot over its league count (settings changed) still shows every player in it.
    for (let i = 0; i < Math.max(count, inSlot.length); i += 1) {
      starters.push({ slot, label: ROSTER_SLOT_LABELS[slot], player: inSlot[i] ?? null });
    }
  }
  return {
    starters,
    bench: players.filter((p) => p.slot === RosterSlot.BENCH).sort(bySalary),
    practice: players.filter((p) => isPracticeSquadSlot(p.slot)).sort(bySalary),
    reserve: players.filter((p) => isReserveSlot(p.slot)).sort(bySalary),
  };
}

/** Players per position, in the spec's position order (positions with none included as 0). */
export function positionCounts(players: readonly RosterReadPlayer[]): { pos: string; count: number }[] {
  return POSITIONS.map((pos) => ({ pos, count: players.filter((p) => p.pos === pos).length }));
}
