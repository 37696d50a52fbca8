import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import type { PlayerRow } from './player-model';

const StarButton = styled.button`
  all: unset;
  cursor: pointer;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* WCAG 2.5.8: a 24 px target at least */
  min-width: 24px;
  min-height: 24px;
  font-size: 18px;
  line-height: 1;
  padding: 4px;
  color: ${tokens.muted};
  &[aria-pressed='true'] { color: #d99a00; }
  &:focus-visible { outline: 2px solid ${tokens.focus}; border-radius: 2px; }
`;

/** The watchlist star of a row (spec §2 watchlist); absent while the watchlist is hidden. */
export interface WatchControl {
  pids: ReadonlySet<string>;
  toggle: (pid: string) => void;
}

/** A row's (or the drawer's) watchlist star. */
export function Star({ row, watch }: { row: PlayerRow; watch: WatchControl }): ReactNode {
  const on = watch.pids.has(row.pid);
  return (
    <StarButton
      type="button"
      aria-pressed={on}
      aria-label={`Watch ${row.name}`}
      onClick={(event) => {
        // the row's own click opens the player
        event.stopPropagation();
        watch.toggle(row.pid);
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {on ? '★' : '☆'}
    </StarButton>
  );
}
