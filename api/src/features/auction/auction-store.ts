import { applyCommand, type AuctionActor, type AuctionCommand, type AuctionEvent, type AuctionRoomState, type CreateRoomInput, type TeamFigures } from '@league/shared-rules';

/** A room as a process holds it: the state at `version` and what the commit that made it did. */
export interface StoredRoom {
  lid: number;
  version: number;
  state: AuctionRoomState;
  /** Events of the commit that produced this version (broadcast once, by every process). */
  events: AuctionEvent[];
}

/** The schedule fields copied from league settings into the room (the commissioner may move them). */
export type RoomSettings = Pick<AuctionRoomState, 'startsAt' | 'hosted' | 'minBid' | 'bidTimerMs' | 'nominationTimerMs'>;

/**
 * One entry of a room's append-only log: version N+1 is the state at N with this applied. A command
 * is replayed through the pure machine with the instant it was decided at (`at`), so every process
 * (and a restarted one) derives the same state and events from the same log without storing them.
 * Settings records copy league settings into the room.
 */
export type AuctionRecord =
  | { lid: number; version: number; at: number; cmd: AuctionCommand }
  | { lid: number; version: number; at: number; settings: RoomSettings };

/**
 * Applies one log record to the state it follows. A settings record changes the room wholesale
 * (its event is `reset`: clients get the whole room). Throws when the log does not replay (a bug).
 */
export function applyRecord(state: AuctionRoomState, record: AuctionRecord): { state: AuctionRoomState; events: AuctionEvent[] } {
  if ('settings' in record) return { state: { ...state, ...record.settings }, events: [{ type: 'reset' }] };
  const result = applyCommand(state, record.cmd, record.at);
  if (!result.ok) throw new Error(`auction log ${record.lid}@${record.version} does not replay: ${result.code}`);
  return { state: result.state, events: result.events };
}

/** The room after `records` (ascending versions, the first following `room.version`). */
export function replay(room: StoredRoom, records: AuctionRecord[]): StoredRoom {
  let out = room;
  for (const r of records) {
    if (r.version !== out.version + 1) throw new Error(`auction log ${room.lid} has a gap at ${out.version + 1}`);
    const { state, events } = applyRecord(out.state, r);
    out = { lid: room.lid, version: r.version, state, events };
  }
  return out;
}

/**
 * Outcome of an append: `ok`; `conflict` when another command or process already wrote that version
 * (catch up and decide again); `void` when a sale failed the winner's final roster/cap check inside
 * the transaction (the caller re-runs the expiry with that reason). A sale's `ok` names the winner's
 * roster version the close took (it bumps it, as every roster writer does), so the room knows its own
 * sale from another writer's move of that roster.
 */
export type CommitResult = { kind: 'ok'; rosterVersion?: { tid: number; version: number } } | { kind: 'conflict' } | { kind: 'void'; reason: string };

/** What an append changes, so a store can write a lot's close together with the roster. */
export interface Transition {
  previous: AuctionRoomState;
  next: AuctionRoomState;
  events: AuctionEvent[];
}

/**
 * Storage of auction rooms as a snapshot plus an append-only log. A record is the one write of a
 * command and is unique on `{ lid, version }`, which orders every process's commands. Closing a lot
 * (a sale or a void) also writes the roster player and the auction transactions (types 6 and 7) in
 * the same transaction.
 */
export interface AuctionStore {
  /** The snapshot with every later record replayed; null when the room was never created. */
  load(lid: number): Promise<StoredRoom | null>;
  /** Records after `version`, ascending (a process that missed some catches up). */
  tail(lid: number, version: number): Promise<AuctionRecord[]>;
  /** Inserts the room unless one exists; returns whichever is stored (replayed). */
  createIfMissing(room: StoredRoom): Promise<StoredRoom>;
  append(record: AuctionRecord, transition: Transition): Promise<CommitResult>;
  /** True when the pid exists and is on no roster of the league. */
  isPlayerAvailable(lid: number, pid: string): Promise<boolean>;
}

/** League facts the room needs: its seed and who a user is in it. */
export interface AuctionDirectory {
  /** Null when the league does not exist. */
  roomSeed(lid: number): Promise<CreateRoomInput | null>;
  /**
   * The teams' cap and spots as the rosters give them now (all teams with null), read at each
   * decision: rosters change outside the room (releases, commissioner edits, waivers, trades).
   */
  teamFigures(lid: number, tids: number[] | null): Promise<TeamFigures[]>;
  /**
   * Each team's roster version this season (0 before its first move; all teams with null). Every roster move
   * bumps it in the move's transaction, so a room re-reads a team's figures only when it moved: one small
   * read per decision instead of the league and the team's rows.
   */
  rosterVersions(lid: number, tids: number[] | null): Promise<Map<number, number>>;
  /** The user's role in the league; null userId means a visitor. */
  actorFor(lid: number, userId: number | null): Promise<AuctionActor | null>;
}

/** True when a transition closes a lot (sold or voided): the store writes it transactionally. */
export function closesLot(events: AuctionEvent[]): boolean {
  return events.some((e) => e.type === 'processed' || e.type === 'voided');
}
