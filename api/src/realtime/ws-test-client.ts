import { WebSocket } from 'ws';
import type { ServerMessage } from '@league/shared-rules/contracts';

/**
 * A minimal `/ws` client for integration tests and the bench: records every message and waits for
 * the ones a test expects. (The browser uses `createRealtimeClient` from shared-rules/client.)
 */
export class WsTestClient {
  readonly messages: ServerMessage[] = [];
  private waiters: Array<{ pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }> = [];
  onMessage: ((m: ServerMessage) => void) | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as ServerMessage;
      this.messages.push(m);
      this.onMessage?.(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
  }

  /** Opens `ws://…/ws?token=…&leagueId=…` and resolves once open. */
  static async connect(baseUrl: string, leagueId: number, token?: string): Promise<WsTestClient> {
    const q = new URLSearchParams({ leagueId: String(leagueId), ...(token ? { token } : {}) });
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?${q}`);
    const client = new WsTestClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** Resolves with the first message (already received or future) matching `pred`. */
  waitFor<T extends ServerMessage = ServerMessage>(pred: (m: ServerMessage) => boolean, timeoutMs = 10_000, fromIndex = 0): Promise<T> {
    const seen = this.messages.slice(fromIndex).find(pred);
    if (seen) return Promise.resolve(seen as T);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs);
      this.waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m as T)) });
    });
  }

  /** Waits for the next message of a type after everything received so far. */
  next<T extends ServerMessage['type']>(type: T, timeoutMs?: number): Promise<Extract<ServerMessage, { type: T }>> {
    return this.waitFor((m) => m.type === type, timeoutMs, this.messages.length);
  }

  last<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }> | undefined {
    return [...this.messages].reverse().find((m) => m.type === type) as Extract<ServerMessage, { type: T }> | undefined;
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
