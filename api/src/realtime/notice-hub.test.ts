import type { LeagueNotice } from '@league/shared-rules/contracts';
import type { RoomSocket } from './auction-room';
import { NoticeHub, visibleTo, type NoticesMessage, type NoticeSource } from './notice-hub';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;

const notice = (uid: number, tid: number | null, only = false, lid = 1): LeagueNotice => ({
  uid, lid, tid, pid: null, kind: only ? 'trade_offered' : 'restricted_free_agency_processed', message: `n${uid}`, severity: 'info', timestamp: 1000 + uid,
  ...(only ? { private: true } : {}),
});

/** League 1 has notices 1..5 (2 and 4 private to team 2); users own team = their id; user 0 has none. */
function source(stored: LeagueNotice[]): NoticeSource {
  return {
    after: async (lid, after, limit) => stored.filter((n) => n.lid === lid && n.uid > after).sort((a, b) => b.uid - a.uid).slice(0, limit),
    lastUid: async (lid) => Math.max(0, ...stored.filter((n) => n.lid === lid).map((n) => n.uid)) || null,
    teamOf: async (userId) => (userId ? userId : null),
  };
}

function socket(): RoomSocket & { got: NoticesMessage[] } {
  const got: NoticesMessage[] = [];
  return { got, send: (data: Buffer) => got.push(JSON.parse(data.toString())) };
}

const stored = [notice(1, 3), notice(2, 2, true), notice(3, null), notice(4, 2, true), notice(5, 3, true)];

describe('NoticeHub', () => {
  it('shows a private notice to its team only, and public ones to everyone', () => {
    expect(visibleTo({ private: true, tid: 2 }, 2)).toBe(true);
    expect(visibleTo({ private: true, tid: 2 }, 3)).toBe(false);
    expect(visibleTo({ private: true, tid: 2 }, null)).toBe(false);
    expect(visibleTo({ tid: 2 }, null)).toBe(true);
  });

  it('answers a registration with the visible notices written after the marker, oldest first, and the newest uid', async () => {
    const hub = new NoticeHub({ source: source(stored), log });
    const owner2 = socket();
    const visitor = socket();
    const fresh = socket();
    await hub.register(1, 2, owner2, 1);
    await hub.register(1, null, visitor, 0);
    await hub.register(1, 2, fresh);
    expect(owner2.got).toEqual([{ type: 'notices', notices: [stored[1], stored[2], stored[3]], last: 5 }]);
    expect(visitor.got[0].notices.map((n) => n.uid)).toEqual([1, 3]);
    // no marker: nothing from before, only where to start
    expect(fresh.got).toEqual([{ type: 'notices', notices: [], last: 5 }]);
  });

  it('pushes a new notice to the league sockets that may see it, and stops after unregister', async () => {
    const hub = new NoticeHub({ source: source(stored), log });
    const owner2 = socket();
    const owner3 = socket();
    const otherLeague = socket();
    await hub.register(1, 2, owner2);
    await hub.register(1, 3, owner3);
    await hub.register(2, 2, otherLeague);
    hub.onNotice(notice(6, 2, true));
    hub.onNotice(notice(7, null));
    expect(owner2.got.slice(1).map((m) => [m.notices[0].uid, m.last])).toEqual([[6, 6], [7, 7]]);
    expect(owner3.got.slice(1).map((m) => m.notices[0].uid)).toEqual([7]);
    expect(otherLeague.got.slice(1)).toEqual([]);
    hub.unregister(owner2);
    hub.onNotice(notice(8, 2, true));
    expect(owner2.got).toHaveLength(3);
    expect(hub.sockets).toBe(2);
  });
});
