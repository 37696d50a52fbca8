import styled from 'styled-components';
import { tokens } from '@league/shell/kit';

/** Shared styled pieces of the team, lineup and transactions pages. */

// a div: the shell's layout holds the page's one main landmark
export const Page = styled.div`
  font-family: ${tokens.font};
  color: ${tokens.ink};
  padding: 24px clamp(12px, 3vw, 32px) 48px;
  max-width: 1100px;
  margin: 0 auto;
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 20px;
  h1 { margin: 0; font-size: 1.6rem; }
  p { margin: 4px 0 0; color: ${tokens.muted}; }
`;

export const Stats = styled.dl`
  display: flex;
  gap: 12px;
  margin: 0;
  flex-wrap: wrap;
  div {
    background: ${tokens.surface};
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radiusSmall};
    padding: 8px 14px;
    min-width: 92px;
  }
  dt { font-size: 0.72rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${tokens.muted}; }
  dd { margin: 2px 0 0; font-weight: 700; font-size: 1.1rem; font-variant-numeric: tabular-nums; }
`;

export const Section = styled.section`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
  margin-bottom: 18px;
  overflow: visible;
  h2 {
    margin: 0;
    padding: 12px 16px;
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${tokens.inkSoft};
    border-bottom: 1px solid ${tokens.surfaceAlt};
    display: flex;
    justify-content: space-between;
  }
`;

export const Row = styled.div<{ $empty?: boolean }>`
  display: grid;
  grid-template-columns: 70px minmax(0, 1fr) 56px 64px auto;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  border-bottom: 1px solid ${tokens.surfaceAlt};
  color: ${(p) => (p.$empty ? tokens.muted : tokens.ink)};
  &:last-child { border-bottom: 0; }
  @media (max-width: 599.98px) {
    grid-template-columns: 56px minmax(0, 1fr) auto;
    .wide { display: none; }
  }
`;

export const SlotLabel = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  color: ${tokens.inkSoft};
  background: ${tokens.surfaceAlt};
  border-radius: 4px;
  padding: 3px 6px;
  text-align: center;
`;

export const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  small { color: ${tokens.muted}; }
`;

export const Badge = styled.span<{ $tone?: 'accent' | 'danger' | 'muted' }>`
  display: inline-block;
  margin-left: 6px;
  font-size: 0.68rem;
  font-weight: 700;
  padding: 1px 6px;
  border-radius: 999px;
  background: ${(p) => (p.$tone === 'danger' ? tokens.dangerSurface : p.$tone === 'muted' ? tokens.surfaceAlt : tokens.accent)};
  color: ${(p) => (p.$tone === 'danger' ? tokens.danger : tokens.accentInk)};
`;

export const Money = styled.span`
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

export const Select = styled.select`
  font: inherit;
  padding: 6px 8px;
  border-radius: ${tokens.radiusSmall};
  border: 1px solid ${tokens.border};
  background: ${tokens.surface};
  &:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 1px; }
`;

export const Actions = styled.span`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  align-items: center;
`;
