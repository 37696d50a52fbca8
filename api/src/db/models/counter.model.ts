import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/** One sequence per id kind (`users`, `leagues`, `teams`, `transactions`, …). */
export interface CounterDoc {
  _id: string;
  seq: number;
}

const counterSchema = new Schema(
  { _id: { type: String, required: true }, seq: { type: Number, required: true } },
  { collection: 'counters', versionKey: false },
);

export const CounterModel = defineModel<CounterDoc>('Counter', counterSchema);
