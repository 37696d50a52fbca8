/** Small shared building blocks for the shell's own pages. */
import styled from 'styled-components';
import { theme } from '../theme/theme';

export const Card = styled.section`
  width: min(440px, 100%);
  margin: 40px auto;
  padding: 28px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow.raised};
  h1 { margin-top: 0; font-size: 1.5rem; }
  @media (max-width: ${theme.breakpoint.menuFull}px) {
    margin: 12px auto;
    padding: 20px;
  }
`;

export const Field = styled.label`
  display: block;
  margin-bottom: 14px;
  font-weight: 600;
  font-size: 14px;
  input:not([type='checkbox']), select {
    display: block;
    width: 100%;
    margin-top: 6px;
    padding: 10px 12px;
    font: inherit;
    font-weight: 400;
    color: ${theme.color.ink};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.small};
  }
  input[type='checkbox'] { margin-right: 8px; }
  input:focus-visible, select:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 0; border-color: ${theme.color.focus}; }
`;

export const PrimaryButton = styled.button`
  width: 100%;
  border: 0;
  border-radius: ${theme.radius.small};
  padding: 11px 18px;
  background: ${theme.color.ink};
  color: #fff;
  font-weight: 700;
  cursor: pointer;
  &:hover { background: ${theme.color.inkSoft}; }
  &:disabled { opacity: 0.6; cursor: progress; }
`;

export const ErrorText = styled.p`
  margin: 0 0 14px;
  padding: 10px 12px;
  border-radius: ${theme.radius.small};
  background: ${theme.color.dangerSurface};
  color: ${theme.color.danger};
  font-size: 14px;
`;

export const Tabs = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 20px;
  padding: 4px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surfaceAlt};
  button {
    flex: 1;
    border: 0;
    padding: 8px;
    border-radius: ${theme.radius.small};
    background: transparent;
    color: ${theme.color.inkSoft};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] { background: ${theme.color.surface}; color: ${theme.color.ink}; box-shadow: ${theme.shadow.raised}; }
`;

export const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: 8px 0 32px;
  font-size: 16px;
  line-height: 1.7;
  @media (max-width: ${theme.breakpoint.medium}px) {
    font-size: 15px;
    line-height: 1.65;
  }
  h1 { margin-top: 0.4em; }
  h2 { margin-top: 1.8em; padding-bottom: 4px; border-bottom: 1px solid ${theme.color.border}; }
  blockquote { margin: 1em 0; padding: 8px 16px; border-left: 4px solid ${theme.color.accent}; background: ${theme.color.surface}; }
  pre { padding: 12px; background: ${theme.color.surfaceAlt}; border-radius: ${theme.radius.small}; overflow-x: auto; }
  code { background: ${theme.color.surfaceAlt}; padding: 1px 4px; border-radius: 4px; }
  pre code { background: none; padding: 0; }
  .table-scroll { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; }
  th { background: ${theme.color.surfaceAlt}; }
  @media (max-width: ${theme.breakpoint.compact}px) {
    h1 { font-size: 1.6rem; }
    table { font-size: 13px; }
  }
`;
