/**
 * Change streams: `aggregate` with a leading `$changeStream` stage on a collection, a database or the whole
 * deployment, served from the engine's bounded in-memory oplog. Resume tokens encode the oplog sequence.
 */
import { Long, Timestamp } from 'bson';
import { Aggregator } from '../mingo-context';
import { clusterTime, sequenceOf } from '../cluster-time';
import { CommandContext, CursorState, ServerState, sleep } from '../context';
import { OplogEvent } from '../engine';
import { ErrorCodes, MongoCommandError } from '../errors';
import { Doc, valueKey } from '../values';

/** Every aggregation stage name MongoDB 7.0 knows (an unknown one is code 40324). */
export const knownStages = new Set([
  '$addFields', '$bucket', '$bucketAuto', '$changeStream', '$changeStreamSplitLargeEvent', '$collStats', '$count', '$currentOp', '$densify',
  '$documents', '$facet', '$fill', '$geoNear', '$graphLookup', '$group', '$indexStats', '$limit', '$listLocalSessions', '$listSampledQueries',
  '$listSearchIndexes', '$listSessions', '$lookup', '$match', '$merge', '$out', '$planCacheStats', '$project', '$redact', '$replaceRoot',
  '$replaceWith', '$sample', '$search', '$searchMeta', '$set', '$setWindowFields', '$shardedDataDistribution', '$skip', '$sort', '$sortByCount',
  '$unionWith', '$unset', '$unwind', '$vectorSearch',
]);

/** Fields of the `$changeStream` stage in 7.0 (internal `$_` fields aside); any other is 40415, as its IDL parser answers. */
const specFields = new Set([
  'resumeAfter', 'startAfter', 'startAtOperationTime', 'fullDocument', 'fullDocumentBeforeChange', 'allChangesForCluster',
  'showMigrationEvents', 'showSystemEvents', 'allowToRunOnConfigDB', 'allowToRunOnSystemNS', 'showExpandedEvents', 'showRawUpdateDescription',
]);

const allowedStages = new Set(['$match', '$project', '$addFields', '$set', '$unset', '$replaceRoot', '$replaceWith', '$redact']);

/** Resume token for an oplog position. */
export function resumeToken(seq: number): Doc {
  return { _data: seq.toString(16).toUpperCase().padStart(16, '0') };
}

function tokenSeq(token: unknown): number {
  const data = (token as Doc | undefined)?._data;
  const seq = typeof data === 'string' ? parseInt(data, 16) : NaN;
  if (!Number.isFinite(seq)) throw new MongoCommandError(ErrorCodes.BadValue, 'invalid resume token: expected an object with a hex _data field from this server');
  return seq;
}


/**
 * mongod refuses an event whose `_id` (the resume token) the stream's pipeline removed or changed: the stream
 * could not be resumed from it.
 */
function assertTokenKept(doc: Doc, token: Doc): void {
  if (doc._id && typeof doc._id === 'object' && (doc._id as Doc)._data === token._data) return;
  throw new MongoCommandError(
    ErrorCodes.ChangeStreamFatalError,
    'Encountered an event whose _id field, which contains the resume token, was modified by the pipeline. Modifying the _id field of an event makes it impossible to resume the stream from that point. Only transformations that retain the unmodified _id field are allowed.',
    {},
    ['NonResumableChangeStreamError'],
  );
}

/** Events only streams opened with `showExpandedEvents` see (7.0). */
const expandedOnly = new Set(['create', 'createIndexes', 'dropIndexes', 'modify']);

/** Events that carry a pre-image (`fullDocumentBeforeChange`) when the collection records them. */
const preImageOps = new Set(['update', 'replace', 'delete']);

/** The event as mongod names it in a missing pre-/post-image error. */
function eventSummary(ev: OplogEvent): string {
  const ts = clusterTime(ev.seq, ev.wallTime.getTime());
  return `{operationType: "${ev.op}", ns: {db: "${ev.db}", coll: "${ev.coll ?? ''}"}, clusterTime: Timestamp(${ts.t}, ${ts.i})}`;
}

class ChangeStreamCursor implements CursorState {
  readonly changeStream = true;
  private invalidated = false;

  constructor(
    readonly id: Long,
    readonly ns: string,
    private readonly state: ServerState,
    private readonly scope: { db: string | null; coll: string | null },
    public pos: number,
    private readonly fullDocument: string,
    private readonly beforeChange: string,
    private readonly stages: Doc[],
    private readonly showExpanded: boolean,
  ) {}

  /** Events after the current position, converted and filtered, at most `batchSize`. */
  collect(batchSize: number): Doc[] {
    const { engine } = this.state;
    const floor = engine.oplog[0]?.seq ?? engine.seq + 1;
    if (this.pos + 1 < floor && engine.oplogTrimmed) {
      throw new MongoCommandError(ErrorCodes.ChangeStreamHistoryLost, 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.');
    }
    const out: Doc[] = [];
    const { oplog } = engine;
    // The oplog is ordered by seq: binary-search the first event after our position.
    let lo = 0;
    let hi = oplog.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (oplog[mid].seq <= this.pos) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < oplog.length; i++) {
      const ev = oplog[i];
      if (batchSize && out.length >= batchSize) break;
      if (!this.inScope(ev)) {
        this.pos = ev.seq;
        continue;
      }
      // A missing required image fails the stream at that event (again on resume, as on mongod); the events
      // before it are delivered first.
      let converted: Doc;
      try {
        converted = this.convert(ev);
      } catch (err) {
        if (out.length) break;
        throw err;
      }
      this.pos = ev.seq;
      const docs = this.stages.length ? (new Aggregator(this.stages).run([converted]) as Doc[]) : [converted];
      for (const doc of docs) assertTokenKept(doc, converted._id as Doc);
      out.push(...docs);
      if (this.scope.coll && (ev.op === 'drop' || ev.op === 'rename')) {
        out.push({ _id: resumeToken(ev.seq), operationType: 'invalidate', clusterTime: clusterTime(ev.seq, ev.wallTime.getTime()), wallTime: ev.wallTime });
        this.invalidated = true;
        break;
      }
    }
    if (!out.length && !this.invalidated) this.pos = Math.max(this.pos, engine.seq);
    return out;
  }

  /**
   * The next batch, waiting up to `maxTimeMS` for one. A write outside the stream's scope (or filtered out
   * by its pipeline) wakes the wait but does not end it, as on mongod: answering every unrelated write with
   * an empty batch made each stream cost a round trip per write of the whole server.
   */
  async next(batchSize: number, maxTimeMS: number): Promise<{ batch: Doc[]; done: boolean; extra: Doc }> {
    let batch = this.collect(batchSize);
    if (!batch.length && !this.invalidated) {
      const deadline = performance.now() + maxTimeMS;
      do {
        await sleep(this.state, Math.max(0, deadline - performance.now()), (wake) => {
          this.state.engine.on('change', wake);
          return () => this.state.engine.off('change', wake);
        });
        batch = this.collect(batchSize);
      } while (!batch.length && !this.invalidated && !this.state.closing.signal.aborted && performance.now() < deadline);
    }
    return { batch, done: this.invalidated, extra: { postBatchResumeToken: resumeToken(this.pos) } };
  }

  private inScope(ev: OplogEvent): boolean {
    if (expandedOnly.has(ev.op) && !this.showExpanded) return false;
    if (this.scope.db !== null && ev.db !== this.scope.db) return false;
    if (this.scope.coll !== null && ev.coll !== this.scope.coll) return false;
    return !(ev.db === 'admin' || ev.db === 'config' || ev.db === 'local');
  }

  /** The event as mongod 7.0 shapes it, fields in its order. */
  private convert(ev: OplogEvent): Doc {
    const doc: Doc = { _id: resumeToken(ev.seq), operationType: ev.op, clusterTime: clusterTime(ev.seq, ev.wallTime.getTime()) };
    // Views have no UUID, and dropDatabase none of its own.
    if (this.showExpanded && ev.uuid) doc.collectionUUID = ev.uuid;
    doc.wallTime = ev.wallTime;
    if (ev.op === 'insert' || ev.op === 'replace') doc.fullDocument = ev.fullDocument;
    if (ev.op === 'update') doc.fullDocument = this.postImage(ev);
    if (doc.fullDocument === undefined) delete doc.fullDocument;
    doc.ns = ev.coll ? { db: ev.db, coll: ev.coll } : { db: ev.db };
    if (ev.op === 'rename') doc.to = ev.to;
    if (ev.documentKey) doc.documentKey = ev.documentKey;
    if (this.showExpanded && ev.operationDescription) doc.operationDescription = ev.operationDescription;
    if (ev.op === 'update') {
      // disambiguatedPaths is an expanded-event field in 7.0.
      const { disambiguatedPaths, ...description } = (ev.updateDescription ?? {}) as Doc;
      doc.updateDescription = this.showExpanded ? { ...description, disambiguatedPaths: disambiguatedPaths ?? {} } : description;
    }
    if (ev.stateBeforeChange) doc.stateBeforeChange = ev.stateBeforeChange;
    if (preImageOps.has(ev.op) && this.beforeChange !== 'off') {
      if (ev.preImage === undefined && this.beforeChange === 'required') {
        throw new MongoCommandError(ErrorCodes.NoMatchingDocument, `Change stream was configured to require a pre-image for all update, delete and replace events, but the pre-image was not found for event: ${eventSummary(ev)}`);
      }
      doc.fullDocumentBeforeChange = ev.preImage ?? null;
    }
    return doc;
  }

  /** `fullDocument` of an update event (undefined: the field is left out). */
  private postImage(ev: OplogEvent): Doc | null | undefined {
    if (this.fullDocument === 'updateLookup') {
      const coll = this.state.engine.getCollection(ev.db, ev.coll!);
      return coll?.docs.get(valueKey(ev.documentKey!._id))?.doc ?? null;
    }
    if (this.fullDocument !== 'whenAvailable' && this.fullDocument !== 'required') return undefined;
    // mongod builds the post-image from the stored pre-image plus the update: no pre-image, no post-image.
    if (ev.preImage === undefined && this.fullDocument === 'required') {
      throw new MongoCommandError(ErrorCodes.NoMatchingDocument, `Change stream was configured to require a post-image for all update events, but the post-image was not found for event: ${eventSummary(ev)}`);
    }
    return ev.preImage === undefined ? null : ev.fullDocument;
  }
}

/** Handles `aggregate` whose first stage is `$changeStream`. */
export function openChangeStream(cmd: Doc, ctx: CommandContext): Doc {
  if (ctx.view.inTransaction) throw new MongoCommandError(ErrorCodes.OperationNotSupportedInTransaction, 'Cannot run $changeStream in a multi-document transaction');
  const pipeline = cmd.pipeline as Doc[];
  const spec = (pipeline[0].$changeStream ?? {}) as Doc;
  for (const key of Object.keys(spec)) {
    if (!specFields.has(key) && !key.startsWith('$_')) throw new MongoCommandError(ErrorCodes.Location40415, `BSON field '$changeStream.${key}' is an unknown field.`);
  }
  const stages = pipeline.slice(1);
  for (const stage of stages) {
    const name = Object.keys(stage)[0];
    if (!knownStages.has(name)) throw new MongoCommandError(ErrorCodes.Location40324, `Unrecognized pipeline stage name: '${name}'`);
    if (!allowedStages.has(name)) throw new MongoCommandError(ErrorCodes.IllegalOperation, `${name} is not permitted in a $changeStream pipeline`);
  }
  const fullDocument = String(spec.fullDocument ?? 'default');
  if (!['default', 'updateLookup', 'whenAvailable', 'required'].includes(fullDocument)) {
    throw new MongoCommandError(ErrorCodes.BadValue, `unknown fullDocument mode: ${fullDocument}`);
  }
  const beforeChange = String(spec.fullDocumentBeforeChange ?? 'off');
  if (!['off', 'whenAvailable', 'required'].includes(beforeChange)) {
    throw new MongoCommandError(ErrorCodes.BadValue, `Enumeration value '${beforeChange}' for field '$changeStream.fullDocumentBeforeChange' is not a valid value.`);
  }
  const { engine } = ctx.state;
  let pos = engine.seq;
  if (spec.resumeAfter) pos = tokenSeq(spec.resumeAfter);
  else if (spec.startAfter) pos = tokenSeq(spec.startAfter);
  else if (spec.startAtOperationTime instanceof Timestamp) pos = sequenceOf(spec.startAtOperationTime) - 1;
  const wholeCluster = spec.allChangesForCluster === true;
  if (wholeCluster && ctx.db !== 'admin') throw new MongoCommandError(ErrorCodes.InvalidOptions, "$changeStream may only be opened on the 'admin' database if allChangesForCluster is true");
  const coll = typeof cmd.aggregate === 'string' ? cmd.aggregate : null;
  const scope = { db: wholeCluster ? null : ctx.db, coll };
  const id = ctx.state.cursors.newId();
  const ns = `${ctx.db}.${coll ?? '$cmd.aggregate'}`;
  const cursor = new ChangeStreamCursor(id, ns, ctx.state, scope, pos, fullDocument, beforeChange, stages, spec.showExpandedEvents === true);
  const batchSize = cmd.cursor?.batchSize;
  const first = batchSize === 0 ? [] : cursor.collect(typeof batchSize === 'number' ? batchSize : 0);
  ctx.state.cursors.add(cursor);
  return { cursor: { firstBatch: first, postBatchResumeToken: resumeToken(cursor.pos), id, ns }, ok: 1 };
}
