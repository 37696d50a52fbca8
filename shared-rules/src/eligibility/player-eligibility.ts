import { FRANCHISE_VALUE_FIELD, PlayerTag } from '../constants/codes';
import { PRACTICE_SQUAD_POACH_DELAY_SECONDS, PRACTICE_SQUAD_POACH_WAIVER_WINDOW_SECONDS } from '../constants/season-constants';
import {
  isActiveSlot,
  isPracticeSquadSlot,
  isReserveSlot,
  isStarterSlot,
  RosterSlot,
} from '../constants/slots';
import type { League, PlayerStatusInput, Transaction } from '../constants/types';
import { isFranchiseTagAllowedForYear } from '../salaries/franchise';
import { getSeason, type Season, type SeasonOptions } from '../season/calendar';
import { isRookieDraftWaiverPeriod, isRookieDraftWindow } from '../season/draft';
import { getRestrictedFreeAgencyProcessingTime } from '../season/rfa-nominations';
import {
  isBeforeExtensionDeadline,
  isLiveAuctionWindow,
  isPoachSanctuaryPeriod,
  isRestrictedFreeAgencyPeriod,
  isTagWindow,
  isWaiverPeriod,
} from '../season/windows';
import { getReserveEligibility, isPlayerLocked, type ReserveEligibility } from './reserve';
import { getPracticeSquadEntryTime, hasBeenActivated, isRecentRelease } from './transaction-history';

/** Everything the derived flags read. Times are unix seconds. */
export interface PlayerEligibilityInput extends PlayerStatusInput {
  pos: string;
  nfl_draft_year?: number | null;
  /** Fantasy team holding the player (0/undefined = free agent). */
  tid?: number | null;
  slot?: number | null;
  tag?: number | null;
  restricted_free_agency_tag_announced?: number | null;
  restricted_free_agency_tag_nominated?: number | null;
  restricted_free_agency_tag_processed?: number | null;
  /** The player's NFL game this week has started. */
  gameStarted?: boolean;
  /** The player's transactions in this league (any order). */
  transactions?: readonly Transaction[];
  /** Seasons in which he carried the franchise tag (three-in-a-row rule). */
  franchiseTaggedYears?: readonly number[];
  /** A poach claim on him exists. */
  hasPoachClaim?: boolean;
  /**
   * A free agent with pending waiver claims: he stays on waivers until they are processed, even
   * once his 24-hour hold is over (claims come before a direct signing).
   */
  hasWaiverClaim?: boolean;
}

export interface EligibilityContext {
  league: League;
  now: number;
  /** The viewing user's team (undefined when logged out). */
  userTid?: number | null;
  /** Overall pick number of the rookie draft's last pick (for draft windows). */
  lastPick?: number;
  season?: SeasonOptions;
}

/**
 * Everything about `now` the flags need, computed once for a whole player list (the calendar
 * work dominates the cost of a single player's flags).
 */
export interface PreparedEligibilityContext {
  prepared: true;
  league: League;
  now: number;
  userTid?: number | null;
  season: Season;
  seasonOptions?: SeasonOptions;
  waiverPeriod: boolean;
  liveAuction: boolean;
  rookieDraftWindow: boolean;
  rookieDraftWaiverPeriod: boolean;
  beforeExtensionDeadline: boolean;
  restrictedFreeAgencyPeriod: boolean;
  poachSanctuary: boolean;
  /** Franchise and rookie tags may be applied or removed ({@link isTagWindow}). */
  tagWindow: boolean;
}

/** Compute the shared part of {@link getPlayerFlags} once for many players. */
export function prepareEligibilityContext(ctx: EligibilityContext): PreparedEligibilityContext {
  const { league, now } = ctx;
  const lastPick = ctx.lastPick ?? 0;
  return {
    prepared: true,
    league,
    now,
    userTid: ctx.userTid,
    season: getSeason(now, ctx.season),
    seasonOptions: ctx.season,
    waiverPeriod: isWaiverPeriod(now, ctx.season),
    liveAuction: isLiveAuctionWindow(league, now),
    rookieDraftWindow: isRookieDraftWindow(league, now, lastPick),
    rookieDraftWaiverPeriod: isRookieDraftWaiverPeriod(league, now, lastPick),
    beforeExtensionDeadline: isBeforeExtensionDeadline(league, now),
    restrictedFreeAgencyPeriod: isRestrictedFreeAgencyPeriod(league, now),
    poachSanctuary: isPoachSanctuaryPeriod(league, now, ctx.season),
    tagWindow: isTagWindow(league, now, ctx.season),
  };
}

/** Derived player status flags of spec §3. */
export interface PlayerFlags {
  rostered: boolean;
  protected: boolean;
  fa: boolean;
  active: boolean;
  locked: boolean;
  starter: boolean;
  eligible: {
    activate: boolean;
    ps: boolean;
    protect: boolean;
    franchiseTag: boolean;
    restrictedFreeAgencyTag: boolean;
    restrictedFreeAgencyBid: boolean;
    rookieTag: boolean;
    poach: boolean;
  };
  tagged: {
    franchise: boolean;
    rookie: boolean;
    restrictedFreeAgency: boolean;
    restricted_free_agency_announced: boolean;
    restricted_free_agency_nominated: boolean;
  };
  reserve: ReserveEligibility;
  sign: { active: boolean; practice: boolean };
  waiver: { active: boolean; practice: boolean; poach: boolean };
}

/**
 * Derive a player's flags (spec §3/§4). Decisions where the spec is silent:
 * - activate: own player on the practice squad or reserve; protected practice squad players and
 *   long-term IR only in the offseason.
 * - ps: own active-roster player who was never activated or poached.
 * - protect: own unprotected practice squad player, in season, 24 h after joining the squad, no poach.
 * - poach: another team's unprotected practice squad player 24 h after joining the squad, no claim,
 *   outside sanctuary; waiver.poach: the same player within 48 h of joining the squad.
 * - franchise tag: own active player at QB/RB/WR/TE in the offseason tag window ({@link isTagWindow}:
 *   past the final fantasy week, or week 0 before the extension deadline), not already
 *   franchise-tagged the two previous seasons; rookie tag: this or last year's draftee, same window.
 * - free agents: no signing during the live auction; this year's rookies wait for the rookie draft
 *   and its waivers; a recent release, the waiver period or pending claims on him mean waivers, else
 *   direct signing.
 */
export function getPlayerFlags(
  player: PlayerEligibilityInput,
  context: EligibilityContext | PreparedEligibilityContext,
): PlayerFlags {
  const ctx = 'prepared' in context ? context : prepareEligibilityContext(context);
  const { now, season } = ctx;
  const transactions = player.transactions ?? [];
  const slot = player.slot ?? 0;
  const tag = player.tag ?? PlayerTag.REGULAR;
  const rostered = (player.tid ?? 0) > 0 && slot > 0;
  const own = rostered && ctx.userTid != null && player.tid === ctx.userTid;
  const other = rostered && !own;
  const isProtected = slot === RosterSlot.PSP || slot === RosterSlot.PSDP;
  const onUnprotectedPs = slot === RosterSlot.PS || slot === RosterSlot.PSD;
  const psEntry = getPracticeSquadEntryTime(transactions);
  const psAge = psEntry === null ? Infinity : now - psEntry;
  const pastPsDelay = psAge >= PRACTICE_SQUAD_POACH_DELAY_SECONDS;

  const activate =
    own &&
    ((isPracticeSquadSlot(slot) && (!isProtected || season.isOffseason)) ||
      (isReserveSlot(slot) && (slot !== RosterSlot.IR_LONG_TERM || season.isOffseason)));
  const franchiseTag =
    own && isActiveSlot(slot) && ctx.tagWindow &&
    FRANCHISE_VALUE_FIELD[player.pos as keyof typeof FRANCHISE_VALUE_FIELD] !== undefined &&
    isFranchiseTagAllowedForYear(player.franchiseTaggedYears ?? [], season.year);
  const draftYear = player.nfl_draft_year ?? null;
  const rfaOpen = ctx.restrictedFreeAgencyPeriod;

  const free = !rostered;
  const sign = { active: false, practice: false };
  const waiver = {
    active: false,
    practice: false,
    poach: other && onUnprotectedPs && psAge < PRACTICE_SQUAD_POACH_WAIVER_WINDOW_SECONDS && !player.hasPoachClaim,
  };
  if (free && !ctx.liveAuction) {
    const rookie = draftYear === season.year;
    if (rookie && ctx.rookieDraftWindow) {
      // rookies are drafted, not signed, while the draft runs
    } else if (
      (rookie && ctx.rookieDraftWaiverPeriod) || ctx.waiverPeriod || isRecentRelease(transactions, now) || player.hasWaiverClaim
    ) {
      waiver.active = true;
      waiver.practice = true;
    } else {
      sign.active = true;
      sign.practice = true;
    }
  }

  return {
    rostered,
    protected: isProtected,
    fa: free,
    active: rostered && isActiveSlot(slot),
    locked: isPlayerLocked(player),
    starter: rostered && isStarterSlot(slot),
    eligible: {
      activate,
      ps: own && isActiveSlot(slot) && !hasBeenActivated(transactions),
      protect: own && onUnprotectedPs && season.isRegularSeason && pastPsDelay && !player.hasPoachClaim,
      franchiseTag,
      restrictedFreeAgencyTag: own && tag !== PlayerTag.RESTRICTED_FREE_AGENCY && rfaOpen,
      restrictedFreeAgencyBid:
        other && tag === PlayerTag.RESTRICTED_FREE_AGENCY && rfaOpen &&
        !!player.restricted_free_agency_tag_announced && !player.restricted_free_agency_tag_processed &&
        // blind bids close at the processing hour, even before the job has run
        now < getRestrictedFreeAgencyProcessingTime(ctx.league, player.restricted_free_agency_tag_announced),
      rookieTag: own && ctx.tagWindow && draftYear !== null && (draftYear === season.year || draftYear === season.year - 1),
      poach:
        other && onUnprotectedPs && pastPsDelay && !player.hasPoachClaim && !ctx.poachSanctuary,
    },
    tagged: {
      franchise: tag === PlayerTag.FRANCHISE,
      rookie: tag === PlayerTag.ROOKIE,
      restrictedFreeAgency: tag === PlayerTag.RESTRICTED_FREE_AGENCY,
      restricted_free_agency_announced: !!player.restricted_free_agency_tag_announced,
      restricted_free_agency_nominated: !!player.restricted_free_agency_tag_nominated,
    },
    reserve: getReserveEligibility(player),
    sign,
    waiver,
  };
}
