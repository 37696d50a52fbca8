/**
 * Roster end-to-end suite: the real built product (shell + remotes) served by the api
 * (`node api/dist/main.js`) on a free port, with its own embedded database (`api/.data/roster-e2e-db`,
 * kept between runs so the NFL data import happens once; E2E_DB_PATH overrides it). The specs pick
 * their players from the live rosters, so a database changed by earlier runs is fine. Set
 * E2E_BASE_URL to run against a product that is already running. Build first: api (`tsc -b`), shell
 * and remotes (`rspack build`).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_NOW } from '../shell/e2e/pinned-clock';

const repoRoot = path.resolve(__dirname, '..');

/** A free TCP port, chosen once in the main process; workers inherit it through the environment. */
function freePort(): number {
  const script = "const s=require('net').createServer();s.listen(0,()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

if (!process.env.E2E_BASE_URL && !process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());

const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, 'test-results', 'mfe-roster-e2e'),
  // One worker: the specs share one server and one league.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node api/dist/main.js',
        cwd: repoRoot,
        url: `${baseURL}/config.json`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: process.env.E2E_PORT ?? '',
          LOG_LEVEL: 'warn',
          // the api's clock starts at the suite's instant, as every page's does (e2e/pinned-clock.ts)
          TEST_CLOCK: E2E_NOW,
          EMBEDDED_DB_PATH: process.env.E2E_DB_PATH ?? path.join(repoRoot, 'api', '.data', 'roster-e2e-db'),
          // these pages show no plays or past seasons: no background import beside the tests
          BACKGROUND_IMPORT: 'off',
        },
      },
});
