import type { AuctionRecord, AuctionStore, CommitResult, StoredRoom, Transition } from './auction-store';
import { replay } from './auction-store';

/**
 * An in-memory {@link AuctionStore} with the same semantics as the database one (snapshot + log, one
 * record per version). Used by the room's unit tests; never by the server.
 */
export class MemoryAuctionStore implements AuctionStore {
  readonly snapshots = new Map<number, StoredRoom>();
  readonly logs = new Map<number, AuctionRecord[]>();
  readonly rostered = new Set<string>();
  /** Set to make the next sale fail its final check with this reason. */
  failNextSaleWith: string | null = null;
  commits = 0;

  async load(lid: number): Promise<StoredRoom | null> {
    const snap = this.snapshots.get(lid);
    return snap ? replay(structuredClone(snap), structuredClone(this.logs.get(lid) ?? [])) : null;
  }

  async tail(lid: number, version: number): Promise<AuctionRecord[]> {
    return structuredClone((this.logs.get(lid) ?? []).filter((r) => r.version > version));
  }

  async createIfMissing(room: StoredRoom): Promise<StoredRoom> {
    if (!this.snapshots.has(room.lid)) this.snapshots.set(room.lid, structuredClone({ ...room, events: [] }));
    return (await this.load(room.lid))!;
  }

  /** When set, a sale takes the winner's roster version here (answers the new one), as the database store does. */
  takeRosterVersion: ((tid: number) => number) | null = null;

  async append(record: AuctionRecord, transition: Transition): Promise<CommitResult> {
    const log = this.logs.get(record.lid) ?? [];
    const head = log.length ? log[log.length - 1].version : (this.snapshots.get(record.lid)?.version ?? 0);
    if (record.version !== head + 1) return { kind: 'conflict' };
    const sale = transition.events.find((e) => e.type === 'processed');
    if (sale && sale.type === 'processed') {
      if (this.failNextSaleWith) {
        const reason = this.failNextSaleWith;
        this.failNextSaleWith = null;
        return { kind: 'void', reason };
      }
      if (this.rostered.has(sale.entry.pid)) return { kind: 'void', reason: 'PLAYER_ROSTERED' };
      this.rostered.add(sale.entry.pid);
    }
    this.commits += 1;
    log.push(structuredClone(record));
    this.logs.set(record.lid, log);
    if (sale && sale.type === 'processed' && this.takeRosterVersion) return { kind: 'ok', rosterVersion: { tid: sale.entry.tid, version: this.takeRosterVersion(sale.entry.tid) } };
    return { kind: 'ok' };
  }

  async isPlayerAvailable(_lid: number, pid: string): Promise<boolean> {
    return !this.rostered.has(pid);
  }
}
