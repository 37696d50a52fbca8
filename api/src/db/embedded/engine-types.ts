/**
 * Types the engine shares with the journal and change streams: journal records and change events.
 */
import { UUID } from 'bson';
import { IndexSpec } from './index-store';
import { Doc } from './values';

/** One record of the journal and the snapshot (see journal.ts). */
export type JournalRecord =
  | { o: 'c'; db: string; c: string; uuid: UUID; indexes?: IndexSpec[]; options?: Doc }
  | { o: 'dc'; db: string; c: string }
  | { o: 'dd'; db: string }
  | { o: 'ci'; db: string; c: string; spec: IndexSpec }
  | { o: 'di'; db: string; c: string; name: string }
  | { o: 'i'; db: string; c: string; d: Doc }
  | { o: 'd'; db: string; c: string; id: unknown }
  | { o: 'b'; ops: JournalRecord[] };

/** Where acknowledged writes go before the reply is sent. */
export interface JournalSink {
  /** Writes records (in order) durably enough to acknowledge them, as one write. */
  append(records: JournalRecord[]): void;
}

/** A change event as kept in the in-memory oplog. */
export interface OplogEvent {
  seq: number;
  wallTime: Date;
  db: string;
  coll?: string;
  op: 'insert' | 'update' | 'replace' | 'delete' | 'drop' | 'dropDatabase' | 'rename' | 'create' | 'createIndexes' | 'dropIndexes' | 'modify';
  /** The collection's UUID (expanded events report it as `collectionUUID`). */
  uuid?: UUID;
  /** DDL events (create, createIndexes, dropIndexes, modify, rename): what changed, as in 7.0's expanded events. */
  operationDescription?: Doc;
  /** `modify`: the collection options before the change. */
  stateBeforeChange?: Doc;
  /**
   * The document before an update, replace or delete, recorded only when the collection had
   * `changeStreamPreAndPostImages` enabled at write time (mongod's pre-image collection). Its presence is also
   * what makes the post-image of an update available (mongod derives the post-image from it).
   */
  preImage?: Doc;
  /** Target namespace of a rename. */
  to?: { db: string; coll: string };
  documentKey?: Doc;
  fullDocument?: Doc;
  updateDescription?: Doc;
}
