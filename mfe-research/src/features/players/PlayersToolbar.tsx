import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import { POSITIONS, type Position } from './player-model';

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

export interface PlayersToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  positions: readonly Position[];
  onTogglePosition: (position: Position) => void;
}

/** Search text and the position filter (QB RB WR TE K DST; none selected means all). */
export function PlayersToolbar({ search, onSearch, positions, onTogglePosition }: PlayersToolbarProps) {
  return (
    <Bar>
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
    </Bar>
  );
}
