import styled, { css } from 'styled-components';

/** Narrow-screen breakpoint (spec §9). */
export const NARROW = '800px';

export const Page = styled.div`
  font-family: system-ui, sans-serif;
  color: #1d2433;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
`;

export const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border-radius: 8px;
  background: #eef2f8;
`;

export const StatusText = styled.div`
  font-weight: 600;
`;

export const Card = styled.div`
  display: flex;
  gap: 12px;
  align-items: baseline;
  padding: 6px 10px;
  background: #fff;
  border-radius: 6px;
  & dl { display: flex; gap: 10px; margin: 0; }
  & dt { font-size: 11px; color: #5b6475; }
  & dd { margin: 0; font-weight: 600; }
`;

export const Countdown = styled.div<{ $warning: boolean }>`
  font-size: 28px;
  font-variant-numeric: tabular-nums;
  min-width: 2.5ch;
  ${(p) => p.$warning && css`color: #c62828; font-weight: 700;`}
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  & input { width: 72px; padding: 6px; font-size: 16px; }
  & button { padding: 6px 10px; font-size: 14px; cursor: pointer; }
  & button:disabled { cursor: default; }
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  gap: 12px;
  @media (max-width: ${NARROW}) {
    grid-template-columns: 1fr;
  }
`;

export const Panel = styled.section`
  border: 1px solid #d7dce5;
  border-radius: 8px;
  padding: 8px;
  overflow: auto;
  max-height: 70vh;
  & h3 { margin: 0 0 6px; font-size: 14px; }
  & table { border-collapse: collapse; width: 100%; font-size: 13px; }
  & th, & td { text-align: left; padding: 3px 6px; border-bottom: 1px solid #eef0f4; }
  & th button { all: unset; cursor: pointer; font-weight: 600; }
  & tr.selected { background: #fff4d6; }
  & tbody tr { cursor: pointer; }
`;

export const Strips = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 6px;
`;

export const Strip = styled.div<{ $offline: boolean; $nominating: boolean; $winning: boolean; $owner: boolean }>`
  border: 2px solid #d7dce5;
  border-radius: 6px;
  padding: 4px 6px;
  font-size: 12px;
  background: #fff;
  & strong { display: block; font-size: 13px; }
  ${(p) => p.$offline && css`opacity: 0.55;`}
  ${(p) => p.$nominating && css`border-color: #1565c0;`}
  ${(p) => p.$winning && css`background: #e8f5e9; border-color: #2e7d32;`}
  ${(p) => p.$owner && css`box-shadow: inset 0 0 0 2px #f9a825;`}
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 6px;
  & input { flex: 1; min-width: 120px; padding: 4px; }
  & button[aria-pressed='true'] { background: #1565c0; color: #fff; }
`;
