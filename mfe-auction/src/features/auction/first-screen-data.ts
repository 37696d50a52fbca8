import { createContext, useContext } from 'react';
import type { AuctionPoolPlayer, League } from '@league/shared-rules/contracts';
import type { RoomSummary } from './use-room-summary';

/**
 * What the api's first screen of the room (first-screen.tsx) draws it from: the reads a visitor's page
 * makes, answered before the page answer went out, and the app clock's instant. The room's hooks start
 * from it instead of from nothing; on the server no effect runs, so nothing else is read. The browser's
 * page never provides it (its hooks read for themselves, as before).
 */
export interface RoomFirstScreen {
  now: number;
  league: League;
  summary: RoomSummary;
  /** The pool's first page (AUCTION_POOL_FIRST_QUERY). */
  pool: { rows: AuctionPoolPlayer[]; total: number; openPointsAdded: number };
}

export const RoomFirstScreenContext = createContext<RoomFirstScreen | null>(null);

export const useRoomFirstScreen = (): RoomFirstScreen | null => useContext(RoomFirstScreenContext);
