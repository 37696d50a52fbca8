import { useEffect, useState } from 'react';
import { getShownMessage } from '@league/shared-rules/client';
import type { TradeAnalysis } from '@league/shared-rules/contracts';
import type { TradeActions, TradeDraft } from './trades-api';

/** Waits this long after the last change before asking the server (a builder changes on every click). */
const DEBOUNCE_MS = 250;

/**
 * The server's analysis of a draft, refreshed when the draft changes (the same analyzer the api and
 * the bench use, never a client-side guess); the previous answer stays shown while a new one loads.
 */
export function useAnalysis(actions: TradeActions, draft: TradeDraft | null) {
  const [analysis, setAnalysis] = useState<TradeAnalysis | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = draft ? JSON.stringify(draft) : '';
  useEffect(() => {
    if (!draft) {
      setAnalysis(null);
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      actions
        .analyze(draft, controller.signal)
        .then((a) => {
          setAnalysis(a);
          setError(null);
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted) setError(getShownMessage(e));
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // the draft is compared by value (its JSON, `key`), not by identity
  }, [actions, key]);
  return { analysis, loading, error };
}
