import { useEffect, useState } from 'react';
import type { LeaguePlayer } from '@league/shared-rules/contracts';
import { getShownMessage } from '@league/shared-rules/client';
import type { ApiContext } from '../data/http';
import { loadPlayersOfStatuses } from '../data/players-api';

const cache = new Map<string, Promise<LeaguePlayer[]>>();

export interface ExtraPlayers {
  players: readonly LeaguePlayer[];
  loading: boolean;
  error: string | null;
}

const NONE: ExtraPlayers = { players: [], loading: false, error: null };

/**
 * The players of the chosen NFL statuses that the default list leaves out (`outOfPool`: retired
 * players, spec §3), loaded when the status filter asks for them and cached by key (spec §5).
 */
export function useOutOfPoolPlayers(ctx: ApiContext, leagueId: number, chosen: readonly string[], outOfPool: readonly string[]): ExtraPlayers & { retry: () => void } {
  const wanted = chosen.filter((status) => outOfPool.includes(status)).sort();
  const key = wanted.length ? `${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}|${wanted.join(',')}` : '';
  const [state, setState] = useState<ExtraPlayers>(NONE);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!key) {
      setState(NONE);
      return;
    }
    let live = true;
    let request = cache.get(key);
    if (!request) {
      request = loadPlayersOfStatuses(ctx, leagueId, wanted);
      cache.set(key, request);
      request.catch(() => cache.delete(key));
    }
    setState((s) => ({ ...s, loading: true, error: null }));
    request
      .then((players) => live && setState({ players, loading: false, error: null }))
      .catch((e: unknown) => live && setState({ players: [], loading: false, error: getShownMessage(e) }));
    return () => {
      live = false;
    };
    // the key names every input; `attempt` asks again after a failure (the cache forgot it)
  }, [key, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
