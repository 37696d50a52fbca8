import { NOTICES_BACKLOG_MAX, type LeagueNotice, type ServerMessageOf } from '@league/shared-rules/contracts';
import type { Logger } from '../logger';
import type { RoomSocket } from './auction-room';

export type NoticesMessage = ServerMessageOf<'notices'>;

/** Where the hub reads notices and who a user is in a league. */
export interface NoticeSource {
  /** The league's notices written after uid `after`, newest first, at most `limit`. */
  after(lid: number, after: number, limit: number): Promise<LeagueNotice[]>;
  lastUid(lid: number): Promise<number | null>;
  /** The user's team in the league, or null (a visitor, the commissioner without a team). */
  teamOf(userId: number | null, lid: number): Promise<number | null>;
}

interface Listener {
  lid: number;
  /** The team whose private notices this socket may see. */
  tid: number | null;
}

/** Whether a socket of team `tid` may see the notice: public ones, and its own team's private ones. */
export function visibleTo(notice: Pick<LeagueNotice, 'private' | 'tid'>, tid: number | null): boolean {
  return !notice.private || (tid !== null && notice.tid === tid);
}

/**
 * League notices over /ws: a socket registers (`notices_register`) with the last notice uid it has shown;
 * the hub answers with what was written since — the private notices of the socket's own team and the
 * league's public ones — and pushes every later notice of the league to the sockets that may see it. The
 * notices come from the collection's change stream, so a notice written by any api instance or job
 * reaches the sockets of every instance; the socket's team is settled from its token at registration,
 * never from the message.
 */
export class NoticeHub {
  private readonly listeners = new Map<RoomSocket, Listener>();

  constructor(private readonly opts: { source: NoticeSource; log: Logger }) {}

  /** Registered sockets on this process. */
  get sockets(): number {
    return this.listeners.size;
  }

  async register(lid: number, userId: number | null, socket: RoomSocket, after?: number): Promise<void> {
    try {
      const tid = await this.opts.source.teamOf(userId, lid);
      this.listeners.set(socket, { lid, tid });
      const last = await this.opts.source.lastUid(lid);
      const backlog =
        after === undefined ? [] : (await this.opts.source.after(lid, after, NOTICES_BACKLOG_MAX * 4)).filter((n) => visibleTo(n, tid));
      const notices = backlog.slice(0, NOTICES_BACKLOG_MAX).reverse();
      socket.send(Buffer.from(JSON.stringify({ type: 'notices', notices, last } satisfies NoticesMessage)));
    } catch (err) {
      this.opts.log.error('notices register failed', { lid, error: err instanceof Error ? err.message : String(err) });
    }
  }

  unregister(socket: RoomSocket): void {
    this.listeners.delete(socket);
  }

  /** A notice was written (by any process): push it to the league's sockets that may see it. */
  onNotice(notice: LeagueNotice): void {
    let data: Buffer | null = null;
    for (const [socket, l] of this.listeners) {
      if (l.lid !== notice.lid || !visibleTo(notice, l.tid)) continue;
      data ??= Buffer.from(JSON.stringify({ type: 'notices', notices: [notice], last: notice.uid } satisfies NoticesMessage));
      socket.send(data);
    }
  }
}
