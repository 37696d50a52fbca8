/**
 * Durability for a dbpath: an append-only journal of BSON records (written synchronously before a write is
 * acknowledged) and a snapshot file the journal is compacted into. Recovery loads the snapshot, then replays
 * the journal; a torn record at the journal's tail (crash mid-append) is ignored because it was never
 * acknowledged. Records are idempotent, so replaying a journal over a newer snapshot is harmless.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'bson';
import { Collection } from './collection';
import { Engine, JournalRecord, JournalSink } from './engine';
import { SecondaryIndex } from './index-store';
import { valueKey } from './values';
import { bsonReadOptions } from './wire';

const SNAPSHOT = 'snapshot.bson';
const JOURNAL = 'journal.bson';

/** Journal options. */
export interface JournalOptions {
  /** fsync after every write (survives power loss) instead of once per `syncIntervalMs`. */
  fsyncEveryWrite?: boolean;
  syncIntervalMs?: number;
  /** Compact into a snapshot once the journal grows past this many bytes. */
  compactBytes?: number;
}

/** Append-only journal bound to one directory. */
export class Journal implements JournalSink {
  private fd: number;
  private size: number;
  private dirty = false;
  private readonly timer: NodeJS.Timeout;
  private compacting = false;

  private constructor(
    private readonly dir: string,
    private readonly engine: Engine,
    private readonly options: JournalOptions,
  ) {
    this.fd = fs.openSync(path.join(dir, JOURNAL), 'a');
    this.size = fs.fstatSync(this.fd).size;
    this.timer = setInterval(() => this.sync(), options.syncIntervalMs ?? 100);
    this.timer.unref();
  }

  /** Loads `dir` into the engine and starts journaling to it. */
  static open(dir: string, engine: Engine, options: JournalOptions = {}): Journal {
    fs.mkdirSync(dir, { recursive: true });
    lockDir(dir);
    for (const file of [SNAPSHOT, JOURNAL]) {
      const full = path.join(dir, file);
      if (!fs.existsSync(full)) continue;
      const valid = replayFile(full, engine);
      // Cut a torn tail (crash mid-append, never acknowledged) so new records are not hidden behind it.
      if (file === JOURNAL && valid < fs.statSync(full).size) fs.truncateSync(full, valid);
    }
    const journal = new Journal(dir, engine, options);
    engine.journal = journal;
    return journal;
  }

  append(records: JournalRecord[]): void {
    const bytes = records.length === 1 ? serialize(records[0]) : Buffer.concat(records.map((r) => serialize(r)));
    let written = 0;
    while (written < bytes.length) written += fs.writeSync(this.fd, bytes, written);
    this.size += bytes.length;
    if (this.options.fsyncEveryWrite) fs.fdatasyncSync(this.fd);
    else this.dirty = true;
    if (!this.compacting && this.size > (this.options.compactBytes ?? 64 * 1024 * 1024)) this.compact();
  }

  /** Writes the whole state as a new snapshot and empties the journal. */
  compact(): void {
    this.compacting = true;
    try {
      const tmp = path.join(this.dir, SNAPSHOT + '.tmp');
      const fd = fs.openSync(tmp, 'w');
      const chunks: Uint8Array[] = [];
      let pending = 0;
      const flush = () => {
        if (!chunks.length) return;
        fs.writeSync(fd, Buffer.concat(chunks));
        chunks.length = 0;
        pending = 0;
      };
      for (const colls of this.engine.dbs.values()) {
        for (const coll of colls.values()) {
          const head: JournalRecord = { o: 'c', db: coll.db, c: coll.name, uuid: coll.uuid, indexes: Array.from(coll.indexes.values(), (i) => i.spec), options: coll.options };
          chunks.push(serialize(head));
          for (const entry of coll.docs.values()) {
            const bytes = serialize({ o: 'i', db: coll.db, c: coll.name, d: entry.doc });
            chunks.push(bytes);
            pending += bytes.length;
            if (pending > 4 * 1024 * 1024) flush();
          }
        }
      }
      flush();
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      fs.renameSync(tmp, path.join(this.dir, SNAPSHOT));
      fs.ftruncateSync(this.fd, 0);
      fs.fsyncSync(this.fd);
      this.size = 0;
      this.dirty = false;
    } finally {
      this.compacting = false;
    }
  }

  sync(): void {
    if (!this.dirty) return;
    this.dirty = false;
    fs.fdatasyncSync(this.fd);
  }

  /** Compacts, syncs and closes the files. */
  close(): void {
    clearInterval(this.timer);
    this.compact();
    fs.closeSync(this.fd);
    fs.rmSync(path.join(this.dir, LOCK), { force: true });
    if (this.engine.journal === this) this.engine.journal = null;
  }
}

const LOCK = 'server.lock';

/** Refuses a dbpath another live process is serving; a lock left by a killed process is taken over. */
function lockDir(dir: string): void {
  const file = path.join(dir, LOCK);
  if (fs.existsSync(file)) {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`dbpath ${dir} is in use by another embedded database server (pid ${pid})`);
    }
  }
  fs.writeFileSync(file, `${process.pid}\n`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Replays a file of records; returns the byte length of its valid prefix. */
function replayFile(file: string, engine: Engine): number {
  const buf = fs.readFileSync(file);
  let offset = 0;
  while (offset + 4 <= buf.length) {
    const size = buf.readInt32LE(offset);
    if (size < 5 || offset + size > buf.length) break;
    let record: JournalRecord;
    try {
      record = deserialize(buf.subarray(offset, offset + size), bsonReadOptions) as JournalRecord;
    } catch {
      break;
    }
    apply(engine, record);
    offset += size;
  }
  return offset;
}

function collection(engine: Engine, db: string, name: string): Collection {
  let coll = engine.getCollection(db, name);
  if (!coll) {
    coll = new Collection(db, name);
    engine.attach(coll);
  }
  return coll;
}

/** Re-applies one record to in-memory state (no journaling, no change events). */
function apply(engine: Engine, r: JournalRecord): void {
  switch (r.o) {
    case 'b':
      for (const op of r.ops) apply(engine, op);
      return;
    case 'c': {
      let coll = engine.getCollection(r.db, r.c);
      if (!coll) engine.attach((coll = new Collection(r.db, r.c, r.uuid)));
      if (r.options) coll.setOptions(r.options);
      for (const spec of r.indexes ?? []) if (!coll.indexes.has(spec.name)) coll.indexes.set(spec.name, new SecondaryIndex(spec));
      return;
    }
    case 'dc':
      engine.dbs.get(r.db)?.delete(r.c);
      return;
    case 'dd':
      engine.dbs.delete(r.db);
      return;
    case 'ci': {
      const coll = collection(engine, r.db, r.c);
      if (!coll.indexes.has(r.spec.name)) coll.addIndexUnchecked(r.spec);
      return;
    }
    case 'di':
      engine.getCollection(r.db, r.c)?.indexes.delete(r.name);
      return;
    case 'i':
      collection(engine, r.db, r.c).put(valueKey(r.d._id), r.d, ++engine.seq);
      return;
    case 'd':
      engine.getCollection(r.db, r.c)?.delete(valueKey(r.id));
      return;
  }
}
