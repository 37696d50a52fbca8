import styled, { css } from 'styled-components';
import { minTarget, tokens } from '@league/shell/kit';

/** Narrow-screen breakpoint (spec §9). */
export const NARROW = '800px';

export const Page = styled.div`
  font-family: system-ui, sans-serif;
  color: ${tokens.ink};
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
  /* the room lays out by its own width, not the viewport's: in the shell beside the drawer, or as the
     widget in a host page's 300 px sidebar */
  container-type: inline-size;
  /* every button of the room is a tap target of 24 px at least (WCAG 2.5.8) */
  & button { ${minTarget} }
`;

export const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${tokens.surfaceAlt};
`;

export const StatusText = styled.div`
  font-weight: 600;
`;

export const Card = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: baseline;
  padding: 6px 10px;
  background: ${tokens.surface};
  border-radius: 6px;
  & dl { display: flex; flex-wrap: wrap; gap: 10px; margin: 0; }
  & dt { font-size: 11px; color: ${tokens.muted}; }
  & dd { margin: 0; font-weight: 600; }
`;

export const Countdown = styled.div<{ $warning: boolean }>`
  font-size: 28px;
  font-variant-numeric: tabular-nums;
  min-width: 2.5ch;
  ${(p) => p.$warning && css`color: ${tokens.danger}; font-weight: 700;`}
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  & input { width: 72px; padding: 6px; font-size: 16px; }
  & button { padding: 6px 10px; font-size: 14px; cursor: pointer; ${minTarget} }
  & button:disabled { cursor: default; }
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  gap: 12px;
  @media (max-width: ${NARROW}) {
    grid-template-columns: 1fr;
  }
  @container (max-width: ${NARROW}) {
    grid-template-columns: 1fr;
  }
`;

export const Panel = styled.section`
  border: 1px solid ${tokens.border};
  border-radius: 8px;
  padding: 8px;
  overflow: auto;
  max-height: 70vh;
  & h3 { margin: 0 0 6px; font-size: 14px; }
  & table { border-collapse: collapse; width: 100%; font-size: 13px; }
  /* rows are click targets: 5 px padding keeps them at least 24 px tall (WCAG 2.5.8) */
  & th, & td { text-align: left; padding: 5px 6px; border-bottom: 1px solid ${tokens.surfaceAlt}; }
  & th button { all: unset; cursor: pointer; font-weight: 600; display: inline-flex; align-items: center; ${minTarget} }
  & th button:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 1px; }
  & tr.selected { background: ${tokens.warningSurface}; }
  & tbody tr { cursor: pointer; }
  /* the pool's height does not depend on its rows: nothing around it moves when a page arrives (CLS) */
  &.pool { height: 70vh; }
`;

export const Strips = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 6px;
`;

export const Strip = styled.div<{ $offline: boolean; $nominating: boolean; $winning: boolean; $owner: boolean }>`
  border: 2px solid ${tokens.border};
  border-radius: 6px;
  padding: 4px 6px;
  font-size: 12px;
  background: ${tokens.surface};
  & strong { display: block; font-size: 13px; }
  /* offline: dashed and muted, not faded (opacity took the text under 4.5:1) */
  ${(p) => p.$offline && css`border-style: dashed; color: ${tokens.muted};`}
  ${(p) => p.$nominating && css`border-color: ${tokens.info};`}
  ${(p) => p.$winning && css`background: ${tokens.successSurface}; border-color: ${tokens.success};`}
  ${(p) => p.$owner && css`box-shadow: inset 0 0 0 2px ${tokens.accent};`}
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 6px;
  & input { flex: 1; min-width: 120px; padding: 4px; ${minTarget} }
  & button { ${minTarget} }
  & button[aria-pressed='true'] { background: ${tokens.info}; color: #fff; }
`;
