import type { League } from '../constants/types';
import { getDraftEnd, getLeagueDraftWindow } from './draft';

/**
 * The rookie draft's order, salaries and clock (DOMAIN-NOTES "Rookie draft", spec §4 "Season
 * timing: Rookie draft"). Pure: the api decides with these, the board previews with them.
 */

/** One team's line in last season's final standings, best first (the standings' order). */
export interface DraftStandingsLine {
  tid: number;
  /** Playoff seed, null for a team that missed the playoffs. */
  seed: number | null;
}

/**
 * Draft order from last season's standings, worst first. Decision (the spec is silent on
 * playoffs): teams that missed the playoffs pick first, worst record first; the playoff teams follow,
 * also worst regular-season record first, except that the champion picks last. With no standings
 * (a league's first season) the teams keep their `draft_order` setting (`fallback`).
 */
export function rookieDraftOrder(standings: readonly DraftStandingsLine[], champion: number | null, fallback: readonly number[]): number[] {
  if (standings.length === 0) return [...fallback];
  const worstFirst = [...standings].reverse();
  const missed = worstFirst.filter((s) => s.seed === null).map((s) => s.tid);
  const playoff = worstFirst.filter((s) => s.seed !== null && s.tid !== champion).map((s) => s.tid);
  const last = champion !== null && standings.some((s) => s.tid === champion) ? [champion] : [];
  const ordered = [...missed, ...playoff, ...last];
  // teams that joined after last season pick after everyone who played it, in their setting's order
  for (const tid of fallback) if (!ordered.includes(tid)) ordered.push(tid);
  return ordered;
}

/** Overall pick number of the team at `index` (0-based) of the order in `round`. */
export function overallPick(round: number, index: number, teams: number): number {
  return (round - 1) * teams + index + 1;
}

/** Pick within its round (1-based) of an overall pick number. */
export function pickInRound(pick: number, teams: number): number {
  return ((pick - 1) % teams) + 1;
}

/** `1.04`: the round, a dot and the pick within the round, two digits (spec §3 Transaction pick_str). */
export function formatPickStr(round: number, inRound: number): string {
  return `${round}.${String(inRound).padStart(2, '0')}`;
}

/**
 * Rookie salary of a pick (DOMAIN-NOTES): the number of teams − the pick within its round + 1,
 * at least $1 — the first pick of a 12-team league costs $12, the twelfth $1, in every round.
 */
export function rookieSalary(teams: number, inRound: number): number {
  return Math.max(1, teams - inRound + 1);
}

/** A pick as the clock reads it. */
export interface ClockPick {
  uid: number;
  tid: number;
  /** Overall number; null until the order is set. */
  pick: number | null;
  pid: string | null;
}

/** The draft's settings the clock reads. */
export type DraftClockLeague = Pick<League, 'draft_start' | 'draft_type' | 'draft_hour_min' | 'draft_hour_max'>;

/** The last overall pick of the draft (its end is the end of that pick's New York day). */
export function lastPickNumber(picks: readonly ClockPick[]): number {
  return picks.reduce((max, p) => Math.max(max, p.pick ?? 0), 0);
}

/** When the pick's window opens and closes (the next pick's opening; the draft end for the last). */
export function pickWindow(league: DraftClockLeague, pick: number, lastPick: number): { opens: number; closes: number } | null {
  const rules = { ...league, rookie_draft_completed_at: null } as League;
  const opens = getLeagueDraftWindow(rules, pick);
  if (opens === null) return null;
  const closes = pick >= lastPick ? (getDraftEnd(rules, lastPick) as number) : (getLeagueDraftWindow(rules, pick + 1) as number);
  return { opens, closes };
}

/** Where the draft stands at `now`. */
export interface DraftClock {
  /** draft_start set, the order set and not every pick made. */
  scheduled: boolean;
  /** From draft_start until the draft end (the end of the last pick's day), while picks remain. */
  open: boolean;
  /** Every pick is made. */
  complete: boolean;
  /** End of the New York day of the last pick's window (spec §4), null when not scheduled. */
  end: number | null;
  /**
   * The pick on the clock: the unmade pick whose window is open now; when that pick was made early,
   * the next unmade pick (its window not open yet). Null before the draft or once it is complete.
   */
  onClock: ClockPick | null;
  /** Unmade picks whose window has opened — each of their owners may pick now (until the draft end). */
  mayPick: ClockPick[];
}

/**
 * The draft clock (DOMAIN-NOTES "Rookie draft"): once a pick's window opens its owner may pick; an
 * earlier owner whose window passed may still pick until the draft ends.
 */
export function draftClock(league: DraftClockLeague, picks: readonly ClockPick[], now: number): DraftClock {
  const ordered = picks.filter((p) => p.pick !== null).sort((a, b) => a.pick! - b.pick!);
  const last = lastPickNumber(ordered);
  const complete = picks.length > 0 && picks.every((p) => p.pid !== null);
  const none: DraftClock = { scheduled: false, open: false, complete, end: null, onClock: null, mayPick: [] };
  if (league.draft_start == null || ordered.length === 0 || ordered.length !== picks.length) return none;
  const end = getDraftEnd({ ...league, rookie_draft_completed_at: null } as League, last) as number;
  const open = !complete && now >= league.draft_start && now <= end;
  const opened = (p: ClockPick) => (getLeagueDraftWindow(league as League, p.pick!) as number) <= now;
  const mayPick = open ? ordered.filter((p) => p.pid === null && opened(p)) : [];
  let onClock: ClockPick | null = null;
  if (!complete && now <= end) {
    // the newest opened window's pick, or the first pick whose window is still to come
    const current = [...ordered].reverse().find(opened);
    const from = current ? current.pick! : 0;
    onClock = ordered.find((p) => p.pick! >= from && p.pid === null) ?? null;
  }
  return { scheduled: !complete, open, complete, end, onClock, mayPick };
}

/** Why a team may not make this pick now, or null when it may. */
export type PickRefusal = 'DRAFT_NOT_STARTED' | 'DRAFT_ENDED' | 'PICK_MADE' | 'DRAFT_PICK_NOT_ON_CLOCK';

/** May the pick be made at `now`? (Who owns it is the caller's check.) */
export function checkPickTurn(league: DraftClockLeague, picks: readonly ClockPick[], pickUid: number, now: number): PickRefusal | null {
  const pick = picks.find((p) => p.uid === pickUid);
  const clock = draftClock(league, picks, now);
  if (clock.complete) return 'DRAFT_ENDED';
  if (pick?.pid) return 'PICK_MADE';
  if (!clock.end || league.draft_start == null || now < league.draft_start) return 'DRAFT_NOT_STARTED';
  if (now > clock.end) return 'DRAFT_ENDED';
  return clock.mayPick.some((p) => p.uid === pickUid) ? null : 'DRAFT_PICK_NOT_ON_CLOCK';
}
