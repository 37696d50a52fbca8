import {
  checkActivateSpace,
  checkDeactivateSpace,
  checkReserveSpace,
  createRoster,
  getOwnPlayerMenu,
  getRestrictedFreeAgencyBidWarning,
  getRestrictedFreeAgencyMaxBid,
  isActiveSlot,
  planActivate,
  planReserve,
  PlayerTag,
  releaseProblem,
  RosterSlot,
  toggleCutlist,
  type OwnPlayerAction,
  type RosterActionContext,
} from '@league/shared-rules';
import type { Notice, RosterPlayer } from '@league/shared-rules/contracts';
import type { BidRequest } from './BidDialog';
import type { ChoiceRequest } from './ChoiceDialog';
import type { MenuEntry } from './PlayerMenu';
import type { TeamActions } from './team-actions';
import { runWrite } from './run-write';

export interface MenuDeps {
  ctx: RosterActionContext;
  cutlist: string[];
  actions: TeamActions;
  nameOf: (pid: string) => string;
  notify: (notice: Notice) => void;
  /** Re-reads the page after a write. */
  reload: () => void;
  ask: (request: ChoiceRequest) => void;
  askBid: (request: BidRequest) => void;
  /** Shows a change at once (optimistic); a failed write's reload restores the server's state. */
  patchPlayer: (pid: string, patch: Partial<RosterPlayer>) => void;
}

/** Reserve slots an active player may go to when an activation needs room (spec §2 labels). */
const RESERVE_SLOTS: ReadonlyArray<readonly [number, string]> = [
  [RosterSlot.IR, 'Reserve/IR'],
  [RosterSlot.IR_LONG_TERM, 'Reserve/IR (Long Term)'],
  [RosterSlot.COV, 'Reserve/COV'],
];


/**
 * The own-roster menu of one player (items and enabled state from shared-rules), wired to the
 * API. Where the spec asks for a choice (§5: a release when activating without bench space, an IR
 * player to activate when IR is full, a practice squad player to release, a tag to remove), a
 * dialog asks first with the §8 text; the choice goes with the same call, so it happens only
 * together with the move.
 */
export function ownPlayerEntries(deps: MenuDeps, pid: string): MenuEntry[] {
  const { ctx, actions, nameOf } = deps;
  const roster = () => createRoster(ctx.league, ctx.roster, { tid: ctx.tid });
  const label = (p: string) => `${nameOf(p)} (${ctx.roster.find((r) => r.pid === p)?.pos ?? ''})`;
  const releasable = (filter: (slot: number) => boolean) =>
    ctx.roster.filter((r) => r.pid !== pid && filter(r.slot) && releaseProblem(ctx, r.pid) === null).map((r) => ({ value: r.pid, label: label(r.pid) }));

  const handlers: Record<OwnPlayerAction, () => void> = {
    activate: () => {
      const space = checkActivateSpace(roster(), { pid });
      if (space.ok) return void runWrite(deps, () => actions.activate({ activate_pid: pid }));
      // §5: without bench space a player to release or to move to reserve must be chosen
      const releases = releasable(isActiveSlot)
        .filter((c) => planActivate(ctx, { pid, releasePid: c.value }).ok)
        .map((c) => ({ value: `release:${c.value}`, label: `Release ${c.label}` }));
      const reserves = ctx.roster
        .filter((r) => r.pid !== pid && isActiveSlot(r.slot))
        .flatMap((r) =>
          RESERVE_SLOTS.filter(([slot]) => planActivate(ctx, { pid, reservePid: r.pid, reserveSlot: slot }).ok).map(([slot, name]) => ({
            value: `reserve:${slot}:${r.pid}`,
            label: `Move ${label(r.pid)} to ${name}`,
          })),
        );
      deps.ask({
        title: `Activate ${nameOf(pid)}`,
        message: space.message,
        fieldLabel: 'Player to release or move to reserve',
        choices: [...releases, ...reserves],
        confirmLabel: 'Activate',
        onConfirm: (choice) => {
          const [kind, a, b] = choice.split(':');
          if (kind === 'release') return runWrite(deps, () => actions.activate({ activate_pid: pid, release_pid: a }), 'Player released');
          return runWrite(deps, () => actions.activate({ activate_pid: pid, reserve_pid: b, slot: Number(a) as 13 }), 'Player designated');
        },
      });
    },
    deactivate: () => {
      const space = checkDeactivateSpace(roster());
      if (space.ok) return void runWrite(deps, () => actions.deactivate({ deactivate_pid: pid }));
      deps.ask({
        title: `Move ${nameOf(pid)} to Practice Squad`,
        message: space.message,
        fieldLabel: 'Practice squad player to release',
        choices: releasable((slot) => slot === RosterSlot.PS || slot === RosterSlot.PSP),
        confirmLabel: 'Move to Practice Squad',
        onConfirm: (release) => runWrite(deps, () => actions.deactivate({ deactivate_pid: pid, release_pid: release }), 'Player released'),
      });
    },
    protect: () => void runWrite(deps, () => actions.protect(pid), 'Player designated'),
    'franchise-tag': () => tag(deps, pid, PlayerTag.FRANCHISE),
    'rookie-tag': () => tag(deps, pid, PlayerTag.ROOKIE),
    'remove-franchise-tag': () => void runWrite(deps, () => actions.removeTag(pid)),
    'remove-rookie-tag': () => void runWrite(deps, () => actions.removeTag(pid)),
    'cutlist-add': () => void runWrite(deps, () => actions.setCutlist(toggleCutlist(deps.cutlist, pid)), 'Updated Cutlist'),
    'cutlist-remove': () => void runWrite(deps, () => actions.setCutlist(toggleCutlist(deps.cutlist, pid)), 'Updated Cutlist'),
    'reserve-ir': () => reserve(deps, pid, RosterSlot.IR),
    'reserve-ir-long-term': () => reserve(deps, pid, RosterSlot.IR_LONG_TERM),
    'reserve-cov': () => reserve(deps, pid, RosterSlot.COV),
    release: () => deps.ask(releaseConfirmation(deps, pid)),
    'rfa-tag': () => restrictedFreeAgencyTag(deps, pid, false),
    'rfa-update': () => restrictedFreeAgencyTag(deps, pid, true),
    'rfa-remove': () => void runWrite(deps, () => actions.cancelRestrictedFreeAgencyTag(pid), 'Restricted Free Agency Bid Cancelled'),
    'rfa-nominate': () => void runWrite(deps, () => actions.nominate(pid), 'Restricted Free Agent Nomination Designated'),
    'rfa-nominate-remove': () => void runWrite(deps, () => actions.cancelNomination(pid), 'Restricted Free Agent Nomination Cancelled'),
  };
  return getOwnPlayerMenu(ctx, pid, deps.cutlist).map((item) => ({
    key: item.action,
    label: item.label,
    disabled: item.disabled,
    onSelect: handlers[item.action],
  }));
}

/**
 * A release cannot be undone by the owner, so it asks first, naming the player and what follows
 * (spec §5): 24 hours on waivers, and the salary back in the cap when he counted against it (active
 * players do; practice squad and reserve players do not).
 */
export function releaseConfirmation(deps: MenuDeps, pid: string): ChoiceRequest {
  const row = deps.ctx.roster.find((r) => r.pid === pid);
  const name = deps.nameOf(pid);
  const returned = row && isActiveSlot(row.slot) && row.value > 0
    ? `$${row.value} of cap space returns to your team.`
    : 'No cap space returns: his salary does not count against the cap.';
  return {
    title: `Release ${name}?`,
    message: `${name} goes on waivers for 24 hours, where other teams can claim him. ${returned}`,
    confirmLabel: 'Release',
    onConfirm: () => runWrite(deps, () => deps.actions.release(pid), 'Player released'),
  };
}

function reserve(deps: MenuDeps, pid: string, slot: number): void {
  const { ctx, actions, nameOf } = deps;
  const space = slot === RosterSlot.IR ? checkReserveSpace(createRoster(ctx.league, ctx.roster, { tid: ctx.tid })) : { ok: true as const };
  // §8 roster action notice: a reserve move designates the player
  if (space.ok) return void runWrite(deps, () => actions.reserve({ reserve_pid: pid, slot: slot as 13 }), 'Player designated');
  // IR is full: an IR player who may be activated in the same move must be chosen (§5)
  const choices = ctx.roster
    .filter((r) => r.slot === RosterSlot.IR && planReserve(ctx, { pid, slot, activatePid: r.pid }).ok)
    .map((r) => ({ value: r.pid, label: nameOf(r.pid) }));
  deps.ask({
    title: `Move ${nameOf(pid)} to Reserve/IR`,
    message: space.message,
    fieldLabel: 'Player to activate',
    choices,
    confirmLabel: 'Move to Reserve/IR',
    onConfirm: (activate) => runWrite(deps, () => actions.reserve({ reserve_pid: pid, slot: slot as 13, activate_pid: activate }), 'Player designated'),
  });
}

function tag(deps: MenuDeps, pid: string, tagCode: 2 | 3): void {
  const { ctx, actions, nameOf } = deps;
  const roster = createRoster(ctx.league, ctx.roster, { tid: ctx.tid });
  if (roster.isEligibleForTag({ tag: tagCode })) return void runWrite(deps, () => actions.tag(pid, tagCode), 'Player tagged');
  // the tag set is full: a tagged player must revert to regular to make room (§4, §5)
  const name = tagCode === PlayerTag.FRANCHISE ? 'Franchise Tag' : 'Rookie Tag';
  deps.ask({
    title: `${name}: ${nameOf(pid)}`,
    message: `Choose a ${name.toLowerCase()} to remove.`,
    fieldLabel: 'Tag to remove',
    choices: roster.getPlayersByTag(tagCode).map((p) => ({ value: p.pid, label: nameOf(p.pid) })),
    confirmLabel: 'Apply Tag',
    onConfirm: (remove) => runWrite(deps, () => actions.tag(pid, tagCode, remove), 'Player tagged'),
  });
}

/**
 * Places or updates the team's RFA tag with a bid (spec §4 "Tags"): the tag and bid show at once
 * and roll back if the server refuses (§8); the §8 warning shows when the bid exceeds the maximum
 * available bid; a full tag set asks for a tag to remove.
 */
function restrictedFreeAgencyTag(deps: MenuDeps, pid: string, update: boolean): void {
  const { ctx, actions, nameOf } = deps;
  const roster = createRoster(ctx.league, ctx.roster, { tid: ctx.tid });
  const row = ctx.roster.find((r) => r.pid === pid);
  const maxBid = getRestrictedFreeAgencyMaxBid(roster, { pid, cutlist: deps.cutlist });
  const full = !update && !roster.isEligibleForTag({ tag: PlayerTag.RESTRICTED_FREE_AGENCY });
  deps.askBid({
    title: `Restricted Free Agency Tag: ${nameOf(pid)}`,
    initialBid: row?.bid ?? row?.value ?? 0,
    warningFor: (bid) => getRestrictedFreeAgencyBidWarning(bid, maxBid),
    removeChoices: full ? roster.getPlayersByTag(PlayerTag.RESTRICTED_FREE_AGENCY).map((p) => ({ value: p.pid, label: nameOf(p.pid) })) : [],
    onConfirm: (bid, remove) => {
      deps.patchPlayer(pid, { tag: PlayerTag.RESTRICTED_FREE_AGENCY, bid });
      if (remove) deps.patchPlayer(remove, { tag: PlayerTag.REGULAR, bid: null });
      return runWrite(deps, () => actions.restrictedFreeAgencyTag(pid, bid, update, remove), 'Restricted Free Agency Tag Placed');
    },
  });
}
