import { useCallback, useEffect, useRef, useState } from 'react';
import { getShownMessage } from '@league/shared-rules/client';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `partial` while a progressive load has shown its first part and fetches the rest. */
  | { status: 'loaded'; data: T; partial?: boolean };

/** Lets a loader show what it has so far (e.g. the first page) before it finishes. */
export type Progress<T> = (partial: T) => void;

/**
 * Runs `load` whenever `key` changes (and on `retry`), aborting the previous run so a slow stale
 * answer never overwrites a newer one. Failure messages follow spec §8 (`getShownMessage`).
 * `initial` is the first render's data: the api's first screen of a page (page-heads.ts
 * `FirstScreenModule`) draws the page from the answers it read, where no effect runs.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal, progress: Progress<T>) => Promise<T>, initial?: T) {
  const [state, setState] = useState<LoadState<T>>(initial === undefined ? { status: 'loading' } : { status: 'loaded', data: initial });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const progress: Progress<T> = (data) => {
      if (!controller.signal.aborted) setState({ status: 'loaded', data, partial: true });
    };
    loadRef
      .current(controller.signal, progress)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', data });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: getShownMessage(error) });
      });
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry, setState };
}
