import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './pinned-clock';

const repoRoot = path.resolve(__dirname, '..', '..');
const shellDist = path.join(repoRoot, 'shell', 'dist');
const remoteDir = path.join(repoRoot, 'mfe-research');

/** File name -> sha256 of every file of a dist directory. */
function distHashes(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    hashes[name] = createHash('sha256').update(readFileSync(path.join(dir, name))).digest('hex');
  }
  return hashes;
}

/** The rspack CLI entry (the package exports only its API, so resolve the bin from package.json). */
const rspackBin = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');

function buildRemote(salt: string) {
  execFileSync(process.execPath, [rspackBin, 'build'], {
    cwd: remoteDir,
    env: { ...process.env, BUILD_SALT: salt },
    stdio: 'pipe',
  });
}

function exposedAppFile(): string {
  const manifest = JSON.parse(readFileSync(path.join(remoteDir, 'dist', 'mf-manifest.json'), 'utf8'));
  const exposed = manifest.exposes.find((entry: { path: string }) => entry.path === './app');
  const file = exposed.assets.js.sync.find((name: string) => name.startsWith('__federation_expose_'));
  return file;
}

test('a remote rebuilt alone is served without rebuilding the shell', async ({ page }) => {
  test.setTimeout(240_000);
  const shellBefore = distHashes(shellDist);
  const appFileBefore = exposedAppFile();

  try {
    buildRemote(`redeploy-${Math.random().toString(36).slice(2, 10)}`);
    const appFileAfter = exposedAppFile();
    expect(appFileAfter).not.toBe(appFileBefore);
    expect(distHashes(shellDist)).toEqual(shellBefore);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/leagues/0/players');
    await expect(page.getByLabel('Search players')).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // The new build's exposed module was fetched, with the shell's unchanged files around it.
    expect(requested).toContain(`/remotes/mfe-research/0.1.0/${appFileAfter}`);
    const shellScripts = requested.filter((p) => !p.startsWith('/remotes/') && p.endsWith('.js')).map((p) => p.slice(1));
    expect(shellScripts.length).toBeGreaterThan(0);
    for (const script of shellScripts) expect(Object.keys(shellBefore)).toContain(script);
  } finally {
    // Put the regular build back so later runs start from the usual artifacts.
    buildRemote('');
  }
});
