import { nextIds } from '../counters';
import { SeasonRolloverModel, type SeasonRolloverDoc } from '../models/draft.model';
import { LeagueModel, TeamModel } from '../models/league.model';
import { RosterVersionModel } from '../models/cutlist.model';
import { RosterPlayerModel, TransactionModel, type RosterPlayerDoc, type TransactionDoc } from '../models/roster.model';
import { plain } from './duplicate-key';
import { inRosterTransaction } from './roster-actions.repository';

/** One league's rolled rosters for a new season. */
export interface RolloverWrite {
  lid: number;
  year: number;
  timestamp: number;
  rows: RosterPlayerDoc[];
  transactions: Omit<TransactionDoc, 'uid'>[];
  /** League settings the rollover sets (the franchise tag values it charged). */
  league: Record<string, number>;
  /** Every live team's FAAB budget for the new season (the league's faab: FAAB is per season). */
  faab: number;
}

/** Season rollovers: reading a league's rosters of a year, writing the next year's once. */
export interface SeasonRepository {
  findRollover(lid: number, year: number): Promise<SeasonRolloverDoc | null>;
  /** Every roster row of the league in `year`. */
  leagueRows(lid: number, year: number): Promise<RosterPlayerDoc[]>;
  /**
   * Writes the rollover marker, the new season's rows and their transactions in one transaction.
   * Answers false (and writes nothing) when the league's rollover to that year already ran.
   */
  commitRollover(write: RolloverWrite): Promise<boolean>;
  /** Sets league calendar settings (transition dates, RFA hours, processing marks). */
  setLeagueFields(lid: number, set: Record<string, number | null>): Promise<void>;
}

class AlreadyRolledOver extends Error {}

export function createSeasonRepository(): SeasonRepository {
  return {
    async findRollover(lid, year) {
      return plain<SeasonRolloverDoc | null>(await SeasonRolloverModel.findOne({ lid, year }).lean());
    },
    async leagueRows(lid, year) {
      return (await RosterPlayerModel.find({ lid, year }).lean()).map((r) => plain<RosterPlayerDoc>(r));
    },
    async commitRollover(write) {
      const first = write.transactions.length ? await nextIds('transactions', write.transactions.length) : 0;
      const docs: TransactionDoc[] = write.transactions.map((t, i) => ({ ...t, uid: first + i }));
      try {
        await inRosterTransaction(async (session) => {
          const marker: SeasonRolloverDoc = { lid: write.lid, year: write.year, timestamp: write.timestamp, players: write.rows.length };
          const res = await SeasonRolloverModel.updateOne({ lid: write.lid, year: write.year }, { $setOnInsert: marker }, { upsert: true, session });
          if (res.upsertedCount !== 1) throw new AlreadyRolledOver();
          if (write.rows.length) {
            // the new season's rosters take their versions, as every roster writer does: a move decided on a
            // roster read before the rollover conflicts and decides again
            const rosters = [...new Map(write.rows.map((r) => [`${r.tid}/${r.year}`, { tid: r.tid, year: r.year }])).values()];
            await RosterVersionModel.bulkWrite(rosters.map((k) => ({ updateOne: { filter: k, update: { $inc: { version: 1 } }, upsert: true } })), { session });
            await RosterPlayerModel.insertMany(write.rows, { session });
          }
          if (docs.length) await TransactionModel.insertMany(docs, { session });
          if (Object.keys(write.league).length) await LeagueModel.updateOne({ uid: write.lid }, { $set: write.league }, { session });
          await TeamModel.updateMany({ lid: write.lid, archived_at: null }, { $set: { faab: write.faab } }, { session });
        });
      } catch (err) {
        if (err instanceof AlreadyRolledOver) return false;
        throw err;
      }
      return true;
    },
    async setLeagueFields(lid, set) {
      await LeagueModel.updateOne({ uid: lid }, { $set: set });
    },
  };
}
