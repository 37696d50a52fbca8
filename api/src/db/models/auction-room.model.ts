import { Schema } from 'mongoose';
import type { AuctionRoomState } from '@league/shared-rules';
import { defineModel } from './model-helper';

/**
 * A live auction room's snapshot: the state at `version`. Every later command is a record in
 * `auction_log` ({@link AuctionLogDoc}); loading a room replays those over the snapshot. The snapshot
 * moves forward when a lot closes (inside the sale transaction), every few hundred records and on
 * a clean shutdown, and the records it covers are then deleted.
 */
export interface AuctionRoomDoc {
  lid: number;
  version: number;
  state: AuctionRoomState;
  updated_at: number;
}

const auctionRoomSchema = new Schema<AuctionRoomDoc>(
  {
    lid: { type: Number, required: true, unique: true },
    version: { type: Number, required: true },
    state: { type: Schema.Types.Mixed, required: true },
    updated_at: { type: Number, required: true },
  },
  { collection: 'auction_rooms', versionKey: false, minimize: false },
);

export const AuctionRoomModel = defineModel<AuctionRoomDoc>('AuctionRoom', auctionRoomSchema);
