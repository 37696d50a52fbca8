import { z } from 'zod';
import { createRealtimeClient, type RealtimeSocket, type RealtimeSocketConstructor } from './create-realtime-client';

/** The browser's WebSocket fits the socket interface (checked by the compiler). */
const browserSocketFits: typeof WebSocket extends RealtimeSocketConstructor ? true : false = true;

type Listener = (event: { data: unknown }) => void;

/** A controllable fake: tests open, close and feed messages by hand. */
class FakeSocket implements RealtimeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedByClient = false;
  private listeners = new Map<string, Listener[]>();

  constructor(readonly url: string, readonly protocols?: string[]) {
    FakeSocket.instances.push(this);
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }
  close(): void {
    this.closedByClient = true;
    this.serverClose();
  }
  open(): void {
    this.readyState = 1;
    this.emit('open', { data: undefined });
  }
  serverClose(): void {
    this.readyState = 3;
    this.emit('close', { data: undefined });
  }
  receive(data: unknown): void {
    this.emit('message', { data });
  }
  private emit(type: string, event: { data: unknown }) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const ServerMsgSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), pid: z.string(), value: z.number() }),
  z.object({ type: z.literal('paused') }),
]);
type ServerMsg = z.infer<typeof ServerMsgSchema>;
type ClientMsg = { type: 'scoreboard_register'; updated: number } | { type: 'pause' };

function setup(loggedIn = { value: true }, token = 'tok en') {
  const onReconnect = jest.fn();
  const reportError = jest.fn();
  const client = createRealtimeClient<ClientMsg, ServerMsg>({
    url: 'ws://host/ws',
    token,
    leagueId: 1,
    serverMessageSchema: ServerMsgSchema,
    isLoggedIn: () => loggedIn.value,
    onReconnect,
    reportError,
    webSocketImpl: FakeSocket,
  });
  return { client, onReconnect, reportError, loggedIn, socket: () => FakeSocket.instances[FakeSocket.instances.length - 1] };
}

beforeEach(() => {
  FakeSocket.instances = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('createRealtimeClient', () => {
  it('connects with token and leagueId', () => {
    expect(browserSocketFits).toBe(true);
    const { socket } = setup();
    expect(socket().url).toBe('ws://host/ws?token=tok+en&leagueId=1');
  });

  it('sends a JWT in the Sec-WebSocket-Protocol header, not the query string', () => {
    const { socket } = setup(undefined, 'eyJh.eyJ1c2VySWQiOjF9.c2ln-_');
    expect(socket().url).toBe('ws://host/ws?leagueId=1');
    expect(socket().protocols).toEqual(['league.v1', 'auth.eyJh.eyJ1c2VySWQiOjF9.c2ln-_']);
  });

  it('queues messages until open, then sends them in order', () => {
    const { client, socket } = setup();
    client.send({ type: 'pause' });
    client.send({ type: 'scoreboard_register', updated: 5 });
    expect(socket().sent).toEqual([]);
    expect(client.isOpen()).toBe(false);
    socket().open();
    expect(socket().sent).toEqual(['{"type":"pause"}', '{"type":"scoreboard_register","updated":5}']);
    client.send({ type: 'pause' });
    expect(socket().sent).toHaveLength(3);
  });

  it('sends a keepalive every 30 s while open', () => {
    const { socket } = setup();
    socket().open();
    jest.advanceTimersByTime(29_999);
    expect(socket().sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(socket().sent).toEqual(['{"type":"keepalive"}']);
    jest.advanceTimersByTime(60_000);
    expect(socket().sent).toHaveLength(3);
    socket().serverClose();
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.instances[0].sent).toHaveLength(3);
  });

  it('retries every 2 s while logged in, then announces the reconnection', () => {
    const { client, socket, onReconnect } = setup();
    socket().open();
    socket().serverClose();
    client.send({ type: 'pause' });
    jest.advanceTimersByTime(1_999);
    expect(FakeSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    socket().serverClose(); // the attempt fails
    jest.advanceTimersByTime(2_000);
    expect(FakeSocket.instances).toHaveLength(3);
    expect(onReconnect).not.toHaveBeenCalled();
    socket().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(socket().sent).toEqual(['{"type":"pause"}']);
  });

  it('does not announce the first connection', () => {
    const { socket, onReconnect } = setup();
    socket().open();
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('stops retrying once the user is logged out', () => {
    const { socket, loggedIn } = setup();
    socket().open();
    socket().serverClose();
    jest.advanceTimersByTime(2_000);
    expect(FakeSocket.instances).toHaveLength(2);
    loggedIn.value = false;
    socket().serverClose();
    jest.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('does not retry when the user logs out during the wait', () => {
    const { socket, loggedIn } = setup();
    socket().serverClose();
    loggedIn.value = false;
    jest.advanceTimersByTime(2_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('dispatches typed messages to their handlers and unsubscribes', () => {
    const { client, socket } = setup();
    const bids: number[] = [];
    const paused = jest.fn();
    const off = client.on('bid', (message) => bids.push(message.value));
    client.on('paused', paused);
    socket().open();
    socket().receive(JSON.stringify({ type: 'bid', pid: 'KC', value: 12 }));
    off();
    socket().receive(JSON.stringify({ type: 'bid', pid: 'KC', value: 13 }));
    socket().receive(new TextEncoder().encode('{"type":"paused"}'));
    expect(bids).toEqual([12]);
    expect(paused).toHaveBeenCalledWith({ type: 'paused' });
  });

  it('drops and reports invalid messages, and keeps going', () => {
    const { client, socket, reportError } = setup();
    const handler = jest.fn();
    client.on('bid', handler);
    socket().open();
    socket().receive('not json');
    socket().receive(JSON.stringify({ type: 'bid', pid: 'KC' }));
    socket().receive(JSON.stringify({ type: 'unknown' }));
    expect(handler).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledTimes(3);
    expect(reportError.mock.calls[1][1]).toEqual({ raw: '{"type":"bid","pid":"KC"}' });
    socket().receive(JSON.stringify({ type: 'bid', pid: 'KC', value: 1 }));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reports a throwing handler without starving the others', () => {
    const { client, socket, reportError } = setup();
    const second = jest.fn();
    client.on('paused', () => {
      throw new Error('boom');
    });
    client.on('paused', second);
    socket().open();
    socket().receive('{"type":"paused"}');
    expect(second).toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(new Error('boom'), { type: 'paused' });
  });

  it('closes for good: no retry, no keepalive, sends dropped', () => {
    const { client, socket } = setup();
    socket().open();
    client.close();
    expect(FakeSocket.instances[0].closedByClient).toBe(true);
    client.send({ type: 'pause' });
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.instances[0].sent).toEqual([]);
  });
});
