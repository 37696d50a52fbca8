import { Schema } from 'mongoose';
import type { AuctionEvent, AuctionRoomState } from '@league/shared-rules';
import { defineModel } from './model-helper';

/**
 * One live auction room per league: the whole room state, its version (every command is one
 * conditional write on `{ lid, version }`), the events of the last commit (other api instances read
 * them from the change stream and broadcast them), and an outbox of auction-bid transactions that
 * are copied to `transactions` by uid (idempotent) right after the commit.
 */
export interface AuctionRoomDoc {
  lid: number;
  version: number;
  state: AuctionRoomState;
  events: AuctionEvent[];
  requestId?: string;
  outbox: AuctionOutboxTransaction[];
  updated_at: number;
}

/** A transaction written with the room state, copied to `transactions` afterwards (by uid, once). */
export interface AuctionOutboxTransaction {
  uid: number;
  lid: number;
  tid: number;
  userid: number | null;
  pid: string;
  type: number;
  value: number;
  year: number;
  week: number;
  timestamp: number;
}

const auctionRoomSchema = new Schema<AuctionRoomDoc>(
  {
    lid: { type: Number, required: true, unique: true },
    version: { type: Number, required: true },
    state: { type: Schema.Types.Mixed, required: true },
    events: { type: Schema.Types.Mixed, default: [] },
    requestId: { type: String },
    outbox: { type: Schema.Types.Mixed, default: [] },
    updated_at: { type: Number, required: true },
  },
  { collection: 'auction_rooms', versionKey: false, minimize: false },
);

export const AuctionRoomModel = defineModel<AuctionRoomDoc>('AuctionRoom', auctionRoomSchema);
