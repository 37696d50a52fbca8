import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/** Base typography, colours and a visible keyboard focus ring for every interactive element. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: 15px;
    line-height: 1.55;
    color: ${theme.color.ink};
    background: ${theme.color.paper};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: 1.25; margin: 1.2em 0 0.5em; letter-spacing: -0.01em; }
  h1 { font-size: 1.9rem; }
  h2 { font-size: 1.4rem; }
  h3 { font-size: 1.15rem; }
  a { color: ${theme.color.link}; }
  code, pre { font-family: ${theme.font.mono}; font-size: 0.9em; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; border-radius: 4px; }
  button { font: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
