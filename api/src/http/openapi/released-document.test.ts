import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPackageDir } from '../../config';
import { documentApp } from './document-app';
import { API_VERSION } from './api-version';
import { breakingChanges, majorOf } from './breaking-changes';
import type { OpenApiDocument } from './build-document';
import { documentOf } from './openapi.routes';

/** The last released document: what feature teams pinned. `npm run openapi:release -w @league/api` rewrites it. */
const RELEASED = path.join(apiPackageDir, 'openapi', 'released.json');

const current = documentOf(documentApp());
const released = JSON.parse(readFileSync(RELEASED, 'utf8')) as OpenApiDocument;

describe('the document against the last released one', () => {
  it("carries the api's version, never lower than the released one", () => {
    expect(current.info.version).toBe(API_VERSION);
    const [a, b] = [current.info.version, released.info.version].map((v) => v.split('.').map(Number));
    expect(a[0] * 1e6 + a[1] * 1e3 + a[2]).toBeGreaterThanOrEqual(b[0] * 1e6 + b[1] * 1e3 + b[2]);
  });

  it('has no breaking change unless the major version was bumped', () => {
    if (majorOf(current.info.version) > majorOf(released.info.version)) return;
    const changes = breakingChanges(released, current).map(
      (c) => `${c} — keep the old shape, or bump the major version in api/package.json and run npm run openapi:release -w @league/api`,
    );
    expect(changes).toEqual([]);
  });
});
