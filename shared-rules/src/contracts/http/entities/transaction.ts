import { z } from 'zod';
import { IdSchema, MoneySchema, PidSchema, TransactionTypeSchema, UnixSecondsSchema, YearSchema } from './common';

/**
 * One roster transaction (spec §3 "Transaction"). `value` is the salary the move carried; `pick`
 * and `pick_str` are set on draft transactions (`pick_str` like `1.04`). `lid` and `userid` tell
 * who did it in which league.
 */
export const TransactionSchema = z.object({
  uid: IdSchema,
  tid: IdSchema,
  lid: z.number().int().nonnegative(),
  userid: IdSchema.nullable().optional(),
  pid: PidSchema,
  type: TransactionTypeSchema,
  value: MoneySchema,
  timestamp: UnixSecondsSchema,
  year: YearSchema,
  week: z.number().int().min(0).max(22).optional(),
  pick: z.number().int().positive().nullable().optional(),
  pick_str: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof TransactionSchema>;
