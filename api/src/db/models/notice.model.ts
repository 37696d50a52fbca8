import { Schema } from 'mongoose';
import type { LeagueNoticeKind } from '@league/shared-rules/contracts';
import { defineModel } from './model-helper';

/**
 * A league notice written by a calendar job, a trade or the draft (contract LeagueNotice). `key` names the event it
 * reports (e.g. one RFA announcement day) and is unique, so a job that runs twice, or on two
 * instances, reports it once: inserting the notice is also the job's claim on the event.
 */
export interface NoticeDoc {
  uid: number;
  key: string;
  lid: number;
  tid: number | null;
  pid: string | null;
  kind: LeagueNoticeKind;
  message: string;
  severity: 'info' | 'success' | 'warning' | 'error';
  timestamp: number;
  /** For team `tid`'s owner only (trade offers and results, the draft clock); absent: public. */
  private?: boolean;
}

const noticeSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    key: { type: String, required: true, unique: true },
    lid: { type: Number, required: true },
    tid: { type: Number, default: null },
    pid: { type: String, default: null },
    kind: { type: String, required: true },
    message: { type: String, required: true },
    severity: { type: String, required: true },
    timestamp: { type: Number, required: true },
    private: { type: Boolean, default: undefined },
  },
  { collection: 'league_notices', versionKey: false },
);
noticeSchema.index({ lid: 1, timestamp: -1 });
noticeSchema.index({ lid: 1, uid: -1 });

export const NoticeModel = defineModel<NoticeDoc>('Notice', noticeSchema);
