import type { AuctionActor, AuctionEvent, AuctionRoomState, CreateRoomInput } from '@league/shared-rules';

/** The room state document: the state, its version and what the last commit did (for other instances). */
export interface StoredRoom {
  lid: number;
  version: number;
  state: AuctionRoomState;
  /** Events of the commit that produced this version; other instances broadcast them. */
  events: AuctionEvent[];
  /** The request id that caused the last commit, echoed to clients. */
  requestId?: string;
}

/**
 * Outcome of a commit: `ok`; `conflict` when `{ lid, version }` no longer matched (another command or
 * instance got there first — reload and retry); `void` when a sale failed the final roster/cap check
 * inside the transaction (the caller re-runs the expiry with that reason).
 */
export type CommitResult = { kind: 'ok' } | { kind: 'conflict' } | { kind: 'void'; reason: string };

/**
 * Storage of auction rooms. Every command is one conditional write on `{ lid, version }`; a sale also
 * writes the roster player and the auction transactions (types 6 and 7) in the same transaction.
 */
export interface AuctionStore {
  load(lid: number): Promise<StoredRoom | null>;
  /** Inserts the room unless one exists; returns whichever is stored. */
  createIfMissing(room: StoredRoom): Promise<StoredRoom>;
  /**
   * `previous` is the state at `expectedVersion`; a store may then write only the state keys that
   * changed (the machine never mutates, so unchanged keys keep their identity).
   */
  commit(expectedVersion: number, next: StoredRoom, previous?: AuctionRoomState): Promise<CommitResult>;
  /** True when the pid exists and is on no roster of the league. */
  isPlayerAvailable(lid: number, pid: string): Promise<boolean>;
}

/** League facts the room needs: its seed and who a user is in it. */
export interface AuctionDirectory {
  /** Null when the league does not exist. */
  roomSeed(lid: number): Promise<CreateRoomInput | null>;
  /** The user's role in the league; null userId means a visitor. */
  actorFor(lid: number, userId: number | null): Promise<AuctionActor | null>;
}

/** Pick the next state document for a successful command. */
export function nextRoom(current: StoredRoom, state: AuctionRoomState, events: AuctionEvent[], requestId?: string): StoredRoom {
  return { lid: current.lid, version: current.version + 1, state, events, requestId };
}
