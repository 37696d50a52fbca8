import type { DraftPick, ServerMessageOf } from '@league/shared-rules/contracts';
import type { Logger } from '../logger';
import type { RoomSocket } from './auction-room';

export type DraftPickMessage = ServerMessageOf<'draft_pick'>;

/** Where the hub learns whether a pick was its draft's last. */
export interface DraftHubSource {
  isComplete(lid: number, year: number): Promise<boolean>;
}

interface Registration {
  lid: number;
  /** Only this draft's picks; undefined: every draft of the league. */
  year?: number;
}

/**
 * The live draft board over /ws (spec §2 "Draft board"). A socket registers for a league's draft;
 * each pick made — on this process or another, learnt from the draft collection's change stream —
 * is pushed to every socket registered for that league, encoded once. The server answers a registration
 * with `draft_registered`, and boards read GET /draft on it, so they miss nothing between the two.
 */
export class DraftHub {
  private readonly sockets = new Map<RoomSocket, Registration>();

  constructor(private readonly opts: { source: DraftHubSource; log: Logger }) {}

  /** Registered sockets on this process (metrics and tests). */
  get size(): number {
    return this.sockets.size;
  }

  /** Registers (or re-registers) the socket for the league's draft of `year` (default: any). */
  register(lid: number, socket: RoomSocket, year?: number): void {
    this.sockets.set(socket, { lid, year });
  }

  unregister(socket: RoomSocket): void {
    this.sockets.delete(socket);
  }

  /** A pick was made (from the change stream): push it to the league's registered boards. */
  async onPick(pick: DraftPick): Promise<void> {
    const targets = [...this.sockets].filter(([, r]) => r.lid === pick.lid && (r.year === undefined || r.year === pick.year));
    if (targets.length === 0) return;
    try {
      const complete = await this.opts.source.isComplete(pick.lid, pick.year);
      const message: DraftPickMessage = { type: 'draft_pick', lid: pick.lid, year: pick.year, pick, complete };
      const data = Buffer.from(JSON.stringify(message));
      for (const [socket] of targets) socket.send(data);
    } catch (err) {
      this.opts.log.error('draft push failed', { lid: pick.lid, error: err instanceof Error ? err.message : String(err) });
    }
  }
}
