import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '@league/shell/kit';

export interface MenuEntry {
  key: string;
  label: string;
  disabled?: boolean;
  onSelect: () => void;
}

const Wrap = styled.span`
  position: relative;
`;

const Trigger = styled.button`
  font: inherit;
  border: 1px solid ${tokens.border};
  background: ${tokens.surface};
  border-radius: ${tokens.radiusSmall};
  padding: 4px 10px;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 2px; }
`;

/** The menu is full-width at 600 px or less (spec §9). */
const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 20;
  min-width: 220px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radiusSmall};
  box-shadow: ${tokens.shadow};
  @media (max-width: 600px) {
    position: fixed;
    left: 0;
    right: 0;
    top: auto;
    bottom: 0;
    border-radius: ${tokens.radius} ${tokens.radius} 0 0;
  }
  button {
    width: 100%;
    text-align: left;
    font: inherit;
    padding: 9px 16px;
    border: 0;
    background: none;
    cursor: pointer;
    color: ${tokens.ink};
  }
  button:hover:not(:disabled), button:focus-visible { background: ${tokens.surfaceAlt}; outline: none; }
  button:disabled { color: ${tokens.muted}; cursor: not-allowed; }
`;

/** A player's action menu: a button opening a list of items; Escape or a click outside closes it. */
export function PlayerMenu({ label, entries }: { label: string; entries: MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  if (entries.length === 0) return null;
  return (
    <Wrap ref={ref}>
      <Trigger type="button" aria-label={label} aria-haspopup="menu" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        ⋯
      </Trigger>
      {open && (
        <List id={id} role="menu" aria-label={label}>
          {entries.map((e) => (
            <li key={e.key} role="none">
              <button
                type="button"
                role="menuitem"
                disabled={e.disabled}
                onClick={() => {
                  setOpen(false);
                  e.onSelect();
                }}
              >
                {e.label}
              </button>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}
