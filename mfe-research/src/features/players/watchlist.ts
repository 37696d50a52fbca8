import { useCallback, useEffect, useRef, useState } from 'react';
import { getMeEndpoint, updateMeEndpoint } from '@league/shared-rules/contracts';
import { getShownMessage } from '@league/shared-rules/client';
import { apiClient, type ApiContext } from '../data/http';

/** Where a visitor's watchlist is kept (spec §6: visitors keep their data locally only). */
export const WATCHLIST_STORAGE_KEY = 'league.research.watchlist';

/** The stored list, or empty. Spec §8: a watchlist parse error is only logged. */
export function readLocalWatchlist(storage: Storage | undefined = globalThis.localStorage): string[] {
  const raw = storage?.getItem(WATCHLIST_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    return parsed.filter((pid): pid is string => typeof pid === 'string');
  } catch (error) {
    console.warn('watchlist: ignoring an unreadable stored list', error);
    return [];
  }
}

export function writeLocalWatchlist(pids: readonly string[], storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify(pids));
  } catch (error) {
    // a full or disabled storage loses the change on reload only
    console.warn('watchlist: could not store the list', error);
  }
}

export interface Watchlist {
  pids: ReadonlySet<string>;
  toggle: (pid: string) => void;
  /** The last failed save, shown beside the table; the list is back to what the server holds. */
  error: string | null;
}

/**
 * The user's watchlist (spec §3 Players state, §7): read from GET /me and saved whole through
 * PUT /me type `watchlist` (comma-joined pids) for a logged-in user; kept in localStorage for a
 * visitor. Saves run one after another so the server ends with the last list.
 */
export function useWatchlist(ctx: ApiContext): Watchlist {
  const loggedIn = ctx.token !== null;
  const [pids, setPids] = useState<ReadonlySet<string>>(() => new Set(loggedIn ? [] : readLocalWatchlist()));
  const [error, setError] = useState<string | null>(null);
  const saved = useRef<ReadonlySet<string>>(pids);
  /** The list on screen, read by `toggle` (a state updater must stay free of the save's side effect). */
  const latest = useRef<ReadonlySet<string>>(pids);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const show = useCallback((list: ReadonlySet<string>) => {
    latest.current = list;
    setPids(list);
  }, []);

  useEffect(() => {
    if (!loggedIn) {
      const local = new Set(readLocalWatchlist());
      saved.current = local;
      show(local);
      return;
    }
    const controller = new AbortController();
    apiClient(ctx)
      .call(getMeEndpoint, { signal: controller.signal })
      .then((me) => {
        const list = new Set(me.user.watchlist);
        saved.current = list;
        show(list);
      })
      // the page works without the list; a failed read is only logged (nothing was lost)
      .catch((e: unknown) => {
        if (!controller.signal.aborted) console.warn('watchlist: GET /me failed', getShownMessage(e));
      });
    return () => controller.abort();
  }, [ctx, loggedIn, show]);

  const toggle = useCallback(
    (pid: string) => {
      const next = new Set(latest.current);
      if (next.has(pid)) next.delete(pid);
      else next.add(pid);
      show(next);
      const list = [...next];
      if (!loggedIn) {
        writeLocalWatchlist(list);
        return;
      }
      queue.current = queue.current.then(() =>
        apiClient(ctx)
          .call(updateMeEndpoint, { body: { type: 'watchlist', value: list.join(',') } })
          .then((answer) => {
            saved.current = new Set(answer.user.watchlist);
            setError(null);
          })
          .catch((e: unknown) => {
            setError(getShownMessage(e));
            show(saved.current);
          }),
      );
    },
    [ctx, loggedIn, show],
  );

  return { pids, toggle, error };
}
