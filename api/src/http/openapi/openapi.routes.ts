import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Application, type Router } from 'express';
import { API_VERSION } from './api-version';
import { buildDocument, type OpenApiDocument } from './build-document';
import { collectRoutes } from './collect-routes';
import { compressedAsset, sendCompressed, type CompressedAsset } from './compressed-asset';



// The package exports no path to its browser bundle; it sits beside the resolved entry (dist/).
const SCALAR_BUNDLE = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');

const documents = new WeakMap<Application, OpenApiDocument>();

/** The document of an app, built once from the routes it mounts (after every route is mounted). */
export function documentOf(app: Application): OpenApiDocument {
  let doc = documents.get(app);
  if (!doc) {
    doc = buildDocument(collectRoutes(app), API_VERSION);
    documents.set(app, doc);
  }
  return doc;
}

// The reference page: Scalar's standalone bundle from node_modules (no CDN: the page works offline),
// started by a separate script because the CSP allows no inline script.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>League API reference</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;
// WCAG 2.2 AA over Scalar's light theme (axe: its secondary texts, method and code colours are 3.2–4.3:1,
// its sidebar toggles 22 px): darker text colours (each at least 4.5:1 on its backgrounds #fff, #fbfbfb
// and #f6f6f6) and 24 px toggles.
const CUSTOM_CSS = `
.light-mode {
  --scalar-color-2: #5c5c5c;
  --scalar-color-3: #676767;
  --scalar-color-green: #00704a;
  --scalar-color-orange: #b03d00;
  --scalar-color-blue: #005f99;
  --scalar-sidebar-search-color: #676767;
}
li[data-sidebar-id] button[aria-expanded] { min-width: 24px; min-height: 24px; }
`;
// Its code blocks' copy buttons are icons without a name (axe: button-name); each gets one as it appears.
const INIT = `Scalar.createApiReference('#app', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  persistAuth: true,
  customCss: ${JSON.stringify(CUSTOM_CSS)},
});
const nameCopyButtons = () => {
  for (const b of document.querySelectorAll('button.scalar-code-copy:not([aria-label])')) b.setAttribute('aria-label', 'Copy code');
};
new MutationObserver(nameCopyButtons).observe(document.body, { childList: true, subtree: true });
nameCopyButtons();
`;

/**
 * GET /api/openapi.json (compressed, ETag) and the reference page at /api/docs, where calls can be
 * tried against this server.
 */
export function openApiRoutes(): Router {
  const router = express.Router();
  const docs = new WeakMap<Application, CompressedAsset>();
  let scalar: CompressedAsset | null = null;
  const page = compressedAsset(PAGE, 'html');
  const init = compressedAsset(INIT, 'js');

  router.get('/openapi.json', (req, res) => {
    let asset = docs.get(req.app);
    if (!asset) {
      asset = compressedAsset(JSON.stringify(documentOf(req.app)), 'json');
      docs.set(req.app, asset);
    }
    // no-cache: revalidate every time, the ETag makes that a 304 until the api changes
    sendCompressed(req, res, asset, 'no-cache');
  });
  router.get('/docs', (req, res) => sendCompressed(req, res, page, 'no-cache'));
  router.get('/docs/init.js', (req, res) => sendCompressed(req, res, init, 'no-cache'));
  router.get('/docs/scalar.js', (req, res) => {
    scalar ??= compressedAsset(readFileSync(SCALAR_BUNDLE), 'js', { brotli: false });
    sendCompressed(req, res, scalar, 'public, max-age=3600');
  });
  return router;
}
