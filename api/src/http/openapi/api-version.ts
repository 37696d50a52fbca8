import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPackageDir } from '../../config';

/**
 * The api's version, from its package.json: the document's `info.version`. A feature team pins the
 * major; the breaking-change check (released-document.test.ts) holds the api to it.
 */
export const API_VERSION: string = (JSON.parse(readFileSync(path.join(apiPackageDir, 'package.json'), 'utf8')) as { version: string }).version;
