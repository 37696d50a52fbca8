import type { ServerMessageOf } from '@league/shared-rules/contracts';
import { createNoticesRepository } from '../db/repositories/notices.repository';
import { DEMO_PASSWORD } from '../seed/demo-league';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { WsTestClient } from './ws-test-client';

/**
 * League notices over /ws on the embedded database: a notice written to the collection (as a trade or a
 * job writes it) reaches the registered sockets through the change stream — a private one only its
 * team's owner, a public one everyone — and GET /notices lists private notices to their owner alone.
 */
const NOW = new Date('2026-11-25T17:00:00Z');
let app: TestApp;
const notices = createNoticesRepository();
const login = async (name: string) =>
  (await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: name, password: DEMO_PASSWORD } })).body.token as string;

beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players'] }, seedDemo: true, clock: () => NOW });
}, 180_000);
afterAll(() => app.stop());

type Notices = ServerMessageOf<'notices'>;
const write = (key: string, tid: number | null, only: boolean) =>
  notices.insert({ key, lid: 1, tid, pid: null, kind: only ? 'trade_offered' : 'draft_pick_made', message: key, severity: 'info', timestamp: NOW.getTime() / 1000, ...(only ? { private: true } : {}) });

describe('notices over /ws', () => {
  it('pushes a private notice to its team owner only and a public one to every registered socket', async () => {
    const [t2, t3] = await Promise.all([login('owner2'), login('owner3')]);
    const owner2 = await WsTestClient.connect(app.url, 1, t2);
    const owner3 = await WsTestClient.connect(app.url, 1, t3);
    const visitor = await WsTestClient.connect(app.url, 1);
    for (const c of [owner2, owner3, visitor]) c.send({ type: 'notices_register' });
    const start = await owner2.waitFor<Notices>((m) => m.type === 'notices');
    await owner3.waitFor((m) => m.type === 'notices');
    await visitor.waitFor((m) => m.type === 'notices');
    expect(start.notices).toEqual([]);

    await write('test:offer-to-2', 2, true);
    await write('test:public', null, false);
    const pushed = await owner2.waitFor<Notices>((m) => m.type === 'notices' && (m as Notices).notices[0]?.message === 'test:public');
    const seen2 = owner2.messages.filter((m) => m.type === 'notices').flatMap((m) => (m as Notices).notices.map((n) => n.message));
    expect(seen2).toEqual(['test:offer-to-2', 'test:public']);
    await owner3.waitFor((m) => m.type === 'notices' && (m as Notices).notices[0]?.message === 'test:public');
    await visitor.waitFor((m) => m.type === 'notices' && (m as Notices).notices[0]?.message === 'test:public');
    for (const c of [owner3, visitor]) {
      expect(c.messages.filter((m) => m.type === 'notices').flatMap((m) => (m as Notices).notices.map((n) => n.message))).toEqual(['test:public']);
    }

    // A reconnecting client sends its marker and gets what it missed; the list answers private notices to their owner only.
    await write('test:missed', 2, true);
    const again = await WsTestClient.connect(app.url, 1, t2);
    again.send({ type: 'notices_register', after: pushed.last! });
    const backlog = await again.waitFor<Notices>((m) => m.type === 'notices');
    expect(backlog.notices.map((n) => n.message)).toEqual(['test:missed']);
    const listed = async (token?: string) => ((await app.api('/api/leagues/1/notices', { token })).body as Array<{ message: string }>).map((n) => n.message);
    expect(await listed(t2)).toEqual(expect.arrayContaining(['test:offer-to-2', 'test:missed', 'test:public']));
    expect(await listed(t3)).not.toContain('test:offer-to-2');
    expect(await listed()).toEqual(expect.arrayContaining(['test:public']));
    expect(await listed()).not.toContain('test:missed');
    await Promise.all([owner2, owner3, visitor, again].map((c) => c.close()));
  }, 60_000);
});
