/**
 * The storage engine: databases of collections, a global write sequence, the journal hook, the change-event
 * oplog and the old-version history that snapshot transactions read from. Every method is synchronous, so a
 * command that reads and then writes can never interleave with another command (that is our atomicity).
 */
import { EventEmitter } from 'node:events';
import { UUID } from 'bson';
import { Collection, Entry, ID_INDEX } from './collection';
import { ErrorCodes, MongoCommandError } from './errors';
import { JournalRecord, JournalSink, OplogEvent } from './engine-types';
import { IndexSpec } from './index-store';
import { Doc, valueKey } from './values';

export type { JournalRecord, JournalSink, OplogEvent } from './engine-types';

/** Version of a document before a later write, kept while snapshot transactions are open. */
interface Version {
  doc: Doc | null;
  seq: number;
}

/** Engine options. */
export interface EngineOptions {
  /** Maximum change events kept for change streams and resume. */
  oplogSize?: number;
}

/** In-memory databases plus journal, oplog and version history. */
export class Engine extends EventEmitter {
  readonly dbs = new Map<string, Map<string, Collection>>();
  seq = 0;
  journal: JournalSink | null = null;
  readonly oplog: OplogEvent[] = [];
  /** True once old events were dropped, so very old resume tokens can be refused. */
  oplogTrimmed = false;
  private readonly oplogSize: number;
  /** Start sequence numbers of open snapshot transactions. */
  readonly openSnapshots = new Set<{ start: number }>();
  private readonly history = new Map<string, Map<string, Version[]>>();
  private batch: JournalRecord[] | null = null;
  private group: JournalRecord[] | null = null;

  constructor(options: EngineOptions = {}) {
    super();
    this.setMaxListeners(0);
    this.oplogSize = options.oplogSize ?? 10000;
  }

  getCollection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Returns the collection, creating it (and journaling that) when missing. */
  ensureCollection(db: string, name: string): Collection {
    const existing = this.getCollection(db, name);
    if (existing) return existing;
    validateCollectionName(name);
    const coll = new Collection(db, name);
    this.attach(coll);
    this.log({ o: 'c', db, c: name, uuid: coll.uuid });
    // mongod logs an implicit creation like an explicit one: expanded streams see `create` first.
    this.publish({ db, coll: name, uuid: coll.uuid, op: 'create', operationDescription: { idIndex: { ...ID_INDEX, key: { _id: 1 } } } });
    return coll;
  }

  /** Adds a collection object without journaling (used by recovery). */
  attach(coll: Collection): void {
    let colls = this.dbs.get(coll.db);
    if (!colls) this.dbs.set(coll.db, (colls = new Map()));
    colls.set(coll.name, coll);
  }

  createCollection(db: string, name: string, options: Doc = {}): Collection {
    if (this.getCollection(db, name)) throw new MongoCommandError(ErrorCodes.NamespaceExists, `Collection ${db}.${name} already exists.`);
    validateCollectionName(name);
    const coll = new Collection(db, name);
    coll.setOptions(options);
    this.attach(coll);
    this.log({ o: 'c', db, c: name, uuid: coll.uuid, options });
    // Creates are change events for streams with showExpandedEvents.
    const description: Doc = options.viewOn !== undefined ? { viewOn: options.viewOn, pipeline: options.pipeline } : { idIndex: { ...ID_INDEX, key: { _id: 1 } } };
    this.publish({ db, coll: name, uuid: coll.view ? undefined : coll.uuid, op: 'create', operationDescription: description });
    return coll;
  }

  dropCollection(db: string, name: string): boolean {
    const coll = this.getCollection(db, name);
    if (!coll) return false;
    this.dbs.get(db)!.delete(name);
    if (!this.dbs.get(db)!.size) this.dbs.delete(db);
    this.history.delete(coll.ns);
    this.log({ o: 'dc', db, c: name });
    this.publish({ db, coll: name, uuid: coll.view ? undefined : coll.uuid, op: 'drop' });
    return true;
  }

  /**
   * Renames a collection (and its indexes and options), dropping an existing target when asked. Journaled as
   * one batch: the new namespace with every document, then the drop of the old one.
   */
  renameCollection(from: Collection, toDb: string, toName: string, droppedTarget?: UUID): Collection {
    validateCollectionName(toName);
    const renamed = new Collection(toDb, toName, toDb === from.db ? from.uuid : undefined);
    renamed.setOptions(from.options);
    for (const index of from.indexes.values()) renamed.addIndexUnchecked(index.spec);
    for (const [idKey, entry] of from.docs) renamed.put(idKey, entry.doc, entry.seq);
    this.runBatch(() => {
      this.attach(renamed);
      this.log({ o: 'c', db: toDb, c: toName, uuid: renamed.uuid, indexes: Array.from(renamed.indexes.values(), (i) => i.spec), options: renamed.options });
      for (const entry of renamed.docs.values()) this.log({ o: 'i', db: toDb, c: toName, d: entry.doc });
      this.dbs.get(from.db)!.delete(from.name);
      if (!this.dbs.get(from.db)!.size) this.dbs.delete(from.db);
      this.history.delete(from.ns);
      this.log({ o: 'dc', db: from.db, c: from.name });
    });
    const to = { db: toDb, coll: toName };
    const operationDescription: Doc = droppedTarget ? { to, dropTarget: droppedTarget } : { to };
    this.publish({ db: from.db, coll: from.name, uuid: from.uuid, op: 'rename', to, operationDescription });
    return renamed;
  }

  /**
   * collMod: replaces the collection's options, journaled as a collection record with the same UUID (recovery
   * re-applies the options to the existing collection), and published as a `modify` event: the changes and
   * the options before them for a collection; the new definition for a view (mongod logs a view's collMod as
   * a replacement of its system.views entry).
   */
  modifyCollection(coll: Collection, options: Doc, changes: Doc): void {
    const before = coll.options;
    coll.setOptions(options);
    this.log({ o: 'c', db: coll.db, c: coll.name, uuid: coll.uuid, options: coll.options });
    const event = coll.view
      ? { operationDescription: { viewOn: coll.view.viewOn, pipeline: coll.view.pipeline } }
      : { uuid: coll.uuid, operationDescription: changes, stateBeforeChange: { collectionOptions: { uuid: coll.uuid, ...before } } };
    this.publish({ db: coll.db, coll: coll.name, op: 'modify', ...event });
  }

  dropDatabase(db: string): void {
    if (!this.dbs.has(db)) return;
    for (const name of Array.from(this.dbs.get(db)!.keys())) this.dropCollection(db, name);
    this.dbs.delete(db);
    this.log({ o: 'dd', db });
    this.publish({ db, op: 'dropDatabase' });
  }

  createIndex(coll: Collection, spec: IndexSpec): void {
    coll.addIndex(spec);
    this.log({ o: 'ci', db: coll.db, c: coll.name, spec });
    this.publish({ db: coll.db, coll: coll.name, uuid: coll.uuid, op: 'createIndexes', operationDescription: { indexes: [{ ...spec }] } });
  }

  dropIndex(coll: Collection, name: string): void {
    const spec = coll.indexes.get(name)?.spec;
    coll.dropIndex(name);
    this.log({ o: 'di', db: coll.db, c: coll.name, name });
    this.publish({ db: coll.db, coll: coll.name, uuid: coll.uuid, op: 'dropIndexes', operationDescription: { indexes: [{ ...(spec ?? { name }) }] } });
  }

  /** Inserts a new document; throws E11000 on `_id` or unique index conflicts. */
  insert(coll: Collection, doc: Doc): void {
    const idKey = valueKey(doc._id);
    coll.checkUnique(doc, idKey, true);
    const seq = ++this.seq;
    coll.put(idKey, doc, seq);
    this.log({ o: 'i', db: coll.db, c: coll.name, d: doc });
    this.publish({ db: coll.db, coll: coll.name, uuid: coll.uuid, op: 'insert', documentKey: { _id: doc._id }, fullDocument: doc }, seq);
  }

  /** Replaces a stored document by a new version with the same `_id`. */
  replace(coll: Collection, old: Entry, doc: Doc, updateDescription?: Doc): void {
    const idKey = valueKey(doc._id);
    coll.checkUnique(doc, idKey, false);
    this.remember(coll, idKey, old);
    const seq = ++this.seq;
    coll.put(idKey, doc, seq);
    this.log({ o: 'i', db: coll.db, c: coll.name, d: doc });
    const op = updateDescription ? 'update' : 'replace';
    const preImage = coll.preAndPostImages ? old.doc : undefined;
    this.publish({ db: coll.db, coll: coll.name, uuid: coll.uuid, op, documentKey: { _id: doc._id }, fullDocument: doc, updateDescription, preImage }, seq);
  }

  /** Deletes a stored document. */
  remove(coll: Collection, idKey: string): void {
    const old = coll.docs.get(idKey);
    if (!old) return;
    this.remember(coll, idKey, old);
    coll.delete(idKey);
    const seq = ++this.seq;
    if (this.openSnapshots.size) this.versions(coll.ns, idKey).push({ doc: null, seq });
    this.log({ o: 'd', db: coll.db, c: coll.name, id: old.doc._id });
    const preImage = coll.preAndPostImages ? old.doc : undefined;
    this.publish({ db: coll.db, coll: coll.name, uuid: coll.uuid, op: 'delete', documentKey: { _id: old.doc._id }, preImage }, seq);
  }

  /** Groups journal records so a transaction commit is one atomic journal entry. */
  runBatch<T>(fn: () => T): T {
    if (this.batch) return fn();
    this.batch = [];
    try {
      return fn();
    } finally {
      const ops = this.batch;
      this.batch = null;
      if (ops.length) this.log(ops.length === 1 ? ops[0] : { o: 'b', ops });
    }
  }

  /**
   * Collects the journal records of one command's synchronous part and writes them with a single write
   * before the command replies (a bulk insert is one write, not one per document).
   */
  runCommand<T>(fn: () => T): T {
    if (this.group || !this.journal) return fn();
    this.group = [];
    try {
      return fn();
    } finally {
      const records = this.group;
      this.group = null;
      if (records.length) this.journal.append(records);
    }
  }

  /** The version of a document a snapshot taken at `start` sees (null when it did not exist then). */
  visibleAt(coll: Collection, idKey: string, start: number): Doc | null {
    const entry = coll.docs.get(idKey);
    if (entry && entry.seq <= start) return entry.doc;
    const versions = this.history.get(coll.ns)?.get(idKey);
    if (!versions) return null;
    let best: Version | null = null;
    for (const v of versions) if (v.seq <= start && (!best || v.seq > best.seq)) best = v;
    return best ? best.doc : null;
  }

  /** Ids of documents written (changed or deleted) while snapshots were open. */
  historyIds(coll: Collection): Iterable<string> {
    return this.history.get(coll.ns)?.keys() ?? [];
  }

  /** Latest write sequence of a document, including deletions recorded in history. */
  lastWriteSeq(coll: Collection | undefined, idKey: string): number {
    if (!coll) return 0;
    let seq = coll.docs.get(idKey)?.seq ?? 0;
    const versions = this.history.get(coll.ns)?.get(idKey);
    if (versions) for (const v of versions) if (v.seq > seq) seq = v.seq;
    return seq;
  }

  openSnapshot(): { start: number } {
    const snap = { start: this.seq };
    this.openSnapshots.add(snap);
    return snap;
  }

  closeSnapshot(snap: { start: number }): void {
    this.openSnapshots.delete(snap);
    if (!this.openSnapshots.size) this.history.clear();
  }

  private remember(coll: Collection, idKey: string, old: Entry): void {
    if (!this.openSnapshots.size) return;
    this.versions(coll.ns, idKey).push({ doc: old.doc, seq: old.seq });
  }

  private versions(ns: string, idKey: string): Version[] {
    let byId = this.history.get(ns);
    if (!byId) this.history.set(ns, (byId = new Map()));
    let list = byId.get(idKey);
    if (!list) byId.set(idKey, (list = []));
    return list;
  }

  private log(record: JournalRecord): void {
    if (this.batch) this.batch.push(record);
    else if (this.group) this.group.push(record);
    else if (this.journal) this.journal.append([record]);
  }

  private publish(event: Omit<OplogEvent, 'seq' | 'wallTime'>, seq = ++this.seq): void {
    this.oplog.push({ ...event, seq, wallTime: new Date() });
    // Trim in chunks so bulk loads stay O(1) per write.
    if (this.oplog.length > this.oplogSize * 2) {
      this.oplog.splice(0, this.oplog.length - this.oplogSize);
      this.oplogTrimmed = true;
    }
    this.emit('change');
  }
}

function validateCollectionName(name: string): void {
  if (!name || name.includes('$') || name.includes('\0') || name.startsWith('system.')) {
    throw new MongoCommandError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
  }
}
