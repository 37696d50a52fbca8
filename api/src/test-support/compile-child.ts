/**
 * Test helper: compiles a TypeScript entry file of api/src and every file it imports by a relative path
 * (swc, CommonJS) into a temp directory, so a test can run that code in a real child node process — a
 * second api process, not a second object in the test's own process. Packages (mongoose, pino) resolve from
 * the repository's node_modules through NODE_PATH (spawnCompiled).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';

const srcRoot = path.resolve(__dirname, '..');
const nodeModules = path.resolve(srcRoot, '../../node_modules');

function resolveTs(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** A compiled copy of `entry` (a path under api/src) and its relative imports; answers the entry's .js path. */
export function compileEntry(entry: string): { dir: string; main: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-child-'));
  const done = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (done.has(file)) continue;
    done.add(file);
    const { code } = transformFileSync(file, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    // type-only imports are gone from the output, so only the modules the code really loads are followed
    for (const m of code.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)) queue.push(resolveTs(file, m[1]));
    const out = path.join(dir, path.relative(srcRoot, file)).replace(/\.ts$/, '.js');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, code);
  }
  const main = path.join(dir, path.relative(srcRoot, path.resolve(entry))).replace(/\.ts$/, '.js');
  return { dir, main, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Spawns `node main args…` with the repository's packages resolvable (and CI's moved wall clock, if any). */
export function spawnCompiled(main: string, args: string[]): ChildProcessWithoutNullStreams {
  const shift = path.resolve(srcRoot, '../../.ci/shift-clock.cjs');
  const preload = process.env.CLOCK_SHIFT_TO && fs.existsSync(shift) ? ['--require', shift] : [];
  return spawn(process.execPath, [...preload, main, ...args], {
    env: { ...process.env, NODE_PATH: nodeModules },
  });
}
