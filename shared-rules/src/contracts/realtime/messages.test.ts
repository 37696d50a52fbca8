import { ClientMessageSchema, ServerMessageSchema } from './index';

describe('realtime messages', () => {
  it('parses client messages by type and refuses unknown or malformed ones', () => {
    expect(ClientMessageSchema.parse({ type: 'bid', pid: 'JOSH-ALLE-2018-1996-05-21', value: 3 })).toMatchObject({ type: 'bid', value: 3 });
    expect(ClientMessageSchema.safeParse({ type: 'teleport' }).success).toBe(false);
    expect(ClientMessageSchema.safeParse({ type: 'bid', pid: '', value: 3 }).success).toBe(false);
    expect(ClientMessageSchema.safeParse({ type: 'scoreboard_register', updated: -1 }).success).toBe(false);
  });
  it('parses server messages and error codes from the shared vocabulary', () => {
    expect(ServerMessageSchema.parse({ type: 'error', code: 'BID_TOO_LOW', message: 'x' }).type).toBe('error');
    expect(ServerMessageSchema.safeParse({ type: 'error', code: 'NOPE', message: 'x' }).success).toBe(false);
    expect(ServerMessageSchema.parse({ type: 'paused', version: 3 })).toEqual({ type: 'paused', version: 3 });
  });
  it('parses a scoreboard push with its marker and team lines', () => {
    const push = { type: 'scoreboard', year: 2025, week: 5, last_updated: 1_760_000_000, teams: [{ tid: 1, points: 80.5, projected: 110, minutes: 120, matchup: 3 }] };
    expect(ServerMessageSchema.parse(push)).toEqual(push);
    expect(ServerMessageSchema.safeParse({ ...push, teams: [{ tid: 1, points: 1 }] }).success).toBe(false);
    expect(ClientMessageSchema.parse({ type: 'scoreboard_register', updated: 0, year: 2025, week: 5 })).toMatchObject({ year: 2025, week: 5 });
  });
});
