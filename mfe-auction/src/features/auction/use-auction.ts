import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createApiClient, createRealtimeClient, type RealtimeClient } from '@league/shared-rules/client';
import {
  getLeagueEndpoint,
  AuctionServerMessageSchema,
  REALTIME_PROTOCOL_VERSION,
  type ClientMessage,
  type League,
  type RemoteAppProps,
  type AuctionServerMessage,
} from '@league/shared-rules/contracts';
import { emptyRoom, reduceRoom } from './room-reducer';
import { useRoomFirstScreen } from './first-screen-data';

const SERVER_TYPES: AuctionServerMessage['type'][] = ['init', 'sync', 'start', 'paused', 'bid', 'processed', 'nomination', 'connected', 'teams', 'config', 'complete', 'error'];

/** League data the room needs besides the realtime state (the pool is paged from the server by PlayerPool). */
export interface AuctionData {
  league: League | null;
  loading: boolean;
}

/**
 * Loads the league and joins the league's auction room over `/ws` when logged in (or to watch, for
 * visitors/the widget).
 */
export function useAuction(props: Pick<RemoteAppProps, 'session' | 'apiBase' | 'wsUrl' | 'notify'>, opts: { join: boolean }) {
  const { session, apiBase, wsUrl, notify } = props;
  const leagueId = session.leagueId;
  const first = useRoomFirstScreen();
  const [data, setData] = useState<AuctionData>(() => (first ? { league: first.league, loading: false } : { league: null, loading: true }));
  const [room, dispatch] = useReducer((r: typeof emptyRoom, a: { msg: AuctionServerMessage; now: number } | { reset: true }) => ('reset' in a ? emptyRoom : reduceRoom(r, a.msg, a.now)), emptyRoom);
  const clientRef = useRef<RealtimeClient<ClientMessage, AuctionServerMessage> | null>(null);
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const api = useMemo(() => createApiClient({ baseUrl: apiBase, getToken: () => session.token }), [apiBase, session.token]);

  useEffect(() => {
    let cancelled = false;
    setData((d) => ({ ...d, loading: true }));
    api
      .call(getLeagueEndpoint, { params: { leagueId } })
      .then((league) => !cancelled && setData({ league, loading: false }))
      .catch(() => !cancelled && setData((d) => ({ ...d, loading: false })));
    return () => {
      cancelled = true;
    };
  }, [api, leagueId]);

  useEffect(() => {
    if (!opts.join || leagueId <= 0) return;
    dispatch({ reset: true });
    const client = createRealtimeClient<ClientMessage, AuctionServerMessage>({
      url: wsUrl,
      token: session.token,
      leagueId,
      // the room's messages only: the widget then carries no data-view or scoreboard schema
      serverMessageSchema: AuctionServerMessageSchema,
      isLoggedIn: () => true,
      onReconnect: () => client.send({ type: 'join', v: REALTIME_PROTOCOL_VERSION }),
    });
    clientRef.current = client;
    const offs = SERVER_TYPES.map((type) =>
      client.on(type, (msg: AuctionServerMessage) => {
        if (msg.type === 'error') notifyRef.current({ severity: 'error', message: msg.message });
        else dispatch({ msg, now: Date.now() });
      }),
    );
    return () => {
      offs.forEach((off) => off());
      client.close();
      clientRef.current = null;
    };
  }, [opts.join, leagueId, session.token, wsUrl]);

  // A version gap means a message was missed: ask for a fresh init.
  useEffect(() => {
    if (room.needsResync) clientRef.current?.send({ type: 'join', v: REALTIME_PROTOCOL_VERSION });
  }, [room.needsResync]);

  const send = (msg: ClientMessage) => clientRef.current?.send(msg);
  return { data, room, send, api };
}
