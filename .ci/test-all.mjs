#!/usr/bin/env node
/**
 * `npm test`: every test of every workspace, then one closing line `N passed, N failed`.
 *
 * Steps: build (tsc -b for node packages, rspack for the apps, which the e2e suites need), the bundle
 * checks (.ci/check-bundles.mjs), typecheck, lint, the OpenAPI document's lint and a bounded fuzz pass from it
 * (with the e2e databases' first start beside them), then jest's main run beside the shell's Playwright suite,
 * the moved-clock jest runs, and the other workspaces' Playwright suites beside them, against the built product. A step that cannot run (a build that fails) counts as one failure, so the
 * total never hides it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareE2eDatabases } from './e2e-db.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });

const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function run(label, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' }, ...opts });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: res.status === 0, seconds };
}

/**
 * As run, in the background: the output goes to a file (the steps run while this process waits in spawnSync,
 * so a pipe would fill and stall them) and is printed whole when the step ends.
 */
function runAside(label, cmd, args, { env = { ...process.env, FORCE_COLOR: '0' }, beside = 'beside the fuzz pass' } = {}) {
  const started = Date.now();
  const file = join(reports, `${label.replace(/\W+/g, '-')}.log`);
  const fd = openSync(file, 'w');
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', fd, fd], env });
    child.on('close', (status) => {
      closeSync(fd);
      console.log(`\n=== ${label}: ${cmd} ${args.join(' ')} (${beside})`);
      process.stdout.write(readFileSync(file));
      resolve({ ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

function record(label, passed, failed, skipped, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(`${label.padEnd(28)} ${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed ${String(skipped).padStart(3)} skipped  ${seconds}s`);
}

// 1. Build everything (fails loudly: a broken build is a failed test).
const build = run('build', 'npm', ['run', 'build']);
record('build', build.ok ? 1 : 0, build.ok ? 0 : 1, 0, build.seconds);

// 1a. Bundle checks on the built apps: no new duplicate above 10 kB, no route's JS >10% over budget.
const bundles = build.ok ? run('bundle checks', 'node', ['.ci/check-bundles.mjs']) : { ok: false, seconds: '0.0' };
record('bundle checks', bundles.ok ? 1 : 0, bundles.ok ? 0 : 1, 0, bundles.seconds);

const e2eOut = (w) => join(reports, `playwright-${w}.json`);
const e2eArgs = (w) => ['playwright', 'test', '-c', join(root, w, 'playwright.config.ts'), '--reporter=list,json'];
const e2eEnv = (w) => ({ ...process.env, FORCE_COLOR: '0', PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut(w) });
function recordE2e(w, pw) {
  if (existsSync(e2eOut(w))) {
    const s = JSON.parse(readFileSync(e2eOut(w), 'utf8')).stats ?? {};
    record(`e2e ${w}`, s.expected ?? 0, (s.unexpected ?? 0) + (s.flaky ?? 0), s.skipped ?? 0, pw.seconds);
  } else {
    record(`e2e ${w}`, 0, 1, 0, pw.seconds);
  }
}

// 1e. The e2e suites need the build only, so their database's first start (.ci/e2e-db.mjs: the shell's and
// mfe-roster's servers start on a copy of one first start, not on two imports) runs beside the checks below: one
// api process importing, instead of two minutes on their own before the e2e suites.
const e2eSuites = workspaces.filter((w) => existsSync(join(root, w, 'playwright.config.ts')));
const e2eDatabases = (async () => {
  if (!e2eSuites.length || process.env.E2E_DB_PATH || process.env.E2E_BASE_URL) return null;
  const started = Date.now();
  try {
    return { ok: true, text: await prepareE2eDatabases(root, [join(root, 'api', '.data', 'e2e-db'), join(root, 'api', '.data', 'roster-e2e-db')]), started };
  } catch (err) {
    return { ok: false, text: `failed: ${err.message} (each suite's server imports on its own)`, started };
  }
})().then((r) => r && { ...r, seconds: ((Date.now() - r.started) / 1000).toFixed(1) });
// 1b. Typecheck the apps too (rspack's swc-loader strips types without checking them), then 1c lint (eslint
// with typescript-eslint and react-hooks: errors fail, warnings are only shown). Both run beside the fuzz pass
// (1d): each of the three is one process, and side by side they keep both cores busy (about a minute off CI).
const checks = (async () => {
  const typecheck = await runAside('typecheck', 'npm', ['run', 'typecheck']);
  const lint = await runAside('lint', 'npm', ['run', 'lint']);
  return { typecheck, lint };
})();

// 1c. The published HTTP document: generated from the contracts, linted by @redocly/cli (errors fail).
const docFile = join(reports, 'openapi.json');
const writeDoc = run('openapi document', 'node', ['api/dist/http/openapi/write-document.js', docFile]);
const redocly = writeDoc.ok
  ? run('openapi lint', 'npx', ['redocly', 'lint', docFile, '--format=summary'], {
      env: { ...process.env, FORCE_COLOR: '0', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    })
  : writeDoc;
record('openapi lint', redocly.ok ? 1 : 0, redocly.ok ? 0 : 1, 0, redocly.seconds);

// 1d. A bounded fuzz pass from the document (fixed seed, printed; `npm run fuzz:api` runs it by hand):
// each operation × role that produced no finding passes, each finding fails.
const fuzzOut = join(reports, 'fuzz-api.json');
const fuzz = run('fuzz:api', 'node', ['api/dist/fuzz/fuzz-api.js'], {
  env: { ...process.env, FORCE_COLOR: '0', FUZZ_SECONDS: process.env.FUZZ_SECONDS ?? '60', FUZZ_REPORT: fuzzOut },
});
if (existsSync(fuzzOut)) {
  const f = JSON.parse(readFileSync(fuzzOut, 'utf8'));
  const failingPairs = new Set(f.findings.map((x) => `${x.operation} ${x.role}`)).size;
  record(`fuzz:api (seed ${f.seed})`, f.operations * 3 - failingPairs, f.findings.length + (fuzz.ok || f.findings.length ? 0 : 1), 0, fuzz.seconds);
} else {
  record('fuzz:api', 0, 1, 0, fuzz.seconds);
}

const { typecheck, lint } = await checks;
record('typecheck', typecheck.ok ? 1 : 0, typecheck.ok ? 0 : 1, 0, typecheck.seconds);
record('lint', lint.ok ? 1 : 0, lint.ok ? 0 : 1, 0, lint.seconds);

// The web bench's measures (shell/bench/web-metrics.mjs): node's own runner, the bench being a plain node script.
const benchWeb = run('web bench measures', process.execPath, ['--test', 'shell/bench/']);
record('web bench measures', benchWeb.ok ? 1 : 0, benchWeb.ok ? 0 : 1, 0, benchWeb.seconds);

// 2a. The tests that touch the season calendar, lineup locks, waiver windows, tags, the draft clock or auction
// timers run with the machine's clock moved (.ci/shift-clock.cjs, in every node process) to a Sunday 14:00 and a
// Monday 23:30 in New York during the season, and to an offseason Tuesday. They pin their own clocks, so they must
// pass at each; a test that reads the wall clock shows up here on any day of the week. They run at those three
// instants only, not also at whatever time the CI machine has (a fourth, arbitrary instant that added minutes),
// and beside the e2e suites (3).
const CLOCK_SENSITIVE =
  '(season|lineups|eligibility|roster-actions|roster/|rosters|waivers|claims|poach|salaries|standings|Standings|atchup|SchedulePage|trades|TradePage|draft|Draft|tags|auction|realtime|jobs|seed|calendar|league-events|Drawer|LeagueHome|league-summary|TeamPage|WaiversPage|clock)';
// Suites the pattern names that compute from the data set, not the time of day (their clocks are pinned and no
// rule they exercise reads a weekday): once, in the main run. season-play-jobs hands every job run its instant
// (the app clock is pinned too), and its setup ingests a season of real lines: 75 s that ran three times.
const DATA_ONLY = '(pick-value|data-views\\.integration|demo-history|demo-draft|demo-trades|demo-auction-league|season-play-jobs)';
const CLOCK_SUITES = `^(?!.*${DATA_ONLY}).*${CLOCK_SENSITIVE}`;
// Suites whose rules keep time but not the calendar (the auction's timers and leases, notices, the stat inbox, the
// read models' caches): a wall-clock read shows at any moved instant, so they run at the first one only. They
// were half of each moved-clock run (about 380 of 740 suite-seconds), run twice more for nothing.
const ONE_INSTANT = '(auction|notices\\.integration|rosters-read|careerlogs|stats-inbox)';
const CALENDAR_SUITES = `^(?!.*(${DATA_ONLY}|${ONE_INSTANT})).*${CLOCK_SENSITIVE}`;

// 2. Jest, all workspaces with a jest config, one run of every suite but the clock-sensitive ones (2a runs those).
// Three workers on a 2-core machine: jest's default (cores minus one) ran the suites one at a time, and the
// integration suites spend much of their time waiting on the embedded database and on timers (214 s with one
// worker, 106 s with three, the same 914 tests).
const JEST_WORKERS = `--maxWorkers=${process.env.JEST_WORKERS ?? 3}`;
const jestProjects = workspaces.filter((w) => existsSync(join(root, w, 'jest.config.js')));
const jestOut = join(reports, 'jest.json');
// testTimeout here: with --projects, jest reads it from the command line only (a project's own is ignored)
const made = await e2eDatabases;
if (made) {
  console.log(`\n=== e2e databases: one first start of the built api (beside the checks and the fuzz pass)\n${made.text}`);
  record('e2e databases', made.ok ? 1 : 0, made.ok ? 0 : 1, 0, made.seconds);
}
// 2 and 3 side by side: jest's main run computes, the shell's e2e suite mostly waits on pages, sockets and timers
// (its run left a core idle), so the two share the machine better than either shares it with another of its kind.
const [firstSuite, ...otherSuites] = e2eSuites.includes('shell') ? ['shell', ...e2eSuites.filter((w) => w !== 'shell')] : e2eSuites;
const firstE2e = firstSuite ? runAside(`e2e ${firstSuite}`, 'npx', e2eArgs(firstSuite), { env: e2eEnv(firstSuite), beside: 'beside jest\'s main run' }) : null;
// the small suites start as soon as the shell's ends, whether or not jest's main run has
const sideSuites = (firstE2e ?? Promise.resolve(null)).then((pw) => {
  if (pw) recordE2e(firstSuite, pw);
  return Promise.all(otherSuites.map((w) => runAside(`e2e ${w}`, 'npx', e2eArgs(w), { env: e2eEnv(w), beside: `beside jest${otherSuites.length > 1 ? ` and ${otherSuites.filter((o) => o !== w).join(', ')}` : ''}` })));
});
const jest = await runAside('jest', 'npx', ['jest', '--projects', ...jestProjects, '--testPathIgnorePatterns', CLOCK_SUITES, '--testTimeout=30000', JEST_WORKERS, '--json', `--outputFile=${jestOut}`, '--ci'], { beside: `beside e2e ${firstSuite}` });
if (existsSync(jestOut)) {
  const r = JSON.parse(readFileSync(jestOut, 'utf8'));
  // A suite that fails to load has no test results but is a failure all the same.
  const brokenSuites = r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
  record('jest', r.numPassedTests, r.numFailedTests + brokenSuites, r.numPendingTests + r.numTodoTests, jest.seconds);
} else {
  record('jest', 0, 1, 0, jest.seconds);
}

const INSTANTS = [
  ['Sunday 14:00 New York', '2026-11-22T19:00:00Z'],
  ['Monday 23:30 New York', '2026-11-24T04:30:00Z'],
  ['offseason Tuesday 12:00 New York', '2026-04-14T16:00:00Z'],
];
/**
 * The three moved-clock runs in the background (2a): the first (every clock suite) with the usual workers, then the
 * other two (the calendar suites) side by side with two workers each: alone each took under a minute, one after
 * the other they were the last two minutes of CI.
 */
async function clockRuns() {
  const one = (i, workers) => {
    const [label, instant] = INSTANTS[i];
    const out = join(reports, `jest-clock-${instant.slice(0, 10)}.json`);
    const env = {
      ...process.env,
      FORCE_COLOR: '0',
      CLOCK_SHIFT_TO: instant,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${join(root, '.ci', 'shift-clock.cjs')}`.trim(),
    };
    const args = ['jest', '--projects', ...jestProjects, '--testPathPatterns', i === 0 ? CLOCK_SUITES : CALENDAR_SUITES, '--testTimeout=30000', workers, '--json', `--outputFile=${out}`, '--ci', '--silent'];
    return runAside(`jest, clock moved to ${label}`, 'npx', args, { env, beside: i === 0 ? 'beside the e2e suites' : 'beside the other moved-clock run' }).then((res) => ({ instant, out, res }));
  };
  const first = await one(0, JEST_WORKERS);
  const rest = await Promise.all(INSTANTS.slice(1).map((_, k) => one(k + 1, '--maxWorkers=2')));
  return [first, ...rest];
}
function recordClockRuns(results) {
  for (const { instant, out, res } of results) {
    if (existsSync(out)) {
      const r = JSON.parse(readFileSync(out, 'utf8'));
      const brokenSuites = r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
      record(`jest @ ${instant}`, r.numPassedTests, r.numFailedTests + brokenSuites, r.numPendingTests + r.numTodoTests, res.seconds);
    } else {
      record(`jest @ ${instant}`, 0, 1, 0, res.seconds);
    }
  }
}

// 3. Playwright suites (each workspace with a playwright.config.ts), against the built product. Each suite has its
// own server on a free port and its own database, and one worker; every one pins its own server and page clocks,
// so the shifted clock of the jest processes is not theirs. They mostly wait on pages, sockets and timers, and the
// jest runs mostly compute, so each e2e suite runs beside jest work: the shell's beside jest's main run (above),
// the two small suites (rosters, auction) side by side as soon as the shell's is done, beside what is left of the
// main run and the moved-clock runs (2a), which start as soon as the main run ends.
const clocks = clockRuns();
const side = await sideSuites;
otherSuites.forEach((w, i) => recordE2e(w, side[i]));
recordClockRuns(await clocks);

console.log('\n=== summary');
for (const line of summary) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
