import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import { POSITIONS, type Position } from './player-model';
import type { ViewId, ViewInfo } from './views';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-bottom: 16px;
`;

const Search = styled.input`
  flex: 1 1 240px;
  min-width: 0;
  font: inherit;
  padding: 10px 12px;
  border-radius: ${tokens.radiusSmall};
  border: 1px solid ${tokens.border};
  background: ${tokens.surface};
  &:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 1px; }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Chip = styled.button<{ $on: boolean }>`
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  min-width: 44px;
  padding: 7px 10px;
  border-radius: 999px;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$on ? tokens.ink : tokens.border)};
  background: ${(p) => (p.$on ? tokens.ink : tokens.surface)};
  color: ${(p) => (p.$on ? '#fff' : tokens.ink)};
  &:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 2px; }
`;

const Select = styled.label`
  display: flex;
  gap: 6px;
  align-items: center;
  font-size: 14px;
  color: ${tokens.inkSoft};
  select {
    font: inherit;
    padding: 8px 10px;
    border-radius: ${tokens.radiusSmall};
    border: 1px solid ${tokens.border};
    background: ${tokens.surface};
    color: ${tokens.ink};
  }
  select:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 1px; }
`;

const Check = styled.label`
  display: flex;
  gap: 6px;
  align-items: center;
  font-size: 14px;
  min-height: 24px;
`;

export interface PlayersToolbarProps {
  views: readonly ViewInfo[];
  view: ViewId;
  onView: (view: ViewId) => void;
  /** The week view's week and its choices (weeks 1 … the final week). */
  week: number;
  weeks: readonly number[];
  onWeek: (week: number) => void;
  /** Null while the watchlist is hidden (control+command+w). */
  watchlistOnly: boolean | null;
  onWatchlistOnly: (on: boolean) => void;
  search: string;
  onSearch: (text: string) => void;
  positions: readonly Position[];
  onTogglePosition: (position: Position) => void;
}

/** The view, its week, search text, the position filter (none selected means all) and the watchlist-only flag. */
export function PlayersToolbar(props: PlayersToolbarProps) {
  const { views, view, onView, week, weeks, onWeek, watchlistOnly, onWatchlistOnly, search, onSearch, positions, onTogglePosition } = props;
  return (
    <Bar>
      <Select>
        View
        <select value={view} onChange={(event) => onView(event.target.value as ViewId)}>
          {views.map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
        </select>
      </Select>
      {view === 'week' && (
        <Select>
          Week
          <select value={week} onChange={(event) => onWeek(Number(event.target.value))}>
            {weeks.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
        </Select>
      )}
      <Search
        type="search"
        aria-label="Search players"
        placeholder="Search players"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Chips role="group" aria-label="Positions">
        {POSITIONS.map((position) => (
          <Chip
            key={position}
            type="button"
            $on={positions.includes(position)}
            aria-pressed={positions.includes(position)}
            onClick={() => onTogglePosition(position)}
          >
            {position}
          </Chip>
        ))}
      </Chips>
      {watchlistOnly !== null && (
        <Check>
          <input type="checkbox" checked={watchlistOnly} onChange={(event) => onWatchlistOnly(event.target.checked)} />
          Watchlist only
        </Check>
      )}
    </Bar>
  );
}
