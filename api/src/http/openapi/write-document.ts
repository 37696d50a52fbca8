import { writeFileSync } from 'node:fs';
import { documentApp } from './document-app';
import { documentOf } from './openapi.routes';

/**
 * `node api/dist/http/openapi/write-document.js <file>`: writes the document the app would serve,
 * without a database (routes only close over the repositories; nothing is queried). CI lints this
 * file with `@redocly/cli lint`; `--release` callers copy it to api/openapi/released.json.
 */
function main(): void {
  const out = process.argv[2];
  if (!out) throw new Error('usage: write-document.js <file>');
  const app = documentApp();
  writeFileSync(out, JSON.stringify(documentOf(app), null, 2) + '\n');
}

main();
