import type { AuctionActor, AuctionResult } from '@league/shared-rules';
import type { AuctionSummary, ScheduleAuctionBody } from '@league/shared-rules/contracts';
import type { AuctionRepository } from '../../db/repositories/auction.repository';
import { AppError } from '../../errors/app-error';
import type { AuctionControl, AuctionRoomHandle } from './auction-control';
import { summarize } from './get-auction-summary';

/** What the commissioner's auction use-cases need: the repository, this instance's rooms and the clock. */
export interface CommissionerAuctionDeps {
  repo: Pick<AuctionRepository, 'actorFor' | 'roomSeed' | 'setAuctionStart'>;
  control: AuctionControl;
  now: () => number;
}

/** The commissioner of the league (checked on the server), and the league's room. */
async function commissionerRoom(deps: CommissionerAuctionDeps, lid: number, userId: number): Promise<{ actor: AuctionActor; room: AuctionRoomHandle }> {
  const actor = await deps.repo.actorFor(lid, userId);
  const room = actor ? await deps.control.room(lid) : null;
  if (!actor || !room) throw AppError.notFound('League not found');
  if (!actor.isCommissioner) throw AppError.forbidden('Only the commissioner may do this', 'NOT_COMMISSIONER');
  return { actor, room };
}

function done(room: AuctionRoomHandle, result?: AuctionResult): AuctionSummary {
  if (result && !result.ok) throw AppError.conflict(result.message, result.code);
  return summarize(room.state!.version, room.state!.state);
}

/**
 * Sets (or clears) when the auction starts. Refused while it runs: moving the start of a running
 * auction would stop it mid-lot; the commissioner resets it first.
 */
export async function scheduleAuction(deps: CommissionerAuctionDeps, lid: number, userId: number, body: ScheduleAuctionBody): Promise<AuctionSummary> {
  const { room } = await commissionerRoom(deps, lid, userId);
  const s = room.state!.state;
  if (s.startedAt !== null && !s.complete) throw AppError.conflict('The auction is running; reset it before scheduling it again');
  await deps.repo.setAuctionStart(lid, body.startsAt);
  await room.settingsChanged();
  deps.control.scheduleChanged(lid);
  return done(room);
}

/** Starts the auction now (moving its start time to now when later or unset), or resumes it when it ran before and is paused. */
export async function startAuction(deps: CommissionerAuctionDeps, lid: number, userId: number): Promise<AuctionSummary> {
  const { actor, room } = await commissionerRoom(deps, lid, userId);
  const now = deps.now();
  const s = room.state!.state;
  if (s.complete) throw AppError.conflict('Auction is complete', 'AUCTION_COMPLETE');
  if (s.startsAt === null || s.startsAt > now) {
    await deps.repo.setAuctionStart(lid, now);
    await room.settingsChanged();
    deps.control.scheduleChanged(lid);
  }
  if (room.state!.state.startedAt === null) return done(room, await room.execute({ type: 'start' }));
  if (room.state!.state.paused) return done(room, await room.execute({ type: 'resume', actor }));
  return done(room);
}

/**
 * Starts the room over from the league's current rosters: unscheduled, paused, nobody sold in this
 * room; an open lot is voided (its bids stay recorded). Rosters and transactions are untouched.
 */
export async function resetAuction(deps: CommissionerAuctionDeps, lid: number, userId: number): Promise<AuctionSummary> {
  const { actor, room } = await commissionerRoom(deps, lid, userId);
  await deps.repo.setAuctionStart(lid, null);
  deps.control.scheduleChanged(lid);
  const seed = await deps.repo.roomSeed(lid);
  if (!seed) throw AppError.notFound('League not found');
  return done(room, await room.execute({ type: 'reset', actor, seed }));
}
