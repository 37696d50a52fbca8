import { useEffect, useRef, useState } from 'react';
import { createRealtimeClient, type RealtimeSocketConstructor } from '@league/shared-rules/client';
import { ServerMessageSchema, type ClientMessage, type ServerMessage, type ServerMessageOf } from '@league/shared-rules/contracts';

export interface DraftLiveOptions {
  wsUrl: string;
  token: string | null;
  leagueId: number;
  /** Tests pass a fake socket and a short reconnect delay. */
  socket?: RealtimeSocketConstructor;
  reconnectMs?: number;
}

export type DraftLiveStatus = 'off' | 'connecting' | 'live';
export type DraftPickPush = ServerMessageOf<'draft_pick'>;

/**
 * Keeps the board live: registers for the shown year's draft (`draft_register`, again on every
 * reconnect) and hands each pick pushed for it to `onPick` — null when the server confirms a
 * registration (`draft_registered`): the board then reads GET /draft, so no pick falls between its
 * registration and its read (one made before the first registration, or while the socket was down).
 */
export function useDraftLive(options: DraftLiveOptions, year: number | null, onPick: (push: DraftPickPush | null) => void): DraftLiveStatus {
  const [status, setStatus] = useState<DraftLiveStatus>('off');
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const { wsUrl, token, leagueId, socket, reconnectMs } = options;

  useEffect(() => {
    if (year === null) return;
    setStatus('connecting');
    let client: ReturnType<typeof createRealtimeClient<ClientMessage, ServerMessage>>;
    const register = () => client.send({ type: 'draft_register', year });
    try {
      client = createRealtimeClient<ClientMessage, ServerMessage>({
        url: wsUrl,
        token,
        leagueId,
        serverMessageSchema: ServerMessageSchema,
        // a visitor's board stays live too: the draft is public
        isLoggedIn: () => true,
        // the read follows the server's confirmation (below), not the request
        onReconnect: register,
        webSocketImpl: socket,
        reconnectMs,
      });
    } catch {
      setStatus('off');
      return;
    }
    register();
    const poll = setInterval(() => setStatus(client.isOpen() ? 'live' : 'connecting'), 1000);
    const off = client.on('draft_pick', (push) => {
      setStatus('live');
      if (push.year === year) onPickRef.current(push);
    });
    const offRegistered = client.on('draft_registered', (ack) => {
      setStatus('live');
      if (ack.year === year) onPickRef.current(null);
    });
    return () => {
      clearInterval(poll);
      off();
      offRegistered();
      client.close();
    };
  }, [wsUrl, token, leagueId, socket, reconnectMs, year]);

  return status;
}
