import type { AuctionStore, CommitResult, StoredRoom } from './auction-store';

/**
 * An in-memory {@link AuctionStore} with the same conditional-write semantics as the database one.
 * Used by the room's unit tests and by the bench's transport-only scenario; never by the server.
 */
export class MemoryAuctionStore implements AuctionStore {
  readonly rooms = new Map<number, StoredRoom>();
  readonly rostered = new Set<string>();
  /** Set to make the next sale fail its final check with this reason. */
  failNextSaleWith: string | null = null;
  commits = 0;

  async load(lid: number): Promise<StoredRoom | null> {
    const room = this.rooms.get(lid);
    return room ? structuredClone(room) : null;
  }

  async createIfMissing(room: StoredRoom): Promise<StoredRoom> {
    if (!this.rooms.has(room.lid)) this.rooms.set(room.lid, structuredClone(room));
    return structuredClone(this.rooms.get(room.lid)!);
  }

  async commit(expectedVersion: number, next: StoredRoom): Promise<CommitResult> {
    const stored = this.rooms.get(next.lid);
    if (!stored || stored.version !== expectedVersion) return { kind: 'conflict' };
    const sale = next.events.find((e) => e.type === 'processed');
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
    this.rooms.set(next.lid, structuredClone(next));
    return { kind: 'ok' };
  }

  async isPlayerAvailable(_lid: number, pid: string): Promise<boolean> {
    return !this.rostered.has(pid);
  }
}
