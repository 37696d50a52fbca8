import type { RealtimeSocket } from './create-realtime-client';

type Listener = (event: { data: unknown }) => void;

/**
 * A WebSocket stand-in for tests of realtime clients (the shell's and every remote's): it records what is sent
 * and lets a test open, push and drop the connection. Test-only; unused by the clients themselves, so a
 * bundle that imports the client module leaves it out.
 */
export class FakeRealtimeSocket implements RealtimeSocket {
  static all: FakeRealtimeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  private listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeRealtimeSocket.all.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.drop();
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  open(): void {
    this.readyState = 1;
    this.fire('open', { data: null });
  }

  push(message: unknown): void {
    this.fire('message', { data: JSON.stringify(message) });
  }

  drop(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.fire('close', { data: null });
  }

  private fire(type: string, event: { data: unknown }) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
