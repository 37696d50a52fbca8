import type { AuctionRoomStateWire, ServerMessage } from '@league/shared-rules/contracts';
import { LOCK_RELEASE_MS, LOT_BIDS_KEPT } from '@league/shared-rules';

/** What the UI knows about the room, built only from server messages. */
export interface ClientRoom {
  version: number;
  /** Version of the last `init`: messages at or below it are already in the state. */
  baseVersion: number;
  state: AuctionRoomStateWire | null;
  /** serverNow − local clock at receipt, so countdowns follow the server's clock. */
  serverOffset: number;
  you: { userid: number | null; teamId: number | null; isCommissioner: boolean };
  /** Local instant until which the bid button shows Locked (1.5 s after a bid broadcast). */
  lockedUntil: number;
  /** A version gap was seen: the caller re-sends `join` to get a fresh `init`. */
  needsResync: boolean;
}

export const emptyRoom: ClientRoom = {
  version: 0,
  baseVersion: 0,
  state: null,
  serverOffset: 0,
  you: { userid: null, teamId: null, isCommissioner: false },
  lockedUntil: 0,
  needsResync: false,
};

/** Applies one server message (spec §4 live auction transitions). `localNow` is Date.now(). */
export function reduceRoom(room: ClientRoom, msg: ServerMessage, localNow: number): ClientRoom {
  if (msg.type === 'init') {
    return { ...room, version: msg.version, baseVersion: msg.version, state: msg.state, you: msg.you, serverOffset: msg.serverNow - localNow, needsResync: false };
  }
  // The whole room again (answer to join, a reset, new settings): like init, keeping who you are.
  if (msg.type === 'sync') {
    if (room.state && msg.version < room.version) return room;
    return { ...room, version: msg.version, baseVersion: msg.version, state: msg.state, serverOffset: msg.serverNow - localNow, needsResync: false };
  }
  // Presence is not versioned: it is not part of the room's ordered changes.
  if (msg.type === 'connected') return room.state ? { ...room, state: { ...room.state, connected: msg.connected } } : room;
  if (msg.type === 'ack' || !('version' in msg) || !room.state) return room;
  // One commit may send several messages with the same version; they apply in order. Anything
  // at or below the last init's version is already in that state.
  if (msg.version <= room.baseVersion || msg.version < room.version) return room;
  if (msg.version > room.version + 1) return { ...room, needsResync: true };
  const s = room.state;
  const version = msg.version;
  const offset = 'serverNow' in msg ? msg.serverNow - localNow : room.serverOffset;
  switch (msg.type) {
    case 'bid': {
      const e = msg.entry;
      const lot = e.nomination || !s.lot
        ? { pid: e.pid, nominatedBy: e.tid, bid: e.value, leader: e.tid, bids: [e] }
        : { ...s.lot, bid: e.value, leader: e.tid, bids: [...s.lot.bids.slice(1 - LOT_BIDS_KEPT), e] };
      return {
        ...room, version, serverOffset: offset, lockedUntil: localNow + LOCK_RELEASE_MS,
        state: { ...s, lot, timerExpiresAt: msg.timerExpiresAt, timerKind: 'bid' },
      };
    }
    case 'processed': {
      const e = msg.entry;
      const teams = s.teams.map((t) => (t.tid === e.tid ? { ...t, availableCap: t.availableCap - e.value, openSpots: t.openSpots - 1 } : t));
      return { ...room, version, state: { ...s, teams, lot: null, timerExpiresAt: null, timerKind: null, soldPids: [...s.soldPids, e.pid], sales: [e, ...s.sales] } };
    }
    case 'nomination':
      return {
        ...room, version, serverOffset: offset,
        state: { ...s, lot: null, nominatingTid: msg.nominatingTid, timerExpiresAt: msg.timerExpiresAt, timerKind: 'nomination', sales: msg.voided ? [msg.voided, ...s.sales] : s.sales },
      };
    case 'paused':
      return { ...room, version, state: { ...s, paused: true, timerExpiresAt: null, timerKind: null } };
    case 'start':
      return { ...room, version, serverOffset: offset, state: { ...s, paused: false, timerExpiresAt: msg.timerExpiresAt, timerKind: msg.timerKind } };
    case 'teams':
      return { ...room, version, state: { ...s, teams: msg.teams } };
    case 'config':
      return { ...room, version, state: { ...s, pauseOnTeamDisconnect: msg.pauseOnTeamDisconnect } };
    case 'complete':
      return { ...room, version, state: { ...s, complete: true, completedAt: msg.completedAt, nominatingTid: null, lot: null, timerExpiresAt: null, timerKind: null } };
    default:
      return room;
  }
}
