import { ErrorReportModel, type ErrorReportDoc } from '../models/error-report.model';
import { plain } from './duplicate-key';

/** Client error reports (POST /errors); kept 30 days by the model's TTL index. */
export interface ErrorReportsRepository {
  /** Stores one report and answers its id. */
  insert(report: ErrorReportDoc): Promise<string>;
  /** Newest first; for tests and operators. */
  latest(limit: number): Promise<Array<ErrorReportDoc & { id: string }>>;
}

export function createErrorReportsRepository(): ErrorReportsRepository {
  return {
    async insert(report) {
      const created = await ErrorReportModel.create(report);
      return String(created._id);
    },
    async latest(limit) {
      const rows = await ErrorReportModel.find().sort({ created_at: -1, _id: -1 }).limit(limit).lean();
      return rows.map((r) => ({ ...plain<ErrorReportDoc>(r), id: String(r._id) }));
    },
  };
}
