import { PlayerTag, TransactionType, WaiverType } from '../constants/codes';
import { isInPlayerPool } from '../constants/nfl-status';
import { RosterSlot } from '../constants/slots';
import { getPlayerFlags, type PlayerFlags } from '../eligibility/player-eligibility';
import { NO_PRACTICE_SPACE_MESSAGE, noActiveSpaceMessage } from '../roster/messages';
import { getPoachSalary } from '../salaries/salary';
import { getSeason } from '../season/calendar';
import { flagsOf, releasesProblem, rosterOf, rowOf } from '../roster-actions/helpers';
import type { PlannedTransaction, RosterActionContext, RosterActionErrorCode, RosterChange } from '../roster-actions/types';
import { hasClaimSpace } from './claim-space';
import { checkPoachSpace } from './poach';

/** Codes a waiver or poach claim can be refused with (names of the shared error vocabulary). */
export type ClaimErrorCode =
  | RosterActionErrorCode
  | 'INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD'
  | 'INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM'
  | 'INVALID_BID'
  | 'OVER_FAAB'
  | 'CLAIM_EXISTS';

export type ClaimCheck = { ok: true } | { ok: false; code: ClaimErrorCode; message: string };

const refuse = (code: ClaimErrorCode, message: string): ClaimCheck => ({ ok: false, code, message });

/** Where the claimed player is now: the league roster row holding him, if any. */
export interface ClaimHolder {
  tid: number;
  slot: number;
  value: number;
}

/** Flags of a player held by another team, as the claiming team (`ctx.tid`) sees him. */
export function otherTeamFlags(ctx: RosterActionContext, pid: string, holder: ClaimHolder): PlayerFlags {
  const info = ctx.players.get(pid);
  return getPlayerFlags(
    {
      pos: info?.pos ?? '',
      tid: holder.tid,
      slot: holder.slot,
      tag: PlayerTag.REGULAR,
      nfl_status: info?.nfl_status,
      injury_status: info?.injury_status,
      nfl_draft_year: info?.nfl_draft_year,
      transactions: info?.transactions,
      hasPoachClaim: info?.hasPoachClaim,
    },
    { league: ctx.league, now: ctx.now, userTid: ctx.tid, season: ctx.season, lastPick: ctx.lastPick },
  );
}

/** The claiming team's conditional releases: each on its roster and releasable now (code 6). */
function releaseCheck(ctx: RosterActionContext, pid: string, release: readonly string[]): ClaimCheck | null {
  if (release.includes(pid)) return refuse('INVALID_PARAMS', 'Cannot release the player being claimed');
  for (const r of release) {
    if (!rowOf(ctx, r)) return refuse('INELIGIBLE_RELEASE_PLAYER', 'Release player is not on the roster');
  }
  const problem = releasesProblem(ctx, release);
  return problem && !problem.ok ? refuse(problem.code, problem.message) : null;
}

export interface WaiverClaimInput {
  pid: string;
  type: number;
  bid: number;
  release: readonly string[];
  /** The claiming team's remaining FAAB (the bid's limit in the regular season). */
  faab: number;
  /** The roster row holding the player in this league (another team's), or null for a free agent. */
  holder: ClaimHolder | null;
  /** The team already has a pending claim on this player (other than the one being updated). */
  duplicate: boolean;
}

/**
 * Whether a team may submit (or update) a waiver claim (spec §5 "Waiver bid", §4 "Derived player
 * eligibility", DOMAIN-NOTES "Waivers"). Decisions where the spec is silent:
 * - free agency claims (types 1 and 3) need the player to be on waivers now (recently released,
 *   the waiver period, or a rookie in the draft waiver period); a player who may be signed directly
 *   is refused, since a claim would only delay him;
 * - a poaching waiver claim (type 2) needs another team's unprotected practice squad player inside
 *   the practice squad waiver window (48 h after he joined the squad);
 * - practice squad and poaching waiver claims carry no bid (the waiver order decides);
 * - the roster (after the conditional releases) must fit the player, as the claim would be refused
 *   at processing otherwise; processing checks again;
 * - a free agency bid is limited by FAAB in the regular season (OVER_FAAB) and by the available cap
 *   outside it (§5; OVER_CAP_SPACE), where the winner pays his bid as the player's salary; the cap
 *   freed by the claim's conditional releases counts, as they happen with the award.
 */
export function checkWaiverClaim(ctx: RosterActionContext, input: WaiverClaimInput): ClaimCheck {
  const { pid, type, bid, release } = input;
  const info = ctx.players.get(pid);
  if (!info) return refuse('INVALID_PARAMS', 'Unknown player');
  if (!Number.isInteger(bid) || bid < 0) return refuse('INVALID_BID', 'missing or invalid bid amount');
  if (type !== WaiverType.FREE_AGENCY && bid !== 0) return refuse('INVALID_BID', 'Practice squad and poaching waiver claims take no bid');
  const salaryBid = type === WaiverType.FREE_AGENCY && isSalaryBid(ctx);
  if (!salaryBid && bid > input.faab) return refuse('OVER_FAAB', 'Bid exceeds available faab');
  if (type === WaiverType.POACH) {
    const holder = input.holder;
    if (!holder || holder.tid === ctx.tid) return refuse('INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD', 'Player is not on another team\'s practice squad');
    if (holder.slot !== RosterSlot.PS && holder.slot !== RosterSlot.PSD) {
      return refuse('INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD', 'Player is not on an unprotected practice squad');
    }
    if (info.hasPoachClaim) return refuse('INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM', 'Player has an existing poaching claim');
    if (!otherTeamFlags(ctx, pid, holder).waiver.poach) return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not on waivers');
  } else {
    if (input.holder || rowOf(ctx, pid)) return refuse('PLAYER_ROSTERED', 'Player is already rostered');
    if (!isInPlayerPool(info.nfl_status)) return refuse('PLAYER_RETIRED', 'Player is retired');
    const flags = flagsOf(ctx, pid);
    const onWaivers = type === WaiverType.FREE_AGENCY_PRACTICE ? flags.waiver.practice : flags.waiver.active;
    if (!onWaivers) return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not on waivers');
  }
  if (input.duplicate) return refuse('CLAIM_EXISTS', 'A claim for this player already exists');
  const releases = releaseCheck(ctx, pid, release);
  if (releases) return releases;
  if (salaryBid && !hasClaimSpace(rosterOf(ctx), { type, pos: info.pos, salary: bid, release })) {
    // a bid the cap cannot carry is its own refusal, distinct from a full roster
    if (hasClaimSpace(rosterOf(ctx), { type, pos: info.pos, salary: 0, release })) {
      return refuse('OVER_CAP_SPACE', 'Bid exceeds available cap');
    }
  }
  return claimSpaceCheck(ctx, { pid, type, release, value: salaryBid ? bid : input.holder?.value ?? 0 });
}

/**
 * Outside the regular season a free agency waiver bid is salary, not FAAB (§5 "The maximum shown
 * is faab in the regular season, else available cap"; DOMAIN-NOTES: FAAB is spent only in the
 * regular season): the winner pays his bid as the player's salary.
 */
export function isSalaryBid(ctx: Pick<RosterActionContext, 'now' | 'season'>): boolean {
  return !getSeason(ctx.now, ctx.season).isRegularSeason;
}

/**
 * Pending claims on a free agent are due once nothing but those claims keeps him on waivers: his
 * 24-hour hold is over and no waiver period runs, so without them he could be signed directly.
 * They are processed then, before anyone can sign him (DOMAIN-NOTES "Waivers").
 */
export function isWaiverClaimDue(ctx: RosterActionContext, pid: string): boolean {
  const info = ctx.players.get(pid);
  if (!info) return false;
  const flags = flagsOf({ ...ctx, players: new Map([[pid, { ...info, hasWaiverClaim: false }]]) }, pid);
  return flags.fa && (flags.sign.active || flags.sign.practice);
}

/**
 * The roster fits the claimed player after the conditional releases (the §8 texts when not).
 * `value`: the poached player's current value (poach), or the salary a free agency claim pays.
 */
export function claimSpaceCheck(
  ctx: RosterActionContext,
  { pid, type, release, value }: { pid: string; type: number; release: readonly string[]; value: number },
): ClaimCheck {
  const roster = rosterOf(ctx);
  const pos = ctx.players.get(pid)?.pos ?? '';
  if (type === WaiverType.POACH) {
    const space = checkPoachSpace(roster, { value, release });
    return space.ok && hasClaimSpace(roster, { type, pos, salary: getPoachSalary(value), release })
      ? { ok: true }
      : refuse('OVER_ROSTER_SPACE', space.ok ? 'Roster is full' : space.message);
  }
  const salary = type === WaiverType.FREE_AGENCY ? value : 0;
  if (hasClaimSpace(roster, { type, pos, salary, release })) return { ok: true };
  return type === WaiverType.FREE_AGENCY_PRACTICE
    ? refuse('NO_PRACTICE_SPACE', NO_PRACTICE_SPACE_MESSAGE)
    : refuse('NO_ACTIVE_SPACE', noActiveSpaceMessage());
}

export interface PoachClaimInput {
  pid: string;
  release: readonly string[];
  holder: ClaimHolder | null;
  /** A pending poach on the player exists (any team). */
  existingPoach: boolean;
}

/**
 * Whether a team may submit (or update) a poaching claim (spec §4 "Poaching", §5 "Poach", §8 codes
 * 4 and 5): another team's unprotected practice squad player, on the squad for 24 hours, outside the
 * sanctuary periods, with no existing claim; the claiming roster needs an active spot and cap for
 * value + 2 after its conditional releases (the §8 poach text otherwise).
 */
export function checkPoachClaim(ctx: RosterActionContext, input: PoachClaimInput): ClaimCheck {
  const { pid, release, holder } = input;
  if (!ctx.players.get(pid)) return refuse('INVALID_PARAMS', 'Unknown player');
  if (!holder || holder.tid === ctx.tid || (holder.slot !== RosterSlot.PS && holder.slot !== RosterSlot.PSD)) {
    return refuse('INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD', 'Player is not on another team\'s unprotected practice squad');
  }
  if (input.existingPoach) return refuse('INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM', 'Player has an existing poaching claim');
  if (!otherTeamFlags(ctx, pid, holder).eligible.poach) return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible');
  const releases = releaseCheck(ctx, pid, release);
  if (releases) return releases;
  return claimSpaceCheck(ctx, { pid, type: WaiverType.POACH, release, value: holder.value });
}

/** Writes of a successful claim on the claiming team's roster, or why it fails at processing. */
export type ClaimAward =
  | { ok: true; changes: RosterChange[]; transactions: PlannedTransaction[] }
  | { ok: false; reason: string };

/**
 * The claiming team's writes when a claim succeeds (DOMAIN-NOTES: conditional releases happen only
 * then, together with the add): releases, then the player on the bench (free agency at `value`: $0
 * in the regular season, the winning bid outside it; roster add), the practice squad ($0, practice
 * add) or the bench at value + 2 (poached; `value` is his current value). A release that is no
 * longer possible, or a roster that does not fit even after the releases (cap included), fails the
 * claim.
 */
export function planClaimAward(
  ctx: RosterActionContext,
  { pid, type, release, value }: { pid: string; type: number; release: readonly string[]; value: number },
): ClaimAward {
  const info = ctx.players.get(pid);
  if (!info) return { ok: false, reason: 'unknown player' };
  const valid = release.filter((r) => rowOf(ctx, r));
  const problem = releasesProblem(ctx, valid);
  if (problem && !problem.ok) return { ok: false, reason: 'release player is not eligible' };
  const space = claimSpaceCheck(ctx, { pid, type, release: valid, value });
  if (!space.ok) return { ok: false, reason: 'roster has no room' };
  const changes: RosterChange[] = [];
  const transactions: PlannedTransaction[] = [];
  for (const r of valid) {
    const row = rowOf(ctx, r)!;
    changes.push({ kind: 'delete', pid: r, from: row.slot });
    transactions.push({ pid: r, type: TransactionType.RELEASE, value: row.value });
  }
  const practice = type === WaiverType.FREE_AGENCY_PRACTICE;
  const salary = type === WaiverType.POACH ? getPoachSalary(value) : practice ? 0 : value;
  changes.push({ kind: 'insert', pid, pos: info.pos, slot: practice ? RosterSlot.PS : RosterSlot.BENCH, value: salary, tag: PlayerTag.REGULAR });
  const txType = type === WaiverType.POACH ? TransactionType.POACHED : practice ? TransactionType.PRACTICE_ADD : TransactionType.ROSTER_ADD;
  transactions.push({ pid, type: txType, value: salary });
  return { ok: true, changes, transactions };
}
