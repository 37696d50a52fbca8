import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@league/shell/kit';

/** The page frame of the season pages (same measure as the league home); a div: the shell's layout holds the page's one main landmark. */
export const Page = styled.div`
  font-family: ${tokens.font};
  color: ${tokens.ink};
  padding: 24px;
  max-width: 1200px;
  margin: 0 auto;
  @media (max-width: 599.98px) { padding: 14px; }
  h1 { margin: 0 0 12px; font-size: 26px; }
  h2 { font-size: 17px; margin: 0 0 8px; }
`;

export const Card = styled.section`
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
  padding: 14px;
  min-width: 0;
  margin-bottom: 16px;
`;

/** Selectors above a page (year, week). */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px;
  margin-bottom: 14px;
  label { display: grid; gap: 4px; font-size: 13px; color: ${tokens.inkSoft}; font-weight: 600; }
  select, input {
    font: inherit;
    min-height: 36px;
    padding: 4px 8px;
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radiusSmall};
    background: ${tokens.surface};
    color: ${tokens.ink};
  }
  select:focus-visible, input:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 1px; }
`;

/** A table that scrolls sideways on a phone; focusable and named so a keyboard can scroll it (WCAG 2.1.1). */
export const TableWrap = styled.div`
  overflow-x: auto;
  &:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 2px; }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th, td { padding: 7px 9px; text-align: left; border-bottom: 1px solid ${tokens.surfaceAlt}; white-space: nowrap; }
  thead th { font-size: 12px; color: ${tokens.inkSoft}; background: ${tokens.surfaceAlt}; }
  tbody th { font-weight: 600; }
  .num { text-align: right; font-variant-numeric: tabular-nums; }
  .sub { display: block; font-size: 12px; color: ${tokens.muted}; font-weight: 400; }
`;

/**
 * A named data table in its own side-scrolling region: the region is focusable and carries the same
 * name, so a keyboard user can reach and scroll it (the one place the season pages say this).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableWrap tabIndex={0} role="region" aria-label={label}>
      <Table aria-label={label}>{children}</Table>
    </TableWrap>
  );
}

export const Badge = styled.span<{ $tone?: 'live' | 'info' | 'muted' }>`
  display: inline-block;
  font-size: 12px;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: 999px;
  vertical-align: middle;
  background: ${(p) => (p.$tone === 'live' ? tokens.successSurface : p.$tone === 'info' ? tokens.infoSurface : tokens.surfaceAlt)};
  color: ${(p) => (p.$tone === 'live' ? tokens.success : p.$tone === 'info' ? tokens.info : tokens.inkSoft)};
`;
