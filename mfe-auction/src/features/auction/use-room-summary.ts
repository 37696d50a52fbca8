import { useEffect, useMemo, useState } from 'react';
import { createApiClient } from '@league/shared-rules/client';
import { getAuctionSummaryEndpoint, getLeagueTeamsEndpoint, type AuctionSummary } from '@league/shared-rules/contracts';
import { useRoomFirstScreen } from './first-screen-data';

/** The room as read over HTTP, with the teams' names for the bar's "Waiting for a nomination by {team}.". */
export interface RoomSummary {
  auction: AuctionSummary;
  teamNames: Map<number, string>;
}

/** How often a page that does not join the room reads its summary again. */
const SUMMARY_REFRESH_MS = 30_000;

/**
 * For an auction page that does not join the room (a logged-out visitor: spec §2 joins "if logged in"):
 * the room's stored state, read over HTTP now and every 30 s while the page is visible (nothing pushes to it), so the bar says
 * what is true (paused, whose turn) instead of guessing. Null while unread, after a failed read (the bar
 * then says nothing of the room rather than something untrue) and when `enabled` is false. It lives
 * apart from the room's hook so the embeddable widget, which always joins, does not carry it.
 */
export function useRoomSummary(apiBase: string, leagueId: number, enabled: boolean): RoomSummary | null {
  const first = useRoomFirstScreen();
  const [summary, setSummary] = useState<RoomSummary | null>(first?.summary ?? null);
  const api = useMemo(() => createApiClient({ baseUrl: apiBase, getToken: () => null }), [apiBase]);
  useEffect(() => {
    setSummary(null);
    if (!enabled || leagueId <= 0) return;
    let cancelled = false;
    // the names are read once; a failed read is tried again with the next summary, not kept
    let teamNames: Promise<Map<number, string>> | null = null;
    const names = () =>
      (teamNames ??= api.call(getLeagueTeamsEndpoint, { params: { leagueId } }).then(
        ({ teams }) => new Map(teams.map((t) => [t.uid, t.name])),
        (error: unknown) => {
          teamNames = null;
          throw error;
        },
      ));
    const read = () =>
      Promise.all([api.call(getAuctionSummaryEndpoint, { params: { leagueId } }), names()])
        .then(([auction, names]) => !cancelled && setSummary({ auction, teamNames: names }))
        .catch(() => undefined);
    // read now and every 30 s while the page is in sight; a hidden tab (a visitor may leave one open all
    // day) reads nothing, and reads at once when it comes back
    let every: ReturnType<typeof setInterval> | null = null;
    const follow = () => {
      if (every) clearInterval(every);
      every = null;
      if (document.visibilityState === 'hidden') return;
      void read();
      every = setInterval(read, SUMMARY_REFRESH_MS);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      cancelled = true;
      if (every) clearInterval(every);
      document.removeEventListener('visibilitychange', follow);
    };
  }, [api, leagueId, enabled]);
  return summary;
}
