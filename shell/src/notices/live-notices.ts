import { useEffect } from 'react';
import * as z from 'zod/mini';
import type { Notice } from '@league/shared-rules/contracts';

/**
 * The part of a `notices` message the shell shows (parsed with zod/mini, as the shell's other edges, so
 * the full realtime contract stays out of its bundle). Other messages on this socket are ignored.
 */
const NoticesPushSchema = z.object({
  type: z.literal('notices'),
  notices: z.array(z.object({ uid: z.number(), message: z.string(), severity: z.enum(['info', 'success', 'warning', 'error']) })),
  last: z.nullable(z.number()),
});
type NoticesPush = z.infer<typeof NoticesPushSchema>;
type Incoming = NoticesPush | { type: 'other' };

const parser = {
  safeParse(json: unknown): { success: true; data: Incoming } {
    const parsed = NoticesPushSchema.safeParse(json);
    return { success: true, data: parsed.success ? parsed.data : { type: 'other' } };
  },
};

/** Where the last shown notice uid is kept, per user and league, so a new visit shows what was missed. */
export const noticeMarkerKey = (userId: number, leagueId: number) => `league.notices.${userId}.${leagueId}`;

export interface LiveNoticesOptions {
  token: string | null;
  userId: number | null;
  leagueId: number;
  wsUrl: string;
  notify: (notice: Notice) => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Tests pass a fake socket. */
  socket?: unknown;
}

/**
 * A logged-in user's league notices, live (a trade offer to their team, its answer, their turn on the draft
 * clock, RFA results): one /ws connection registers with the last notice shown and each new one appears in
 * the snackbar. The marker is kept per user and league, so notices written while the user was away show on
 * the next visit (at most the newest twenty) and none shows twice. The client module loads only once a user
 * is signed in, outside the shell's first load.
 */
export function useLiveNotices({ token, userId, leagueId, wsUrl, notify, storage, socket }: LiveNoticesOptions): void {
  useEffect(() => {
    if (!token || userId === null || leagueId < 1) return;
    const store = storage ?? window.localStorage;
    const key = noticeMarkerKey(userId, leagueId);
    let stopped = false;
    let close = () => {};
    void import('@league/shared-rules/client').then(({ createRealtimeClient }) => {
      if (stopped) return;
      const marker = () => {
        const stored = Number(store.getItem(key));
        return Number.isInteger(stored) && stored > 0 ? stored : undefined;
      };
      const client = createRealtimeClient<{ type: 'notices_register'; after?: number }, Incoming>({
        url: wsUrl,
        token,
        leagueId,
        serverMessageSchema: parser as never,
        isLoggedIn: () => !stopped,
        onReconnect: () => client.send({ type: 'notices_register', after: marker() }),
        ...(socket ? { webSocketImpl: socket as never } : {}),
      });
      client.on('notices', (push) => {
        for (const n of push.notices) notify({ message: n.message, severity: n.severity });
        if (push.last !== null && push.last > (marker() ?? 0)) store.setItem(key, String(push.last));
      });
      client.send({ type: 'notices_register', after: marker() });
      close = () => client.close();
    });
    return () => {
      stopped = true;
      close();
    };
  }, [token, userId, leagueId, wsUrl, notify, storage, socket]);
}
