import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { ensureIndexes } from './db/ensure-indexes';
import { createRepositories } from './db/repositories';
import { BACKGROUND_DATASETS, runImport, STARTUP_DATASETS } from './import/run-import';
import { createLogger, errorFields } from './logger';
import { claimsJobs } from './jobs/claims-jobs';
import { seasonJobs } from './jobs/season-jobs';
import { seedDemoLeague } from './seed/demo-league';
import { seedDemoDraft } from './seed/demo-draft';
import { seedDemoHistory } from './seed/demo-history';
import { seedDemoAuctionLeague } from './seed/demo-auction-league';
import { statsInboxJob } from './jobs/stats-inbox-job';
import { seasonPlayJobs } from './jobs/season-play-jobs';
import { startJobScheduler } from './jobs/scheduler';
import { projectionsJob } from './jobs/projections-job';
import { teamValuesJob } from './jobs/team-values-job';
import { createJobRunsRepository } from './db/repositories/job-runs.repository';
import { seedDemoTrades } from './seed/demo-trades';
import { createServer } from './server';
import { createAppClock } from './clock';

/** A shutdown that has not finished by then exits anyway (orchestrators kill at about 10 s too). */
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Entry point: config -> database (embedded unless MONGODB_URI) -> data import (first start only)
 * -> demo league (outside production) -> http + realtime on one port, ready (/readyz 200).
 * SIGTERM/SIGINT drain gracefully (see LeagueServer.close) within 10 s, then close the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // the one clock of this process: the wall clock, or TEST_CLOCK's instant in test runs (config refuses it in production)
  const clock = createAppClock(config.testClock, config.testClockBase);
  if (config.testClock) logger.warn('test clock in use', { startsAt: config.testClock });
  const started = Date.now();
  const db = await connectDatabase({
    mongodbUri: config.mongodbUri,
    embeddedDbPath: config.embeddedDbPath,
    embeddedDbPort: config.embeddedDbPort,
    nodeEnv: config.nodeEnv,
  });
  const dbKind = db.embedded ? 'embedded' : 'external';
  logger.info('database connected', { db: dbKind });
  await ensureIndexes();
  const repos = createRepositories();

  const imports = await runImport(repos, { logger, clock, only: STARTUP_DATASETS });
  const imported = imports.filter((r) => !r.skipped);
  if (imported.length) {
    logger.info('data import finished', { ms: Date.now() - started, datasets: imported.map((r) => `${r.dataset}:${r.rows}`) });
  } else logger.info('data import: up to date');
  if (config.nodeEnv !== 'production') {
    await seedDemoLeague(repos, { now: clock(), logger });
    // league 2: empty rosters and an auction that starts by itself, to try the live auction
    await seedDemoAuctionLeague(repos, { now: clock(), logger });
    await seedDemoTrades(repos, { now: clock(), logger });
  }

  const server = createServer({ config, logger, repos, dbKind, clock, processMetrics: true });
  const url = await server.start(config.port);
  server.markReady();
  logger.info('listening', { url, startupMs: Date.now() - started });
  // Every background job runs on one scheduler, by the app clock, once per scheduled instant across api
  // processes (a run record keyed by job and instant is the lock; jobs/scheduler.ts).
  const jobs = startJobScheduler({ runs: createJobRunsRepository(), logger, clock });
  const schedule = (list: Parameters<typeof jobs.scheduler.add>[0][]) =>
    Promise.all(list.map((job) => jobs.scheduler.add(job))).catch((err) => logger.error('job scheduling failed', errorFields(err)));
  void schedule([
    // waiver and poach processing at their league-calendar times (spec §4)
    ...claimsJobs({ repos, logger, clock, onRun: server.metrics.jobRun }),
    // the season rollover and restricted free agency at their calendar times
    ...seasonJobs({ repos, logger, clock }),
    // finished weeks finalized (scores, results, playoffs), then the playoff odds simulated
    ...seasonPlayJobs({ repos, logger, clock }),
    // each team's value, daily (the team value history)
    teamValuesJob({ repos, logger }),
  ]);
  server.ctx.jobs = jobs.scheduler;

  let stopping = false;
  // nflverse files dropped in the inbox go through the ingest; it starts once the first-start stat lines
  // are in (their import replaces every line, so a file ingested before it would be lost)
  const startInbox = () => {
    // the own projections read the stat lines too: scheduled (and caught up on a first start) once they are in
    if (!stopping) void schedule([statsInboxJob({ repos, logger, clock, dir: config.statsInbox }), projectionsJob({ repos, logger })]);
  };
  // Play-by-play loads after the server is up; an interrupted load is redone on the next start.
  const background = (config.backgroundImport ? runImport(repos, { logger, clock, only: BACKGROUND_DATASETS }) : Promise.resolve(null))
    .then(async (results) => {
      if (!results) {
        startInbox();
        return logger.warn('background import off (BACKGROUND_IMPORT=off): no play-by-play, stat lines or demo history');
      }
      if (results.some((r) => !r.skipped)) logger.info('background import finished', { totalMs: Date.now() - started });
      // the stat lines are in: the demo league's past seasons are played from them (once; a marker per season)
      startInbox();
      if (config.nodeEnv !== 'production' && !stopping) await seedDemoHistory(repos, { now: clock(), logger });
      // the demo's completed 2025 rookie draft follows its 2024 standings, so it comes after the history
      if (config.nodeEnv !== 'production' && !stopping) await seedDemoDraft(repos, { now: clock(), logger });
    })
    .catch((err) => {
      if (!stopping) logger.error('background import failed', errorFields(err));
    });

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const deadline = setTimeout(() => {
      logger.error('shutdown deadline passed, exiting', { ms: SHUTDOWN_DEADLINE_MS });
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      jobs.stop();
      await server.close();
      await Promise.race([background, new Promise((r) => setTimeout(r, 2000))]);
      await db.close();
      process.exit(0);
    } catch (err) {
      logger.error('shutdown failed', errorFields(err));
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'startup failed', ...errorFields(err) })}\n`);
  process.exit(1);
});
