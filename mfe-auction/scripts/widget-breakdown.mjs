#!/usr/bin/env node
/**
 * `WIDGET_ANALYZE=1 npm run build:widget -w @league/mfe-auction && node mfe-auction/scripts/widget-breakdown.mjs`:
 * what the widget's bytes are made of. Every byte of the minified script is charged to the source
 * file its source map points at, grouped by package (or by file with `--files`). Brotli per group is
 * the group's bytes compressed on their own (a little more than its share of the whole file, which
 * compresses across groups), so read it as a ranking.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist-widget');
const mapFile = readdirSync(dist).find((f) => /^league-auction\.[0-9a-f]{8}\.js\.map$/.test(f));
if (!mapFile) throw new Error('no source map in dist-widget: build with WIDGET_ANALYZE=1');
const code = readFileSync(join(dist, mapFile.replace(/\.map$/, '')), 'utf8');
const map = new TraceMap(readFileSync(join(dist, mapFile), 'utf8'));
const byFile = process.argv.includes('--files');
const br = (s) => brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const lineStarts = [0];
for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
const group = (source) => {
  if (!source) return '(no source: runtime, glue)';
  const s = source.replace(/^webpack:\/\/\/?/, '').replace(/^\.\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0 && !byFile) {
    const rest = s.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (byFile) return s;
  const m = /(shared-rules\/src\/[^/]+|shell\/src\/[^/]+|mfe-auction\/src\/[^/]+\/?[^/]*)/.exec(s);
  return m ? m[1] : s;
};
const segments = [];
eachMapping(map, (m) => segments.push([lineStarts[m.generatedLine - 1] + m.generatedColumn, m.source]));
segments.sort((a, b) => a[0] - b[0]);
const parts = new Map();
for (let i = 0; i < segments.length; i++) {
  const [start, source] = segments[i];
  const end = i + 1 < segments.length ? segments[i + 1][0] : code.length;
  const key = group(source);
  parts.set(key, (parts.get(key) ?? '') + code.slice(start, end));
}
if (segments.length && segments[0][0] > 0) parts.set('(no source: runtime, glue)', (parts.get('(no source: runtime, glue)') ?? '') + code.slice(0, segments[0][0]));
const rows = [...parts.entries()].map(([k, s]) => [k, s.length, br(s)]).sort((a, b) => b[1] - a[1]);
const total = br(code);
console.log(`widget: ${(code.length / 1024).toFixed(1)} kB minified, ${(total / 1024).toFixed(1)} kB brotli (q11)`);
console.log('   raw kB   br kB  group');
for (const [k, raw, b] of rows.slice(0, Number(process.env.TOP ?? 40))) {
  console.log(`${(raw / 1024).toFixed(1).padStart(9)} ${(b / 1024).toFixed(1).padStart(7)}  ${k}`);
}
