import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * Which api instance runs a league's auction timers. The holder renews `expires_at`; when it stops
 * (crash, restart) another instance takes the lease once it has expired.
 */
export interface AuctionLeaseDoc {
  lid: number;
  owner: string;
  expires_at: number;
}

const auctionLeaseSchema = new Schema<AuctionLeaseDoc>(
  {
    lid: { type: Number, required: true, unique: true },
    owner: { type: String, required: true },
    expires_at: { type: Number, required: true },
  },
  { collection: 'auction_leases', versionKey: false },
);

export const AuctionLeaseModel = defineModel<AuctionLeaseDoc>('AuctionLease', auctionLeaseSchema);
