/**
 * Build-time compression for every Rspack build (shell, remotes, widget): after the files are
 * written, each text asset of at least 256 bytes gets `name.br` (brotli, best quality) and `name.gz`
 * (gzip, level 9) beside it, kept only when smaller. The api sends them by content negotiation
 * (api/src/http/middleware/compression.ts), so no request pays for compression at run time.
 * It walks the output folder rather than the compilation's assets so files written by other plugins
 * (the federation manifest) are included.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; source maps are left out (only devtools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|md)$/;
/** Below this, the headers outweigh what compression saves (the shell's index.html is ~460 bytes). */
const MIN_BYTES = 256;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes `.br` and `.gz` beside each compressible file of `dir`; answers how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    const raw = await readFile(file);
    if (raw.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz(raw, { level: 9 }),
    ]);
    if (br.length < raw.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
    count++;
  }
  return count;
}

/** The Rspack plugin: runs {@link precompressDir} on the output folder after every production emit. */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path;
      if (out) await precompressDir(out);
    });
  }
}
