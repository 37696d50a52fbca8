/**
 * TTL expiry: deletes documents whose single-field TTL index date is older than `expireAfterSeconds`, through
 * the engine (journaled, published as delete events), as mongod's TTL monitor does.
 */
import { Engine } from './engine';
import { getPath } from './values';

/** One sweep over every TTL index; returns how many documents were deleted. */
export function sweepTtl(engine: Engine, now = Date.now()): number {
  let removed = 0;
  for (const colls of Array.from(engine.dbs.values())) {
    for (const coll of Array.from(colls.values())) {
      for (const index of coll.indexes.values()) {
        const ttl = index.spec.expireAfterSeconds;
        if (ttl === undefined || index.fields.length !== 1) continue;
        const cutoff = now - ttl * 1000;
        for (const [idKey, entry] of Array.from(coll.docs)) {
          const v = getPath(entry.doc, index.fields[0]);
          const dates = (Array.isArray(v) ? v : [v]).filter((x): x is Date => x instanceof Date);
          if (dates.length && Math.min(...dates.map((d) => d.getTime())) <= cutoff) {
            engine.remove(coll, idKey);
            removed++;
          }
        }
      }
    }
  }
  return removed;
}
