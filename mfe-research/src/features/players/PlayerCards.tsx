import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import type { ColumnDef } from './columns';
import type { PlayerRow } from './player-model';
import type { SortColumn, SortState } from './sort';
import { Star, type WatchControl } from './Star';
import { visibleWindow } from './virtual';

/*
 * Every card has the same height for a given set of columns (one name line, then the fields three to a
 * row on fixed line heights, values kept to one line), so, as the table's rows, the cards in view follow
 * from the scroll position alone.
 */
const PAD_Y = 12;
const NAME_LINE = 22;
const FIELDS_TOP = 8;
const FIELD_ROW = 32;
const FIELD_GAP = 6;
const CARD_GAP = 10;
/** Cards rendered beyond each edge of the screen. */
const CARD_OVERSCAN = 4;

/** A card's height with `fields` fields (every column but the name). */
export function cardHeight(fields: number): number {
  const rows = Math.ceil(fields / 3);
  return PAD_Y * 2 + NAME_LINE + (rows ? FIELDS_TOP + rows * FIELD_ROW + (rows - 1) * FIELD_GAP : 0);
}

/** From one card's top to the next one's. */
export const cardStep = (fields: number) => cardHeight(fields) + CARD_GAP;

const CardSort = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-bottom: 10px;
  font-size: 14px;
  label { display: flex; gap: 8px; align-items: center; color: ${tokens.inkSoft}; }
  select, button {
    font: inherit;
    padding: 6px 10px;
    border-radius: ${tokens.radiusSmall};
    border: 1px solid ${tokens.border};
    background: ${tokens.surface};
    color: ${tokens.ink};
  }
  select:focus-visible, button:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 1px; }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li.spacer { padding: 0; margin: 0; }
`;

const Card = styled.li`
  display: flex;
  align-items: flex-start;
  box-sizing: border-box;
  overflow: hidden;
  margin-bottom: ${CARD_GAP}px;
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
  > button:last-child { all: unset; display: block; flex: 1; min-width: 0; align-self: stretch; box-sizing: border-box; padding: ${PAD_Y}px 14px; cursor: pointer; }
  > button:first-child:not(:last-child) { margin: 10px 0 0 8px; }
  button:focus-visible { outline: 2px solid ${tokens.focus}; border-radius: ${tokens.radius}; }
  strong { display: block; font-size: 16px; line-height: ${NAME_LINE}px; height: ${NAME_LINE}px; color: ${tokens.ink}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  dl { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); grid-auto-rows: ${FIELD_ROW}px; gap: ${FIELD_GAP}px 12px; margin: ${FIELDS_TOP}px 0 0; font-size: 13px; }
  dt, dd { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  dt { color: ${tokens.muted}; font-size: 11px; line-height: 14px; text-transform: uppercase; }
  dd { margin: 0; line-height: 18px; color: ${tokens.ink}; }
`;

export interface PlayerCardsProps {
  rows: readonly PlayerRow[];
  columns: readonly ColumnDef[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  onSelect: (pid: string) => void;
  watch: WatchControl | null;
  /** Changes when the view, sort or filters do: the list goes back to its top. */
  resetKey?: string;
}

/** Where the list is against the screen: how far its top has scrolled above it, and the screen's height. */
function place(list: HTMLElement | null): { top: number; height: number } {
  const height = window.innerHeight || 800;
  return { top: list ? Math.max(0, -list.getBoundingClientRect().top) : 0, height };
}

/**
 * One card per player on narrow screens (spec §2, under 600 px), with a sort control. The page scrolls
 * (not the list), so only the cards on screen, and a few either side, exist: between two spacers that
 * keep the height of all of them, as the table does with its rows — 5,500 players cost what 20 do.
 */
export function PlayerCards({ rows, columns, sort, onSort, onSelect, watch, resetKey = '' }: PlayerCardsProps) {
  const list = useRef<HTMLUListElement>(null);
  const [view, setView] = useState(() => place(null));

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setView(place(list.current)));
    };
    setView(place(list.current));
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);

  // a new view, sort or filter starts at the top of the list (a star toggled mid-list does not)
  useEffect(() => {
    const el = list.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView?.({ block: 'start' });
    setView(place(el));
  }, [resetKey]);

  const fields = columns.slice(1);
  const step = cardStep(fields.length);
  const { start, end } = visibleWindow(rows.length, view.top, view.height, step, CARD_OVERSCAN);
  return (
    <>
      <CardSort>
        <label>
          Sort by
          <select value={sort.column} onChange={(event) => onSort(event.target.value as SortColumn)}>
            {columns.map((col) => (
              <option key={col.id} value={col.id}>
                {col.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => onSort(sort.column)} aria-label="Change sort direction">
          {sort.desc ? '▼ Descending' : '▲ Ascending'}
        </button>
      </CardSort>
      <Cards ref={list} aria-label="Players">
        {start > 0 && <li className="spacer" aria-hidden="true" style={{ height: start * step }} />}
        {rows.slice(start, end).map((row) => (
          <Card key={row.pid} style={{ height: step - CARD_GAP }}>
            {watch && <Star row={row} watch={watch} />}
            <button type="button" onClick={() => onSelect(row.pid)} aria-label={`Open ${row.name}`}>
              <strong>{row.name}</strong>
              <dl>
                {fields.map((col) => (
                  <div key={col.id}>
                    <dt>{col.label}</dt>
                    <dd>{col.render(row)}</dd>
                  </div>
                ))}
              </dl>
            </button>
          </Card>
        ))}
        {end < rows.length && <li className="spacer" aria-hidden="true" style={{ height: (rows.length - end) * step }} />}
      </Cards>
    </>
  );
}
