import {
  ListWaiversQuerySchema,
  ReorderWaiversBodySchema,
  SubmitWaiverBodySchema,
  WaiverReportQuerySchema,
} from './waivers';

const PID = 'JOSH-ALLE-2018-1996-05-21';

describe('waivers contracts', () => {
  it('requires a type and defaults bid and releases', () => {
    expect(SubmitWaiverBodySchema.parse({ pid: PID, type: 3 })).toEqual({ pid: PID, type: 3, bid: 0, release: [] });
    expect(SubmitWaiverBodySchema.safeParse({ pid: PID }).success).toBe(false);
    expect(SubmitWaiverBodySchema.safeParse({ pid: PID, type: 4 }).success).toBe(false);
  });

  it('takes whole, non-negative bids only', () => {
    expect(SubmitWaiverBodySchema.safeParse({ pid: PID, type: 1, bid: 12 }).success).toBe(true);
    expect(SubmitWaiverBodySchema.safeParse({ pid: PID, type: 1, bid: -1 }).success).toBe(false);
    expect(SubmitWaiverBodySchema.safeParse({ pid: PID, type: 1, bid: 2.5 }).success).toBe(false);
  });

  it('refuses an empty or duplicated order', () => {
    expect(ReorderWaiversBodySchema.safeParse({ waivers: [3, 1, 2] }).success).toBe(true);
    expect(ReorderWaiversBodySchema.safeParse({ waivers: [] }).success).toBe(false);
    expect(ReorderWaiversBodySchema.safeParse({ waivers: [1, 1] }).success).toBe(false);
  });

  it('coerces type and processed time from the query', () => {
    expect(ListWaiversQuerySchema.parse({ type: '2', processed: '1700000000' })).toEqual({
      type: 2,
      processed: 1_700_000_000,
    });
    expect(ListWaiversQuerySchema.parse({})).toEqual({});
    expect(WaiverReportQuerySchema.safeParse({}).success).toBe(false);
    expect(WaiverReportQuerySchema.safeParse({ type: '9' }).success).toBe(false);
  });
});
