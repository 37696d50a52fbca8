import { createReadStream, createWriteStream, copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { dataFiles, projectDataDir, projectFile, sourceDataDir } from './datasets';

/**
 * Maintainer script: copies the curated CSVs into `api/data/` gzipped (level 9), so the project
 * carries its own data and a fresh clone imports with no network. Run after the source data changes:
 * `node api/dist/import/copy-data.js`.
 */
async function main(): Promise<void> {
  mkdirSync(projectDataDir, { recursive: true });
  for (const file of dataFiles) {
    const from = path.join(sourceDataDir, file);
    const to = projectFile(file);
    if (file.endsWith('.gz')) copyFileSync(from, to);
    else await pipeline(createReadStream(from), createGzip({ level: 9 }), createWriteStream(to));
    process.stdout.write(`copied ${file} -> ${path.relative(process.cwd(), to)}\n`);
  }
}

main().catch((err) => {
  process.stderr.write(String(err) + '\n');
  process.exit(1);
});
