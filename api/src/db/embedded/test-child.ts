/**
 * Test helper: compiles the embedded server sources with swc into a temp dir and spawns its CLI as a child
 * process, so tests can SIGKILL a real server process and restart it on the same dbpath.
 */
import { ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';

let compiledDir: string | null = null;

/** Compiles `src/db/embedded/*.ts` (once per process) and returns the directory holding `cli.js`. */
export function compileEmbedded(): string {
  if (compiledDir) return compiledDir;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-db-'));
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const src = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(src, path.join(rel, entry.name));
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'test-child.ts') {
        const { code } = transformFileSync(src, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
        fs.mkdirSync(path.join(out, rel), { recursive: true });
        fs.writeFileSync(path.join(out, rel, entry.name.replace(/\.ts$/, '.js')), code);
      }
    }
  };
  walk(__dirname, '');
  compiledDir = out;
  return out;
}

/** Removes the compiled copy (call from afterAll). */
export function removeCompiled(): void {
  if (compiledDir) fs.rmSync(compiledDir, { recursive: true, force: true });
  compiledDir = null;
}

/** A server running in a child process. */
export interface ChildServer {
  uri: string;
  proc: ChildProcessWithoutNullStreams;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** Starts `cli.js` with the given args; resolves with the URI it prints first. */
export function spawnServer(args: string[]): Promise<ChildServer> {
  const dir = compileEmbedded();
  const proc = spawn(process.execPath, [path.join(dir, 'cli.js'), ...args], {
    env: { ...process.env, NODE_PATH: path.resolve(__dirname, '../../../../node_modules') },
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve({ uri: out.slice(0, nl), proc, exited });
    });
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}
