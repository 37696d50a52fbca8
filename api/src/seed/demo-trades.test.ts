import { TransactionType } from '@league/shared-rules';
import { TransactionModel } from '../db/models/roster.model';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { seedDemoTrades } from './demo-trades';

// The demo league (real players) on the suite's fixed clock.
const NOW = new Date('2026-11-25T17:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players'] }, seedDemo: true, clock: () => NOW });
}, 300_000);
afterAll(() => app.stop());

describe('demo trades', () => {
  it('makes accepted trades with their history through the real use-cases, once', async () => {
    const made = await seedDemoTrades(app.repos, { now: NOW });
    expect(made).toBe(3);
    expect(await seedDemoTrades(app.repos, { now: NOW })).toBe(0);
    const list = (await app.api('/api/leagues/1/trades')).body as Array<{ accepted: number | null; proposingTeamPicks: unknown[]; offered: number }>;
    // a visitor sees the league's accepted trades
    expect(list.filter((t) => t.accepted !== null)).toHaveLength(3);
    expect(list.every((t) => t.proposingTeamPicks.length === 1 && t.offered < NOW.getTime() / 1000)).toBe(true);
    expect(await TransactionModel.countDocuments({ lid: 1, type: TransactionType.TRADE })).toBe(2 + 4 + 2);
  });
});
