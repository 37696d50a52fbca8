import { PoachParamsSchema, ProcessPoachResponseSchema, SubmitPoachBodySchema, UpdatePoachBodySchema } from './poaches';

const PID = 'JOSH-ALLE-2018-1996-05-21';

describe('poaches contracts', () => {
  it('needs a pid and defaults releases', () => {
    expect(SubmitPoachBodySchema.parse({ pid: PID })).toEqual({ pid: PID, release: [] });
    expect(SubmitPoachBodySchema.safeParse({ release: [PID] }).success).toBe(false);
    expect(UpdatePoachBodySchema.safeParse({ release: ['nope'] }).success).toBe(false);
  });

  it('coerces the poach id and refuses a non-number', () => {
    expect(PoachParamsSchema.parse({ leagueId: '1', poachId: '7' })).toEqual({ leagueId: 1, poachId: 7 });
    expect(PoachParamsSchema.safeParse({ leagueId: '1', poachId: 'x' }).success).toBe(false);
  });

  it('answers the processed claim and its transactions', () => {
    const poach = {
      uid: 7,
      tid: 2,
      player_tid: 5,
      lid: 1,
      pid: PID,
      release: [],
      submitted: 1_700_000_000,
      processed: 1_700_100_000,
      succ: true,
      reason: null,
    };
    const transaction = { uid: 1, tid: 2, lid: 1, pid: PID, type: 5, value: 4, timestamp: 1_700_100_000, year: 2026 };
    expect(ProcessPoachResponseSchema.parse({ poach, transactions: [transaction] }).poach.succ).toBe(true);
  });
});
