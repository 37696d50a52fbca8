import type { RealtimeSocket } from '@league/shared-rules/client';

type Listener = (event: { data: unknown }) => void;

/** A WebSocket stand-in: records what is sent, and lets a test open, push and drop the connection. */
export class FakeSocket implements RealtimeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  private listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
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
