import { DraftSchema, DraftPickDetailsSchema } from '@league/shared-rules/contracts';
import { createDraftRepository } from '../db/repositories/draft.repository';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { seedDemoDraft } from './demo-draft';

// The demo league in the 2026 season (no history played here: the 2025 draft keeps the teams' draft_order).
const NOW = new Date('2026-11-25T17:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players'] }, seedDemo: true, clock: () => NOW });
}, 300_000);
afterAll(() => app.stop());

describe('the demo rookie drafts', () => {
  it('seeds the next three drafts’ picks and the completed 2025 draft from the real class, once', async () => {
    expect(await seedDemoDraft(app.repos, { now: NOW })).toBe(true);
    const picks = await createDraftRepository().list(1);
    for (const year of [2027, 2028, 2029]) expect(picks.filter((p) => p.year === year)).toHaveLength(36);

    const board = DraftSchema.parse((await app.api('/api/leagues/1/draft')).body);
    expect(board.year).toBe(2025);
    expect(board.complete).toBe(true);
    expect(board.picks).toHaveLength(36);
    expect(board.picks.map((p) => p.tid).slice(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // real 2025 rookies in NFL draft-capital order, none of them on a demo roster
    const selected = new Map(board.selected!.map((r) => [r.pid, r]));
    const capital = board.picks.map((p) => selected.get(p.pid!)!);
    expect(capital.every((r) => r.nfl_draft_year === 2025)).toBe(true);
    expect(capital.map((r) => r.dpos)).toEqual([...capital.map((r) => r.dpos)].sort((a, b) => a! - b!));
    const rosters = (await app.api('/api/leagues/1/rosters')).body.rosters as Array<{ players: Array<{ pid: string }> }>;
    const rostered = new Set(rosters.flatMap((r) => r.players.map((p) => p.pid)));
    expect(board.drafted!.some((p) => rostered.has(p))).toBe(false);
    // each pick has its draft transaction with the pick
    const drafts = (await app.api('/api/leagues/1/transactions?types=8&limit=100')).body as Array<{ pid: string; pick?: number; pick_str?: string; year: number }>;
    const first = drafts.find((t) => t.pid === board.picks[0].pid);
    expect(first).toMatchObject({ pick: 1, pick_str: '1.01', year: 2025 });
    const details = DraftPickDetailsSchema.parse((await app.api(`/api/leagues/1/draft/picks/${board.picks[0].uid}`)).body);
    expect(details.player?.pid).toBe(board.picks[0].pid);

    expect(await seedDemoDraft(app.repos, { now: NOW })).toBe(false);
    expect(await createDraftRepository().list(1)).toHaveLength(picks.length);
    expect((await app.api('/api/leagues/1/transactions?types=8&limit=100')).body).toHaveLength(drafts.length);
  });
});
