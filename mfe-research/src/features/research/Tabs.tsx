import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { minTarget, tokens } from '@league/shell/kit';

const Strip = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid ${tokens.border};
  margin: 12px 0 8px;
  button {
    ${minTarget}
    flex: none;
    font: inherit;
    font-size: 13px;
    font-weight: 600;
    padding: 8px 12px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${tokens.inkSoft};
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-selected='true'] { color: ${tokens.ink}; border-bottom-color: ${tokens.accent}; }
  button:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: -2px; }
`;

export interface TabItem {
  id: string;
  label: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A tab strip (WAI-ARIA tabs: arrows, Home and End move and select). Spec §2: the strip scrolls the
 * selected tab into view — on narrow drawers most tabs are off to the side.
 */
export function Tabs({ label, prefix, tabs, selected, onSelect }: { label: string; prefix: string; tabs: TabItem[]; selected: string; onSelect: (id: string) => void }) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    refs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  const move = (event: React.KeyboardEvent, index: number) => {
    const to =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    if (to < 0) return;
    event.preventDefault();
    onSelect(tabs[to].id);
    refs.current.get(tabs[to].id)?.focus();
  };
  return (
    <Strip role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={(el) => {
            if (el) refs.current.set(tab.id, el);
            else refs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(prefix, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(prefix, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(e) => move(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </Strip>
  );
}

export function TabPanel({ prefix, id, children }: { prefix: string; id: string; children: React.ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(prefix, id)} aria-labelledby={tabId(prefix, id)} tabIndex={0}>
      {children}
    </div>
  );
}
