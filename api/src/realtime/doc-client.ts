import { WebSocket } from 'ws';

/**
 * A client written from the served AsyncAPI document alone (no shared-rules import): it finds the
 * channel address, the subprotocols and the message shapes in the document, sends only messages the
 * document lists, and checks every received message against the document's payload schema (its
 * `type` and required fields). Used by the tests that run a lot with it; a template for embedders.
 */
type Schema = { properties?: Record<string, { const?: unknown }>; required?: string[] };
type Message = Record<string, unknown> & { type: string };

export class DocClient {
  readonly received: Message[] = [];
  readonly problems: string[] = [];
  private waiters: Array<{ pred: (m: Message) => boolean; resolve: (m: Message) => void }> = [];

  private constructor(private readonly ws: WebSocket, private readonly incoming: Map<string, Schema>, private readonly outgoing: Map<string, Schema>) {
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as Message;
      const schema = incoming.get(m.type);
      if (!schema) this.problems.push(`undocumented message ${m.type}`);
      for (const field of schema?.required ?? []) if (!(field in m)) this.problems.push(`${m.type} lacks ${field}`);
      this.received.push(m);
      this.waiters = this.waiters.filter((w) => (w.pred(m) ? (w.resolve(m), false) : true));
    });
  }

  /**
   * Reads the document from `apiBase`/asyncapi.json and connects to `leagueId`'s room (on
   * `socketBase`, default the same api) with `token` in the subprotocol.
   */
  static async connect(apiBase: string, leagueId: number, token: string, socketBase = apiBase): Promise<DocClient> {
    const doc = (await (await fetch(`${apiBase}/asyncapi.json`)).json()) as {
      channels: { league: { address: string; messages: Record<string, { payload: Schema }> } };
      operations: Record<string, { action: 'send' | 'receive'; messages: Array<{ $ref: string }> }>;
      'x-subprotocols': { protocol: string; authPrefix: string };
    };
    const byDirection = (action: 'send' | 'receive') => {
      const out = new Map<string, Schema>();
      for (const op of Object.values(doc.operations)) {
        if (op.action !== action) continue;
        const payload = doc.channels.league.messages[op.messages[0].$ref.split('/').pop()!].payload;
        out.set(String(payload.properties?.type?.const), payload);
      }
      return out;
    };
    const address = doc.channels.league.address.replace('{leagueId}', String(leagueId));
    const { protocol, authPrefix } = doc['x-subprotocols'];
    const ws = new WebSocket(`${socketBase.replace(/^http/, 'ws').replace(/\/api$/, '')}${address}`, [protocol, `${authPrefix}${token}`]);
    // 'send' operations are the server's (what we receive); 'receive' ones are what the server takes from us.
    const client = new DocClient(ws, byDirection('send'), byDirection('receive'));
    await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
    return client;
  }

  send(message: Message): void {
    const schema = this.outgoing.get(message.type);
    if (!schema) throw new Error(`the document lists no ${message.type} message`);
    for (const field of schema.required ?? []) if (!(field in message)) throw new Error(`${message.type} needs ${field}`);
    this.ws.send(JSON.stringify(message));
  }

  waitFor(pred: (m: Message) => boolean, timeoutMs = 10_000): Promise<Message> {
    const seen = this.received.find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      this.waiters.push({ pred, resolve: (m) => (clearTimeout(t), resolve(m)) });
    });
  }

  close(): void {
    this.ws.close();
  }
}
