import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/** Reports live this long; the TTL index removes older ones so the collection cannot grow forever. */
export const ERROR_REPORT_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A client error report (POST /errors), as received plus who and when. */
export interface ErrorReportDoc {
  message: string;
  code: string | null;
  status: number | null;
  stack: string | null;
  url: string | null;
  request: string | null;
  userAgent: string | null;
  /** When it happened on the client (unix seconds), as the client claims. */
  client_timestamp: number | null;
  /** The caller's user id when a valid token came with the report; null for visitors. */
  userid: number | null;
  ip: string | null;
  /** Server receive time; a Date because the TTL index only expires Date values. */
  created_at: Date;
}

const errorReportSchema = new Schema(
  {
    message: { type: String, required: true },
    code: { type: String, default: null },
    status: { type: Number, default: null },
    stack: { type: String, default: null },
    url: { type: String, default: null },
    request: { type: String, default: null },
    userAgent: { type: String, default: null },
    client_timestamp: { type: Number, default: null },
    userid: { type: Number, default: null },
    ip: { type: String, default: null },
    created_at: { type: Date, required: true, expires: ERROR_REPORT_TTL_SECONDS },
  },
  { collection: 'error_reports', versionKey: false },
);

export const ErrorReportModel = defineModel<ErrorReportDoc>('ErrorReport', errorReportSchema);
