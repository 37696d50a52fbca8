import { Schema } from 'mongoose';
import type { AuctionCommand } from '@league/shared-rules';
import { defineModel } from './model-helper';

/**
 * One command of a live auction room (see `AuctionRecord`): version N+1 of league `lid`. The unique
 * `{ lid, version }` index is what orders commands from every api process: of two appends of the
 * same version exactly one is stored, and the other process catches up and decides again.
 */
export interface AuctionLogDoc {
  lid: number;
  version: number;
  /** Epoch ms the command was decided at (the machine replays it with this `now`). */
  at: number;
  cmd?: AuctionCommand;
  settings?: Record<string, unknown>;
  requestId?: string;
}

const auctionLogSchema = new Schema<AuctionLogDoc>(
  {
    lid: { type: Number, required: true },
    version: { type: Number, required: true },
    at: { type: Number, required: true },
    cmd: { type: Schema.Types.Mixed },
    settings: { type: Schema.Types.Mixed },
    requestId: { type: String },
  },
  { collection: 'auction_log', versionKey: false, minimize: false },
);
auctionLogSchema.index({ lid: 1, version: 1 }, { unique: true });
// Closing a lot reads that lot's bids back (every accepted bid becomes a transaction).
auctionLogSchema.index({ lid: 1, 'cmd.pid': 1, version: 1 });

export const AuctionLogModel = defineModel<AuctionLogDoc>('AuctionLog', auctionLogSchema);
