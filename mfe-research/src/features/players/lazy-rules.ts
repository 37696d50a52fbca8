import { useEffect, useState } from 'react';

export type Rules = typeof import('@league/shared-rules');
/** The rules module once loaded: later mounts read the season at once. */
let rules: Rules | null = null;

/**
 * The rules (the season calendar with moment-timezone, the NFL statuses) as a chunk of their own,
 * fetched beside the players, so the page's first load stays in its budget.
 */
export function useRules(): Rules | null {
  const [loaded, setLoaded] = useState<Rules | null>(rules);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void import('@league/shared-rules').then((m) => {
      rules = m;
      if (live) setLoaded(m);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}
