import { act, renderHook } from '@testing-library/react';
import { useRoomSummary } from './use-room-summary';

/** Every test runs on a frozen clock at this instant (a test never reads the wall clock). */
const T0 = Date.parse('2026-11-25T17:00:00.000Z');

const auction = { version: 3, startsAt: T0 - 60_000, startedAt: T0 - 60_000, paused: false, complete: false, nominatingTid: 2, lotPid: null };
const teams = {
  teams: [1, 2].map((uid) => ({ uid, lid: 1, year: 2026, div: 1, name: `Team ${uid}`, image: null, abbrv: `T${uid}`, cap: 200, faab: 100, waiver_order: uid, draft_order: uid, pc: null, ac: null })),
};

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useRoomSummary', () => {
  // the typed client reads only these of a response
  const fetchMock = jest.fn(async (url: string) => ({ ok: true, status: 200, text: async () => JSON.stringify(url.endsWith('/teams') ? teams : auction) }));
  const realFetch = global.fetch;
  const summaryReads = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auction')).length;

  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    setVisibility('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
    global.fetch = realFetch;
  });

  it('reads the room and the team names, again every 30 s while visible, and not while hidden', async () => {
    const { result } = renderHook(() => useRoomSummary('/api', 1, true));
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(result.current?.auction.nominatingTid).toBe(2);
    expect(result.current?.teamNames.get(2)).toBe('Team 2');
    expect(summaryReads()).toBe(1);
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(summaryReads()).toBe(2);
    act(() => setVisibility('hidden'));
    await act(async () => jest.advanceTimersByTimeAsync(120_000));
    expect(summaryReads()).toBe(2);
    // back in sight: read at once, then every 30 s again
    await act(async () => setVisibility('visible'));
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(summaryReads()).toBe(3);
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(summaryReads()).toBe(4);
  });

  it('reads the team names again after a failed read, not once for good', async () => {
    const failOnce = jest.fn(async (url: string) => {
      if (url.endsWith('/teams') && failOnce.mock.calls.filter(([u]) => String(u).endsWith('/teams')).length === 1) throw new TypeError('Failed to fetch');
      return fetchMock(url);
    });
    global.fetch = failOnce as unknown as typeof fetch;
    const { result } = renderHook(() => useRoomSummary('/api', 1, true));
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(result.current).toBeNull();
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(result.current?.teamNames.get(2)).toBe('Team 2');
  });

  it('reads nothing for a page that joins the room', async () => {
    const { result } = renderHook(() => useRoomSummary('/api', 1, false));
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    expect(result.current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
