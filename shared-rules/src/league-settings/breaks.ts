import { PlayerTag } from '../constants/codes';
import { RosterSlot } from '../constants/slots';
import type { League, RosterPlayer } from '../constants/types';
import { createRoster } from '../roster/roster';
import { getStarterSlotsForPosition } from '../roster/slot-eligibility';

/** A setting the league could not live with, and why. */
export interface LeagueBreak {
  field: string;
  /** The team whose roster the setting breaks (absent for league-wide reasons). */
  tid?: number;
  message: string;
}

/** What the checks need to know besides the settings themselves. */
export interface LeagueState {
  /** Each active team's current roster. */
  rosters: ReadonlyArray<{ tid: number; name: string; players: readonly RosterPlayer[] }>;
  /** Teams in the league now (deleted teams excluded). */
  teamCount: number;
  /** A regular or playoff week is under way (the schedule exists and week > 0). */
  midSeason: boolean;
  /** Unix seconds; with it, the draft's timing cannot change while the draft is running. */
  now?: number;
}

const DRAFT_TIMING = ['draft_start', 'draft_type', 'draft_hour_min', 'draft_hour_max'] as const;

/** The rookie draft has started and is not complete: its picks' windows are being used. */
export function isDraftRunning(league: League, now: number): boolean {
  const start = league.draft_start ?? null;
  if (start === null || start > now) return false;
  const completed = league.rookie_draft_completed_at ?? null;
  return completed === null || completed < start;
}

const SLOT_BY_FIELD: ReadonlyArray<[keyof League, number]> = [
  ['sqb', RosterSlot.QB], ['srb', RosterSlot.RB], ['swr', RosterSlot.WR], ['ste', RosterSlot.TE],
  ['swrte', RosterSlot.WRTE], ['srbwr', RosterSlot.RBWR], ['srbwrte', RosterSlot.RBWRTE],
  ['sqbrbwrte', RosterSlot.QBRBWRTE], ['sk', RosterSlot.K], ['sdst', RosterSlot.DST],
];

const MAX_FIELDS: ReadonlyArray<[keyof League, string]> = [
  ['mqb', 'QB'], ['mrb', 'RB'], ['mwr', 'WR'], ['mte', 'TE'], ['mdst', 'DST'], ['mk', 'K'],
];

/** The settings whose change is checked against each team's roster (any other change needs no roster read). */
export const ROSTER_CHECKED_FIELDS: ReadonlySet<string> = new Set([
  ...SLOT_BY_FIELD.map(([f]) => f as string), ...MAX_FIELDS.map(([f]) => f as string), 'bench', 'ps', 'ir', 'cap', 'tag2', 'tag3', 'tag4',
]);

/**
 * Whether the active players can fill every starter slot of `league` at once: a bipartite matching of
 * slots to players by position eligibility (spec §5), found with augmenting paths — a greedy pass can
 * fail when a flex slot takes a player a fixed slot needed.
 */
export function canFillLineup(league: League, positions: readonly string[]): boolean {
  const slots: number[] = [];
  for (const [field, slot] of SLOT_BY_FIELD) for (let i = 0; i < ((league[field] as number) ?? 0); i++) slots.push(slot);
  if (slots.length > positions.length) return false;
  const owner: number[] = new Array(positions.length).fill(-1);
  const tryAssign = (s: number, seen: boolean[]): boolean => {
    for (let p = 0; p < positions.length; p++) {
      if (seen[p] || !getStarterSlotsForPosition(positions[p]).includes(slots[s])) continue;
      seen[p] = true;
      if (owner[p] === -1 || tryAssign(owner[p], seen)) {
        owner[p] = s;
        return true;
      }
    }
    return false;
  };
  return slots.every((_, s) => tryAssign(s, new Array(positions.length).fill(false)));
}

/**
 * The ways a change of settings would break the league as it stands (spec: "changes that would break
 * the league are refused"): fewer teams than exist; for each team a roster above the new roster limit,
 * practice squad or IR size, a position above its new maximum, salaries above the new cap, more tagged
 * players than a new tag limit; while a week is under way, starter slots a roster can no longer fill; and,
 * while the rookie draft runs, its start, window type and hours (the remaining picks' windows hang on them).
 * Only fields that changed are checked, so a league that already breaks a rule can still be edited elsewhere.
 */
export function findLeagueBreaks(current: League, next: League, state: LeagueState): LeagueBreak[] {
  const changed = (field: keyof League) => current[field] !== next[field];
  const out: LeagueBreak[] = [];
  if (changed('num_teams') && next.num_teams < state.teamCount) {
    out.push({ field: 'num_teams', message: `The league has ${state.teamCount} teams; delete teams before lowering the number of teams` });
  }
  if (state.now !== undefined && isDraftRunning(current, state.now)) {
    for (const field of DRAFT_TIMING) {
      if (changed(field)) out.push({ field, message: 'The rookie draft is under way; its timing cannot change until it completes' });
    }
  }
  const limitChanged = changed('bench') || SLOT_BY_FIELD.some(([f]) => changed(f));
  for (const { tid, name, players } of state.rosters) {
    const roster = createRoster(next, players, { tid });
    const add = (field: string, message: string) => out.push({ field, tid, message: `${name}: ${message}` });
    if (limitChanged && roster.activeSize > roster.limit) add('bench', `${roster.activeSize} active players exceed the roster limit of ${roster.limit}`);
    if (changed('ps') && roster.practiceSignedCount > next.ps) add('ps', `${roster.practiceSignedCount} signed practice squad players exceed ${next.ps}`);
    if (changed('ir') && roster.getCountBySlot(RosterSlot.IR) > next.ir) add('ir', `${roster.getCountBySlot(RosterSlot.IR)} players on IR exceed ${next.ir}`);
    if (changed('cap') && roster.availableCap < 0) add('cap', `committed salaries of $${next.cap - roster.availableCap} exceed a cap of $${next.cap}`);
    for (const [field, pos] of MAX_FIELDS) {
      const max = (next[field] as number | null | undefined) ?? 0;
      if (changed(field) && max > 0 && roster.getPositionCount(pos) > max) add(field, `${roster.getPositionCount(pos)} ${pos} exceed the maximum of ${max}`);
    }
    for (const [field, tag] of [['tag2', PlayerTag.FRANCHISE], ['tag3', PlayerTag.ROOKIE], ['tag4', PlayerTag.RESTRICTED_FREE_AGENCY]] as const) {
      const limit = (next[field] as number | null | undefined) ?? 0;
      if (changed(field) && roster.getCountByTag(tag) > limit) add(field, `${roster.getCountByTag(tag)} tagged players exceed the limit of ${limit}`);
    }
    if (state.midSeason && SLOT_BY_FIELD.some(([f]) => changed(f)) && !canFillLineup(next, roster.active.map((p) => p.pos))) {
      add('sqb', 'the active roster can no longer fill the starting lineup mid-season');
    }
  }
  return out;
}
