import type { Roster, RosterRead } from '@league/shared-rules/contracts';

/**
 * A roster read as the full roster the action rules take: salaries and cap as answered, $0 where a
 * visitor got none (spec §6). Only for screens that show a visitor no salary and offer him no
 * action (team page with `salaries` false, waivers), so the placeholders are never seen.
 */
export function withSalaries(read: RosterRead): Roster {
  return {
    ...read,
    availableCap: read.availableCap ?? 0,
    players: read.players.map((p) => ({ ...p, value: p.value ?? 0, extensions: p.extensions ?? 0 })),
  };
}
