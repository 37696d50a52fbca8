import { PlayerTag, POSITION_MAX_FIELD } from '../constants/codes';
import {
  isActiveSlot,
  isRosterSlot,
  isStarterSlot,
  RosterSlot,
  STARTER_SLOT_LEAGUE_FIELD,
} from '../constants/slots';
import type { League, RosterPlayer } from '../constants/types';
import { getExtensionAmount } from '../salaries/salary';
import { isPositionEligibleForSlot } from './slot-eligibility';

/** Thrown (as `Error.message`) when an active slot is requested on a full active roster (§8). */
export const ROSTER_FULL_ERROR = 'Roster is full';
/** Thrown (as `Error.message`) when a player may not take a slot (§8). */
export const PLAYER_NOT_ELIGIBLE_ERROR = 'Player is not eligible';

/** A player as held by the roster model: the input row plus the salary the model charges. */
export interface RosterEntry extends RosterPlayer {
  tag: number;
  extensions: number;
  /** Salary counted against the cap (see {@link CreateRosterOptions.useExtendedSalaries}). */
  salary: number;
}

export interface CreateRosterOptions {
  /** Team id, needed for the RFA tag count (players from another original team excluded). */
  tid?: number;
  /**
   * Before the extension deadline, charge each player his salary by tag for next season (spec §9)
   * instead of his current value. Callers decide with `isBeforeExtensionDeadline(league, now)`.
   */
  useExtendedSalaries?: boolean;
}

/** Roster limit (spec §5): sum of all starter slots plus bench. */
export function getRosterLimit(league: League): number {
  return (
    league.sqb + league.srb + league.swr + league.ste + league.srbwr + league.srbwrte +
    league.sqbrbwrte + league.swrte + league.sdst + league.sk + league.bench
  );
}

/**
 * A team's roster with its counts, built once and updated incrementally.
 *
 * Decisions where the spec is silent:
 * - Cap: only active players (starters + bench) count; practice squad and reserve salaries do not.
 *   `availableCap = cap − Σ salary(active)`.
 * - Practice squad: signed players (PS, PSP) count against `league.ps`; drafted rookies (PSD,
 *   PSDP) do not (unlimited), as the drafted squad is how rookies are held.
 * - Position maximums (mqb … mk; 0 or absent = none) apply to active plus signed practice squad.
 * - IR counts against `league.ir`; long-term IR and COV are always allowed.
 * - A player's salary is his RFA bid when tagged RFA with a bid, else his value — or his salary by
 *   tag when `useExtendedSalaries`.
 */
export class Roster {
  readonly league: League;
  readonly tid: number | undefined;
  /** Sum of starter slots plus bench. */
  readonly limit: number;
  private readonly entries = new Map<string, RosterEntry>();
  private readonly slotCounts: number[] = new Array<number>(19).fill(0);
  private readonly positionCounts: Record<string, number> = Object.create(null);
  private readonly tagCounts: number[] = [0, 0, 0, 0, 0];
  private ownRestrictedTags = 0;
  private activeCount = 0;
  private activeSalary = 0;
  private readonly useExtendedSalaries: boolean;

  constructor(league: League, players: readonly RosterPlayer[], options: CreateRosterOptions = {}) {
    this.league = league;
    this.tid = options.tid ?? players[0]?.tid ?? undefined;
    this.limit = getRosterLimit(league);
    this.useExtendedSalaries = options.useExtendedSalaries ?? false;
    for (let i = 0; i < players.length; i++) this.insert(players[i]);
  }

  // ---- counts -------------------------------------------------------------------------------

  /** Active players (starters + bench) on the roster. */
  get activeSize(): number {
    return this.activeCount;
  }
  /** True when the active roster has reached the roster limit. */
  get isFull(): boolean {
    return this.activeCount >= this.limit;
  }
  /** Open active roster spots. */
  get availableSpace(): number {
    return this.limit - this.activeCount;
  }
  /** Cap minus the salaries of active players. */
  get availableCap(): number {
    return this.league.cap - this.activeSalary;
  }
  /** Open signed practice squad spots. */
  get availablePracticeSpace(): number {
    return this.league.ps - this.practiceSignedCount;
  }
  /** Open IR spots. */
  get availableReserveSpace(): number {
    return this.league.ir - this.slotCounts[RosterSlot.IR];
  }
  /** Players on signed practice squad slots (PS, PSP). */
  get practiceSignedCount(): number {
    return this.slotCounts[RosterSlot.PS] + this.slotCounts[RosterSlot.PSP];
  }
  /** Number of players in a slot. */
  getCountBySlot(slot: number): number {
    return this.slotCounts[slot] ?? 0;
  }
  /** Number of players carrying a tag. */
  getCountByTag(tag: number): number {
    return this.tagCounts[tag] ?? 0;
  }
  /** Players counting against a position maximum (active + signed practice squad). */
  getPositionCount(pos: string): number {
    return this.positionCounts[pos] ?? 0;
  }

  // ---- lists --------------------------------------------------------------------------------

  /** Every player, in insertion order. */
  get all(): RosterEntry[] {
    return Array.from(this.entries.values());
  }
  get starters(): RosterEntry[] {
    return this.all.filter((p) => isStarterSlot(p.slot));
  }
  get active(): RosterEntry[] {
    return this.all.filter((p) => isActiveSlot(p.slot));
  }
  get bench(): RosterEntry[] {
    return this.getPlayersBySlot(RosterSlot.BENCH);
  }
  get practice(): RosterEntry[] {
    return this.all.filter((p) => p.slot === RosterSlot.PS || p.slot === RosterSlot.PSP ||
      p.slot === RosterSlot.PSD || p.slot === RosterSlot.PSDP);
  }
  get practiceSigned(): RosterEntry[] {
    return this.all.filter((p) => p.slot === RosterSlot.PS || p.slot === RosterSlot.PSP);
  }
  get practiceDrafted(): RosterEntry[] {
    return this.all.filter((p) => p.slot === RosterSlot.PSD || p.slot === RosterSlot.PSDP);
  }
  get reserve(): RosterEntry[] {
    return this.all.filter((p) => p.slot === RosterSlot.IR || p.slot === RosterSlot.IR_LONG_TERM ||
      p.slot === RosterSlot.COV);
  }
  getPlayersBySlot(slot: number): RosterEntry[] {
    return this.all.filter((p) => p.slot === slot);
  }
  getPlayersByTag(tag: number): RosterEntry[] {
    return this.all.filter((p) => p.tag === tag);
  }
  get(pid: string): RosterEntry | undefined {
    return this.entries.get(pid);
  }
  has(pid: string): boolean {
    return this.entries.has(pid);
  }
  /** True when the player is in a starting lineup slot. */
  isStarter(pid: string): boolean {
    const entry = this.entries.get(pid);
    return entry !== undefined && isStarterSlot(entry.slot);
  }

  // ---- space checks -------------------------------------------------------------------------

  /** True when a position maximum (if any) leaves room for one more player of `pos`. */
  hasPositionCapacity(pos: string): boolean {
    const field = POSITION_MAX_FIELD[pos as keyof typeof POSITION_MAX_FIELD];
    const max = field ? this.league[field] : undefined;
    return !max || this.getPositionCount(pos) < max;
  }
  /** Open active space for moving an existing player to the bench (no position maximum check). */
  hasBenchSpace(): boolean {
    return !this.isFull;
  }
  /** Open bench slot for adding a player of `pos` (active space and position maximum). */
  hasOpenBenchSlot(pos: string): boolean {
    return !this.isFull && this.hasPositionCapacity(pos);
  }
  /** Open signed practice squad slot. */
  hasOpenPracticeSquadSlot(): boolean {
    return this.practiceSignedCount < this.league.ps;
  }
  /** Open IR slot. */
  hasOpenInjuredReserveSlot(): boolean {
    return this.slotCounts[RosterSlot.IR] < this.league.ir;
  }
  /** True when a starter slot has an open count (false for non-starter slots). */
  hasOpenSlot(slot: number): boolean {
    if (!isStarterSlot(slot)) return false;
    const field = STARTER_SLOT_LEAGUE_FIELD[slot as keyof typeof STARTER_SLOT_LEAGUE_FIELD];
    return this.slotCounts[slot] < this.league[field];
  }

  /**
   * Whether a player of `pos` may be put into `slot` now (spec §4 "Adding a player"): IR needs a
   * free IR space; practice squad (signed) a free practice space and the position maximum; drafted
   * practice squad, long-term IR and COV are always allowed; bench needs active space and the
   * position maximum; a starter slot a matching position and an open count.
   */
  isEligibleForSlot({ slot, pos }: { slot: number; pos: string }): boolean {
    switch (slot) {
      case RosterSlot.IR:
        return this.hasOpenInjuredReserveSlot();
      case RosterSlot.IR_LONG_TERM:
      case RosterSlot.COV:
      case RosterSlot.PSD:
      case RosterSlot.PSDP:
        return true;
      case RosterSlot.BENCH:
        return this.hasOpenBenchSlot(pos);
      case RosterSlot.PS:
      case RosterSlot.PSP:
        return this.hasOpenPracticeSquadSlot() && this.hasPositionCapacity(pos);
      default:
        return isStarterSlot(slot) && isPositionEligibleForSlot(pos, slot) && this.hasOpenSlot(slot);
    }
  }

  /**
   * Whether one more player can carry `tag` (spec §5): regular always; RFA counts only tagged
   * players whose original team is this team (or unset); other tags count every holder.
   */
  isEligibleForTag({ tag }: { tag: number }): boolean {
    if (tag === PlayerTag.REGULAR) return true;
    const limit = (this.league as unknown as Record<string, number | undefined>)[`tag${tag}`] ?? 0;
    if (tag === PlayerTag.RESTRICTED_FREE_AGENCY) return this.ownRestrictedTags < limit;
    return this.getCountByTag(tag) < limit;
  }

  // ---- mutations ----------------------------------------------------------------------------

  /**
   * Add a player. @throws Error 'Roster is full' for an active slot on a full active roster,
   * 'Player is not eligible' when the slot rejects him (or he is already on the roster).
   */
  addPlayer(player: RosterPlayer): RosterEntry {
    if (isActiveSlot(player.slot) && this.isFull) throw new Error(ROSTER_FULL_ERROR);
    if (this.entries.has(player.pid) || !this.isEligibleForSlot(player)) {
      throw new Error(PLAYER_NOT_ELIGIBLE_ERROR);
    }
    return this.insert(player);
  }

  /** Remove a player; returns what was removed (undefined when absent). */
  removePlayer(pid: string): RosterEntry | undefined {
    const entry = this.entries.get(pid);
    if (!entry) return undefined;
    this.entries.delete(pid);
    this.account(entry, -1);
    return entry;
  }

  /** Move a player to another slot, with the same checks as adding; unchanged on failure. */
  updateSlot(pid: string, slot: number): RosterEntry {
    const entry = this.removePlayer(pid);
    if (!entry) throw new Error(PLAYER_NOT_ELIGIBLE_ERROR);
    try {
      const moved = toEntry(entry);
      moved.slot = slot;
      return this.addPlayer(moved);
    } catch (error) {
      this.insert(entry);
      throw error;
    }
  }

  /** Change a player's salary (value). */
  updateValue(pid: string, value: number): void {
    const entry = this.removePlayer(pid);
    if (!entry) return;
    const changed = toEntry(entry);
    changed.value = value;
    this.insert(changed);
  }

  /** Change a player's tag (removing a tag = setting regular). */
  updateTag(pid: string, tag: number): void {
    const entry = this.removePlayer(pid);
    if (!entry) return;
    const changed = toEntry(entry);
    changed.tag = tag;
    this.insert(changed);
  }

  private insert(player: RosterPlayer): RosterEntry {
    if (!isRosterSlot(player.slot)) throw new Error(PLAYER_NOT_ELIGIBLE_ERROR);
    const entry = toEntry(player);
    entry.salary = this.useExtendedSalaries
      ? getExtensionAmount(entry, this.league)
      : entry.tag === PlayerTag.RESTRICTED_FREE_AGENCY && entry.bid != null
        ? entry.bid
        : entry.value;
    this.entries.set(entry.pid, entry);
    this.account(entry, 1);
    return entry;
  }

  private account(entry: RosterEntry, sign: 1 | -1): void {
    this.slotCounts[entry.slot] += sign;
    this.tagCounts[entry.tag] = (this.tagCounts[entry.tag] ?? 0) + sign;
    if (entry.tag === PlayerTag.RESTRICTED_FREE_AGENCY) {
      const original = entry.restricted_free_agency_original_team;
      if (original == null || original === this.tid) this.ownRestrictedTags += sign;
    }
    const active = isActiveSlot(entry.slot);
    if (active) {
      this.activeCount += sign;
      this.activeSalary += sign * entry.salary;
    }
    if (active || entry.slot === RosterSlot.PS || entry.slot === RosterSlot.PSP) {
      this.positionCounts[entry.pos] = (this.positionCounts[entry.pos] ?? 0) + sign;
    }
  }
}

/**
 * Copy a roster player into a fixed-shape entry. Written out field by field on purpose: object
 * spread with extra properties is two orders of magnitude slower here and the roster model must
 * build in microseconds.
 */
function toEntry(p: RosterPlayer): RosterEntry {
  return {
    pid: p.pid,
    slot: p.slot,
    pos: p.pos,
    value: p.value,
    tag: p.tag ?? PlayerTag.REGULAR,
    extensions: p.extensions ?? 0,
    bid: p.bid,
    tid: p.tid,
    rid: p.rid,
    type: p.type,
    timestamp: p.timestamp,
    restricted_free_agency_original_team: p.restricted_free_agency_original_team,
    restricted_free_agency_tag_processed: p.restricted_free_agency_tag_processed,
    restricted_free_agency_tag_nominated: p.restricted_free_agency_tag_nominated,
    restricted_free_agency_tag_announced: p.restricted_free_agency_tag_announced,
    salary: 0,
  };
}

/** Build a roster model from a league and its players (see {@link Roster}). */
export function createRoster(
  league: League,
  players: readonly RosterPlayer[],
  options?: CreateRosterOptions,
): Roster {
  return new Roster(league, players, options);
}
