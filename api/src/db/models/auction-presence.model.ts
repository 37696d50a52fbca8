import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * Which teams have an open auction socket on one api instance (`_id` is `<lid>:<instance>`). The
 * instance rewrites it when a team's first socket opens or last closes, and renews `expires_at`
 * while alive; a team is connected while any live instance lists it. A dead instance's entry
 * stops counting when it expires.
 */
export interface AuctionPresenceDoc {
  _id: string;
  lid: number;
  instance: string;
  teams: number[];
  expires_at: number;
}

const auctionPresenceSchema = new Schema<AuctionPresenceDoc>(
  {
    _id: { type: String, required: true },
    lid: { type: Number, required: true },
    instance: { type: String, required: true },
    teams: { type: [Number], default: [] },
    expires_at: { type: Number, required: true },
  },
  { collection: 'auction_presence', versionKey: false },
);
auctionPresenceSchema.index({ lid: 1, expires_at: 1 });

export const AuctionPresenceModel = defineModel<AuctionPresenceDoc>('AuctionPresence', auctionPresenceSchema);
