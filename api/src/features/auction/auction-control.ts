import type { AuctionCommand, AuctionResult } from '@league/shared-rules';
import type { StoredRoom } from './auction-store';

/** What a use-case may do with a league's live room (the realtime module's room, on this instance). */
export interface AuctionRoomHandle {
  readonly state: StoredRoom | null;
  /** Decides and appends a command like any socket's (every instance's sockets see the result). */
  execute(command: AuctionCommand): Promise<AuctionResult>;
  /** Copies the league's schedule into the room. */
  settingsChanged(): Promise<void>;
}

/** The realtime module as the auction's HTTP use-cases see it (no `ws` here). */
export interface AuctionControl {
  /** Loads the league's room on this instance; null when the league does not exist. */
  room(lid: number): Promise<AuctionRoomHandle | null>;
  /** The league's start time changed: re-arm the scheduled start. */
  scheduleChanged(lid: number): void;
}
