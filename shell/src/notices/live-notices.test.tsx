import { act, renderHook, waitFor } from '@testing-library/react';
import { FakeRealtimeSocket as FakeSocket } from '@league/shared-rules/client';
import { noticeMarkerKey, useLiveNotices } from './live-notices';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

const offer = { uid: 12, lid: 1, tid: 2, pid: null, kind: 'trade_offered', message: 'Gridiron Gurus offered you a trade', severity: 'info', timestamp: 1, private: true };

describe('useLiveNotices', () => {
  beforeEach(() => {
    FakeSocket.all = [];
  });

  it('registers with the stored marker, shows each pushed notice once and keeps the newest uid', async () => {
    const storage = memoryStorage();
    storage.setItem(noticeMarkerKey(7, 1), '10');
    const notify = jest.fn();
    const { unmount } = renderHook(() => useLiveNotices({ token: 't', userId: 7, leagueId: 1, wsUrl: 'ws://x/ws', notify, storage, socket: FakeSocket }));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const ws = FakeSocket.all[0];
    act(() => ws.open());
    expect(ws.sent).toEqual([{ type: 'notices_register', after: 10 }]);
    act(() => {
      ws.push({ type: 'init', whatever: true });
      ws.push({ type: 'notices', notices: [offer], last: 12 });
    });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ message: 'Gridiron Gurus offered you a trade', severity: 'info' });
    expect(storage.map.get(noticeMarkerKey(7, 1))).toBe('12');
    unmount();
    expect(ws.readyState).toBe(3);
  });

  it('stays off for a visitor and for the default league', async () => {
    const notify = jest.fn();
    renderHook(() => useLiveNotices({ token: null, userId: null, leagueId: 1, wsUrl: 'ws://x/ws', notify, storage: memoryStorage(), socket: FakeSocket }));
    renderHook(() => useLiveNotices({ token: 't', userId: 7, leagueId: 0, wsUrl: 'ws://x/ws', notify, storage: memoryStorage(), socket: FakeSocket }));
    await new Promise((r) => setTimeout(r, 20));
    expect(FakeSocket.all).toEqual([]);
  });
});
