import { useEffect, useRef, useState } from 'react';
import { createRealtimeClient, type RealtimeSocketConstructor } from '@league/shared-rules/client';
import {
  ServerMessageSchema,
  type ClientMessage,
  type ServerMessage,
  type ServerMessageOf,
} from '@league/shared-rules/contracts';

/** How the page reaches `/ws` (tests pass a fake socket and a short reconnect delay). */
export interface LiveOptions {
  wsUrl: string;
  token: string | null;
  leagueId: number;
  socket?: RealtimeSocketConstructor;
  reconnectMs?: number;
}

export type LiveStatus = 'off' | 'connecting' | 'live';

export type ScoreboardPush = ServerMessageOf<'scoreboard'>;

/**
 * Listens to the league's live scoreboard while `enabled` (spec §4 Connections): registers for the
 * shown week with the last-updated marker the page already has, re-sends it on reconnect, and hands
 * each push for that week whose marker is newer to `onPush`. Any week can go live (a replay feeds
 * a past week's plays through the ingest again), so the page registers whatever week it shows. The marker moves with the pushes and with
 * `marker` (a refetch), so a reconnect never asks again for what the page has.
 */
export function useScoreboardLive(
  options: LiveOptions,
  week: { year: number; week: number; marker: number | null; enabled: boolean },
  onPush: (push: ScoreboardPush) => void,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('off');
  const markerRef = useRef(week.marker ?? 0);
  markerRef.current = Math.max(markerRef.current, week.marker ?? 0);
  const onPushRef = useRef(onPush);
  onPushRef.current = onPush;
  const { wsUrl, token, leagueId, socket, reconnectMs } = options;
  const { enabled, year } = week;
  const shownWeek = week.week;

  useEffect(() => {
    if (!enabled) {
      setStatus('off');
      return;
    }
    setStatus('connecting');
    let client: ReturnType<typeof createRealtimeClient<ClientMessage, ServerMessage>>;
    const register = () => client.send({ type: 'scoreboard_register', updated: markerRef.current, year, week: shownWeek });
    try {
      client = createRealtimeClient<ClientMessage, ServerMessage>({
        url: wsUrl,
        token,
        leagueId,
        serverMessageSchema: ServerMessageSchema,
        // spec §4: reconnect while a user is logged in; a visitor's page keeps its last answer
        isLoggedIn: () => token !== null,
        onReconnect: register,
        webSocketImpl: socket,
        reconnectMs,
      });
    } catch {
      // no WebSocket in this browser: the page still shows the week, without live updates
      setStatus('off');
      return;
    }
    register();
    const poll = setInterval(() => setStatus(client.isOpen() ? 'live' : 'connecting'), 1000);
    const offPush = client.on('scoreboard', (push) => {
      setStatus('live');
      if (push.year !== year || push.week !== shownWeek || push.last_updated === null || push.last_updated <= markerRef.current) return;
      markerRef.current = push.last_updated;
      onPushRef.current(push);
    });
    return () => {
      clearInterval(poll);
      offPush();
      client.close();
    };
  }, [enabled, wsUrl, token, leagueId, socket, reconnectMs, year, shownWeek]);

  return status;
}
