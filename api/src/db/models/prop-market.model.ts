import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * One price of one player prop selection (spec §3 "Betting market"), as loaded by the prop-market
 * importer (features/research/prop-markets-import.ts) from a licensed odds feed. No prop data ships
 * with the project; the collection stays empty until a deployment loads a feed.
 */
export interface PropMarketDoc {
  pid: string;
  source_id: string;
  source_market_name: string;
  /** SEASON_…, GAME_… or other; ALT in the name for alternate lines. */
  market_type: string;
  year: number;
  week: number | null;
  event_date: string | null;
  event_time_est: string | null;
  home_team: string | null;
  away_team: string | null;
  esbid: string | null;
  selection_name: string;
  /** OVER, UNDER, YES, NO … */
  selection_type: string;
  selection_metric_line: number | null;
  odds_american: number;
  /** Unix seconds the price was taken. */
  timestamp: number;
}

const propMarketSchema = new Schema(
  {
    pid: { type: String, required: true },
    source_id: { type: String, required: true },
    source_market_name: { type: String, required: true },
    market_type: { type: String, required: true },
    year: { type: Number, required: true },
    week: { type: Number, default: null },
    event_date: { type: String, default: null },
    event_time_est: { type: String, default: null },
    home_team: { type: String, default: null },
    away_team: { type: String, default: null },
    esbid: { type: String, default: null },
    selection_name: { type: String, required: true },
    selection_type: { type: String, required: true },
    selection_metric_line: { type: Number, default: null },
    odds_american: { type: Number, required: true },
    timestamp: { type: Number, required: true },
  },
  { collection: 'prop_markets', versionKey: false },
);
// one price per selection and time: a re-loaded feed file replaces, never duplicates
propMarketSchema.index(
  { pid: 1, source_id: 1, market_type: 1, year: 1, week: 1, selection_type: 1, selection_metric_line: 1, timestamp: 1 },
  { unique: true },
);
export const PropMarketModel = defineModel<PropMarketDoc>('PropMarket', propMarketSchema);
