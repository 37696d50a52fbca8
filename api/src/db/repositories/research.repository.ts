import { PropMarketModel, type PropMarketDoc } from '../models/prop-market.model';
import { PlayerWeekModel, StatMarkModel, type PlayerWeekDoc } from '../models/stats.model';
import { plain } from './duplicate-key';

/** A player-week line without its input parts (what the research tabs read). */
export type ResearchLine = Pick<PlayerWeekDoc, 'year' | 'week' | 'pid' | 'team' | 'esbid' | 'pos' | 'stats'>;

const LINE_FIELDS = { _id: 0, year: 1, week: 1, pid: 1, team: 1, esbid: 1, pos: 1, stats: 1 } as const;

/** Reads of the drawer's research tabs and the prop-market store. */
export interface ResearchRepository {
  /** One player's lines, every season. */
  playerLines(pid: string): Promise<ResearchLine[]>;
  /** Every line of a season (for week ranks, baselines, percentiles and points against). */
  yearLines(year: number): Promise<ResearchLine[]>;
  /** Seasons with lines, ascending. */
  lineYears(): Promise<number[]>;
  /** The stat markers of a season's weeks as one string: it changes whenever a week's lines change. */
  yearSignature(year: number): Promise<string>;
  /** {@link yearSignature} of every season at once (one read of the small stat_marks collection). */
  yearSignatures(): Promise<Map<number, string>>;
  propMarkets(pid: string): Promise<PropMarketDoc[]>;
  countPropMarkets(pid: string): Promise<number>;
  /** Upserts prices (same pid, source, market, event, selection, line and time replace); returns rows written. */
  upsertPropMarkets(rows: PropMarketDoc[]): Promise<number>;
}

export function createResearchRepository(): ResearchRepository {
  return {
    async playerLines(pid) {
      return (await PlayerWeekModel.find({ pid }, LINE_FIELDS).sort({ year: 1, week: 1 }).lean()).map((r) => plain<ResearchLine>(r));
    },
    async yearLines(year) {
      return (await PlayerWeekModel.find({ year }, LINE_FIELDS).lean()).map((r) => plain<ResearchLine>(r));
    },
    async lineYears() {
      return ((await PlayerWeekModel.distinct('year')) as number[]).sort((a, b) => a - b);
    },
    async yearSignature(year) {
      const marks = await StatMarkModel.find({ _id: { $regex: `^${year}:` } }).sort({ _id: 1 }).lean();
      return marks.map((m) => `${m._id}=${m.at}`).join(',');
    },
    async yearSignatures() {
      const marks = await StatMarkModel.find({}).sort({ _id: 1 }).lean();
      const out = new Map<number, string[]>();
      for (const m of marks) {
        const year = Number(String(m._id).split(':')[0]);
        out.set(year, [...(out.get(year) ?? []), `${m._id}=${m.at}`]);
      }
      return new Map([...out].map(([year, list]) => [year, list.join(',')]));
    },
    async propMarkets(pid) {
      const rows = await PropMarketModel.find({ pid }, { _id: 0 }).sort({ timestamp: 1 }).lean();
      return rows.map((r) => plain<PropMarketDoc>(r));
    },
    async countPropMarkets(pid) {
      return PropMarketModel.countDocuments({ pid });
    },
    async upsertPropMarkets(rows) {
      if (rows.length === 0) return 0;
      const ops = rows.map((r) => ({
        updateOne: {
          filter: {
            pid: r.pid,
            source_id: r.source_id,
            market_type: r.market_type,
            year: r.year,
            week: r.week,
            selection_type: r.selection_type,
            selection_metric_line: r.selection_metric_line,
            timestamp: r.timestamp,
          },
          update: { $set: r },
          upsert: true,
        },
      }));
      const res = await PropMarketModel.bulkWrite(ops, { ordered: false });
      return res.upsertedCount + res.matchedCount;
    },
  };
}
