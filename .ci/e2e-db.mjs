/**
 * One first start for the e2e suites that use the whole product's data (the shell's and mfe-roster's): on a
 * fresh clone each of their servers imported the data set, played the demo history and wrote the own
 * projections from an empty database — a minute of one core each, twice, while other suites ran. Here it
 * happens once: the built api starts on an empty database at the suites' pinned instant, runs its first start
 * to the end, stops gracefully, and the stopped database is copied to every suite database that does not exist
 * yet. A database kept from an earlier run (the configs keep them) is left as it is, as before.
 *
 * The copy is what a suite's own first start would have written (the same code, data and instant); the
 * suites still start their own servers on it.
 */
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const SETTLE_TIMEOUT_MS = 300_000;

/** The shell suite's pinned instant (shell/e2e/pinned-clock.ts), which mfe-roster's server shares. */
function pinnedInstant(root) {
  if (process.env.E2E_NOW) return process.env.E2E_NOW;
  const source = readFileSync(join(root, 'shell', 'e2e', 'pinned-clock.ts'), 'utf8');
  const found = /E2E_NOW = process\.env\.E2E_NOW \?\? '([^']+)'/.exec(source);
  if (!found) throw new Error('shell/e2e/pinned-clock.ts: the E2E_NOW default was not found');
  return found[1];
}

function freePort() {
  const script = "const s=require('net').createServer();s.listen(0,()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function json(url) {
  try {
    const res = await fetch(url);
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/** The process's processor time so far, in clock ticks (user + system), from /proc. */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the first start is over: 2025 has its champion (the history is played, the rookie draft seeded
 * after it), the own projections are written, and the process has then been idle for three seconds (the jobs
 * caught up on a first start are done).
 */
async function settled(base, pid) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  const ready = async () =>
    (await json(`${base}/api/leagues/1/standings?year=2025`))?.champion != null &&
    ((await json(`${base}/api/projections?year=2026&from_week=12`)) ?? []).length > 0;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('the e2e database template did not finish its first start in time');
    await sleep(2_000);
  }
  let last = cpuTicks(pid);
  for (let quiet = 0; quiet < 3 && Date.now() < deadline; ) {
    await sleep(1_000);
    const now = cpuTicks(pid);
    quiet = now - last < 5 ? quiet + 1 : 0;
    last = now;
  }
}

/** Builds the template when some target is missing and copies it there; answers what it did, for the log. */
export async function prepareE2eDatabases(root, targets) {
  const missing = targets.filter((t) => !existsSync(t));
  if (missing.length === 0) return 'every e2e database is kept from an earlier run';
  const template = join(root, 'api', '.data', 'e2e-template');
  rmSync(template, { recursive: true, force: true });
  const port = freePort();
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      TEST_CLOCK: pinnedInstant(root),
      TEST_CLOCK_BASE: String(Date.now()),
      EMBEDDED_DB_PATH: template,
    },
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    await Promise.race([settled(`http://127.0.0.1:${port}`, child.pid), exited.then((code) => Promise.reject(new Error(`the api exited (${code}) during its first start`)))]);
  } finally {
    child.kill('SIGTERM');
  }
  const code = await exited;
  if (code !== 0) throw new Error(`the api did not stop cleanly (exit ${code}): the template may be incomplete`);
  for (const target of missing) cpSync(template, target, { recursive: true });
  rmSync(template, { recursive: true, force: true });
  return `one first start copied to ${missing.map((t) => t.slice(root.length + 1)).join(', ')}`;
}
