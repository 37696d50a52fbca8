import { useCallback } from 'react';
import styled from 'styled-components';
import { ErrorState, SkeletonList, tokens, useLoad } from '@league/shell/kit';

/** A table that scrolls sideways on narrow screens (a named, focusable region, WCAG 2.1.1). */
export const Scroll = styled.div`
  overflow-x: auto;
  margin: 8px 0 4px;
  &:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; font-size: 13px; font-variant-numeric: tabular-nums; }
  caption { text-align: left; font-weight: 700; padding: 6px 0; color: ${tokens.ink}; }
  th, td { padding: 5px 8px; border-bottom: 1px solid ${tokens.surfaceAlt}; text-align: right; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; }
  thead th { font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; color: ${tokens.muted}; }
`;

export function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}

export const Note = styled.p`
  margin: 8px 0;
  font-size: 13px;
  color: ${tokens.inkSoft};
`;

/** Shading of a percentile cell: green toward the good end, red toward the bad, none in p25–p75. */
export function shadeStyle(shade: number | null): React.CSSProperties | undefined {
  if (shade === null || shade === 0) return undefined;
  const alpha = (0.12 + 0.38 * Math.abs(shade)).toFixed(2);
  return { background: shade > 0 ? `rgba(46, 160, 67, ${alpha})` : `rgba(207, 34, 46, ${alpha})` };
}

/** Loads `load` for `key` and renders its skeleton, error (with Retry) or `children(data)`. */
export function Loaded<T>({ loadKey, load, label, children }: { loadKey: string; load: () => Promise<T>; label: string; children: (data: T) => React.ReactNode }) {
  const run = useCallback(() => load(), [loadKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const { state, retry } = useLoad(loadKey, run);
  if (state.status === 'loading') return <SkeletonList rows={4} label={label} />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />;
  return <>{children(state.data)}</>;
}

export const fixed = (n: number | null | undefined, digits = 1) => (n === null || n === undefined ? '–' : n.toFixed(digits));
