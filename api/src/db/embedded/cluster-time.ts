/**
 * Logical time. Every reply carries `operationTime` and `$clusterTime` (as a replica set member's do), so
 * drivers engage causal consistency and snapshot sessions learn their `atClusterTime`. A cluster time is
 * `Timestamp(wall seconds, engine sequence)`: the increment is the write sequence, so a time maps back to the
 * data version it names, and times only grow.
 */
import { Binary, Long, Timestamp } from 'bson';
import { Doc } from './values';

/** The Timestamp drivers see as clusterTime/operationTime for a sequence number. */
export function clusterTime(seq: number, wall = Date.now()): Timestamp {
  return new Timestamp({ t: Math.floor(wall / 1000), i: seq });
}

/** The engine sequence a cluster time names. */
export function sequenceOf(ts: Timestamp): number {
  return ts.i;
}

/** No keys are configured (no auth), so the signature is the all-zero one a keyless mongod sends. */
const SIGNATURE = { hash: new Binary(Buffer.alloc(20)), keyId: Long.fromNumber(0) };

/** The last stamp: replies in the same second at the same sequence share it (no allocation per reply). */
let cached = { seq: -1, second: -1, time: new Timestamp({ t: 0, i: 0 }), clusterTime: {} as Doc };

/** Stamps a reply in place with the current operation and cluster time. */
export function stampReply(reply: Doc, seq: number): Doc {
  const wall = Date.now();
  const second = Math.floor(wall / 1000);
  if (cached.seq !== seq || cached.second !== second) {
    const time = clusterTime(seq, wall);
    cached = { seq, second, time, clusterTime: { clusterTime: time, signature: SIGNATURE } };
  }
  reply.operationTime = cached.time;
  reply.$clusterTime = cached.clusterTime;
  return reply;
}
