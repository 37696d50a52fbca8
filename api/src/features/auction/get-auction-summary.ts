import { createRoomState } from '@league/shared-rules';
import type { AuctionSummary } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { AuctionDirectory, AuctionStore } from './auction-store';

/**
 * Where the league's live auction stands, read from the stored room (the database is the source of
 * truth for every api process). A room nobody has opened yet is described by its seed without
 * creating it: paused, the first team with space on the clock.
 */
export async function getAuctionSummary(repo: AuctionStore & AuctionDirectory, lid: number): Promise<AuctionSummary> {
  const stored = await repo.load(lid);
  const seed = stored ? null : await repo.roomSeed(lid);
  if (!stored && !seed) throw new AppError('NOT_FOUND', 'League not found', 404);
  const version = stored?.version ?? 0;
  const s = stored?.state ?? createRoomState(seed!);
  return { version, startsAt: s.startsAt, paused: s.paused, complete: s.complete, nominatingTid: s.nominatingTid, lotPid: s.lot?.pid ?? null };
}
