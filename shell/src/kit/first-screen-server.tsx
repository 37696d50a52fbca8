import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { FIRST_FRAME_ID, type FirstScreenMarkup } from '@league/shared-rules/page-heads';

/**
 * Draws a page's first screen on the server (a remote's `dist-ssr` build, run by the api: page-heads.ts
 * `FirstScreenModule`). The markup is the page's own components given the data a visitor is shown; its
 * styles are the ones styled-components collected, every rule scoped under the frame's id, so they reach
 * nothing outside the frame and the browser's copy of the page (drawn by its own styled-components,
 * hidden until the hand-over) is not styled by them. Server-only: `@league/shell/first-screen`, never the kit's index.
 */
export function renderFirstScreen(element: ReactElement): FirstScreenMarkup {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <StyleSheetManager namespace={`#${FIRST_FRAME_ID}`} sheet={sheet.instance}>
        {element}
      </StyleSheetManager>,
    );
    // the sheet's text is rule groups each followed by a `data-styled.g<n>[id=…]{content:…}` marker that
    // styled-components reads back to rehydrate its own server styles: these are not its, so markers go
    const css = sheet.instance
      .toString()
      .split('/*!sc*/\n')
      .filter((rule) => rule !== '' && !rule.startsWith('data-styled.'))
      .join('');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
