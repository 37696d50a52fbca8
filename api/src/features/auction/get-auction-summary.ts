import { createRoomState, type AuctionRoomState } from '@league/shared-rules';
import type { AuctionSummary } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { AuctionDirectory, AuctionStore } from './auction-store';

/** The summary of a room state at a version. */
export function summarize(version: number, s: AuctionRoomState): AuctionSummary {
  return { version, startsAt: s.startsAt, startedAt: s.startedAt ?? null, paused: s.paused, complete: s.complete, nominatingTid: s.nominatingTid, lotPid: s.lot?.pid ?? null };
}

/**
 * Where the league's live auction stands, read from the stored room (the database is the source of
 * truth for every api process). A room nobody has opened yet is described by its seed without
 * creating it: paused, the first team with space on the clock.
 */
export async function getAuctionSummary(repo: AuctionStore & AuctionDirectory, lid: number): Promise<AuctionSummary> {
  const stored = await repo.load(lid);
  const seed = stored ? null : await repo.roomSeed(lid);
  if (!stored && !seed) throw new AppError('NOT_FOUND', 'League not found', 404);
  return summarize(stored?.version ?? 0, stored?.state ?? createRoomState(seed!));
}
