/**
 * Live auction end-to-end suite. The spec runs the real built product itself: a standalone embedded
 * database (`api/.data/auction-e2e-db`, kept between runs so the NFL data import happens once) and two
 * api processes (`node api/dist/main.js` with MONGODB_URI) sharing it, so it can `kill -9` one of them
 * mid-lot. Build first: api (`tsc -b`), shell and remotes (`rspack build`).
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '..');

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, 'test-results', 'mfe-auction-e2e'),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
