import {
  checkPoachSpace,
  createRoster,
  getClaimMenu,
  getMaxWaiverBid,
  getPlayerFlags,
  getSeason,
  hasClaimSpace,
  isActiveSlot,
  NO_PRACTICE_SPACE_MESSAGE,
  noActiveSpaceMessage,
  RosterSlot,
  WaiverType,
  type ClaimMenuAction,
  type League,
  type RosterPlayer,
  type Transaction,
} from '@league/shared-rules';
import type { Notice, Poach, Waiver } from '@league/shared-rules/contracts';
import type { MenuEntry } from '../team/PlayerMenu';
import type { ClaimActions } from './claims-api';
import type { ClaimRequest } from './ClaimDialog';
import { runWrite } from '../team/run-write';

/** The signed-in user's team and everything its claims are previewed with. */
export interface ClaimUiDeps {
  league: League;
  ownTid: number;
  ownRoster: readonly RosterPlayer[];
  faab: number;
  now: number;
  /** The rookie draft's last overall pick (undrafted rookies: not signed while it runs, on waivers after). */
  lastPick?: number;
  pendingWaivers: readonly Waiver[];
  pendingPoaches: readonly Poach[];
  actions: ClaimActions;
  nameOf: (pid: string) => string;
  notify: (notice: Notice) => void;
  /** Re-reads the page after a write. */
  reload: () => void;
  ask: (request: ClaimRequest) => void;
  /** Set while the user may nominate in the live auction: opens the auction with the player selected. */
  selectForNomination?: (pid: string) => void;
  /** The user's team's live restricted free agency bids: a player with one offers Update and Remove. */
  ownRfaBids?: readonly { pid: string; bid: number }[];
  /** Other-team items the page adds itself (restricted free agency bids). */
  extra?: Partial<Record<ClaimMenuAction, () => void>>;
}

/** A free agent, or another team's player (`tid`, `slot`, `value` of his row there). */
export interface ClaimPlayer {
  pid: string;
  name: string;
  pos: string;
  nfl_draft_year?: number | null;
  tid: number;
  slot: number;
  value: number;
  /** His transactions in this league (the release hold and practice squad windows read them). */
  transactions: readonly Transaction[];
  restrictedFreeAgencyBidEligible?: boolean;
}


/**
 * The free-agent and other-team items of a player's menu (spec §2), from the shared claim menu
 * rule, wired to the claim calls. Where room is short the dialog asks for a conditional release
 * with the §8 text; active roster waiver claims ask for a bid (maximum per §5).
 */
export function claimEntries(deps: ClaimUiDeps, player: ClaimPlayer): MenuEntry[] {
  const { pid } = player;
  const waiver = deps.pendingWaivers.find((w) => w.pid === pid && w.tid === deps.ownTid);
  const poach = deps.pendingPoaches.find((p) => p.pid === pid && p.tid === deps.ownTid);
  const flags = getPlayerFlags(
    {
      pos: player.pos, tid: player.tid, slot: player.slot, nfl_draft_year: player.nfl_draft_year,
      transactions: player.transactions, hasPoachClaim: deps.pendingPoaches.some((p) => p.pid === pid),
    },
    { league: deps.league, now: deps.now, userTid: deps.ownTid, lastPick: deps.lastPick },
  );
  if (player.restrictedFreeAgencyBidEligible) flags.eligible.restrictedFreeAgencyBid = true;
  const items = getClaimMenu({ flags, slot: player.tid ? player.slot : null, pendingWaiver: !!waiver, pendingPoach: !!poach, rfaBid: !!deps.ownRfaBids?.some((b) => b.pid === pid), mayNominate: !!deps.selectForNomination });
  const roster = createRoster(deps.league, [...deps.ownRoster], { tid: deps.ownTid });
  const releasable = (filter: (slot: number) => boolean) =>
    deps.ownRoster.filter((r) => filter(r.slot) && r.slot !== RosterSlot.PSP && r.slot !== RosterSlot.PSDP).map((r) => ({ value: r.pid, label: `${deps.nameOf(r.pid)} (${r.pos})` }));
  const activeChoices = releasable(isActiveSlot);
  const practiceChoices = releasable((slot) => slot === RosterSlot.PS || slot === RosterSlot.PSD);
  const isPracticeType = (type: number) => type === WaiverType.FREE_AGENCY_PRACTICE;
  const fits = (type: number) => hasClaimSpace(roster, { type, pos: player.pos });
  const spaceMessage = (type: number) =>
    type === WaiverType.POACH ? checkPoachMessage(roster, player.value) : isPracticeType(type) ? NO_PRACTICE_SPACE_MESSAGE : noActiveSpaceMessage();
  const maxBid = getMaxWaiverBid({ isRegularSeason: getSeason(deps.now).isRegularSeason, faab: deps.faab, availableCap: roster.availableCap });

  const sign = (type: 1 | 3) => {
    const slot = isPracticeType(type) ? 12 : 11;
    if (fits(type)) return void runWrite(deps, () => deps.actions.sign(deps.ownTid, pid, slot, []));
    deps.ask({
      title: `Sign ${player.name}`, message: spaceMessage(type), bid: null, releaseRequired: true,
      releaseChoices: isPracticeType(type) ? practiceChoices : activeChoices, confirmLabel: 'Sign',
      onConfirm: (_bid, release) => runWrite(deps, () => deps.actions.sign(deps.ownTid, pid, slot, release)),
    });
  };
  const claim = (type: 1 | 2 | 3) => {
    const needsRelease = type === WaiverType.POACH ? !checkPoachSpace(roster, { value: player.value }).ok : !fits(type);
    deps.ask({
      title: `Waiver Claim: ${player.name}`,
      message: needsRelease ? spaceMessage(type) : null,
      bid: type === WaiverType.FREE_AGENCY ? { initial: 0, max: maxBid } : null,
      releaseRequired: needsRelease,
      releaseChoices: isPracticeType(type) ? practiceChoices : activeChoices,
      confirmLabel: 'Submit Claim',
      onConfirm: (bid, release) => runWrite(deps, () => deps.actions.submitWaiver({ pid, type, bid, release }), 'Waiver Submitted'),
    });
  };
  const poachClaim = (existing?: Poach) => {
    const needsRelease = !checkPoachSpace(roster, { value: player.value }).ok;
    deps.ask({
      title: `${existing ? 'Update Poach' : 'Poaching Claim'}: ${player.name}`,
      message: needsRelease ? checkPoachMessage(roster, player.value) : null,
      bid: null, releaseRequired: needsRelease, releaseChoices: activeChoices, initialRelease: existing?.release[0],
      confirmLabel: existing ? 'Update Poach' : 'Submit Poach',
      onConfirm: (_bid, release) =>
        existing
          ? runWrite(deps, () => deps.actions.updatePoach(existing.uid, release), 'Poach Updated')
          : runWrite(deps, () => deps.actions.submitPoach(pid, release), 'Poach Submitted'),
    });
  };
  const handlers: Record<ClaimMenuAction, () => void> = {
    'select-nomination': () => deps.selectForNomination?.(pid),
    'sign-active': () => sign(1),
    'sign-practice': () => sign(3),
    'waiver-active': () => claim(1),
    'waiver-practice': () => claim(3),
    'poach-waiver': () => claim(2),
    poach: () => poachClaim(),
    'update-poach': () => poachClaim(poach),
    'update-claim': () =>
      deps.ask({
        title: `Update Claim: ${player.name}`, message: null,
        bid: waiver!.type === WaiverType.FREE_AGENCY ? { initial: waiver!.bid, max: Math.min(maxBid, deps.faab) } : null,
        releaseRequired: false, releaseChoices: isPracticeType(waiver!.type) ? practiceChoices : activeChoices,
        initialRelease: waiver!.release[0], confirmLabel: 'Update Claim',
        onConfirm: (bid, release) => runWrite(deps, () => deps.actions.updateWaiver(waiver!.uid, { bid, release }), 'Waiver Updated'),
      }),
    'cancel-claim': () => void runWrite(deps, () => deps.actions.cancelWaiver(waiver!.uid), 'Waiver Cancelled'),
    'rfa-bid': () => deps.extra?.['rfa-bid']?.(),
    'rfa-update': () => deps.extra?.['rfa-update']?.(),
    'rfa-remove': () => deps.extra?.['rfa-remove']?.(),
  };
  return items.map((item) => ({ key: item.action, label: item.label, disabled: item.disabled, onSelect: handlers[item.action] }));
}

function checkPoachMessage(roster: ReturnType<typeof createRoster>, value: number): string {
  const check = checkPoachSpace(roster, { value });
  return check.ok ? '' : check.message;
}
