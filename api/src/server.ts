import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Repositories } from './db/repositories';
import { observeDatabaseCommands, pingDatabase } from './db/health';
import { createSessions } from './features/auth/sessions';
import { createApp } from './http/app';
import type { AppContext } from './http/context';
import { createMetrics, type Metrics } from './http/ops/metrics';
import { attachRealtime } from './realtime/ws-server';
import { ScoreboardHub, type ScoreboardSource } from './realtime/scoreboard-hub';
import { DraftHub } from './realtime/draft-hub';
import { createDraftRepository } from './db/repositories/draft.repository';
import { toDraftPick } from './features/draft/get-draft';
import { liveScoreboardSource } from './features/season-play/live-scoreboard';
import { NoticeHub } from './realtime/notice-hub';
import { toLeagueNotice } from './features/rosters/league-notices';
import { createNoticesRepository } from './db/repositories/notices.repository';
import { type AppClock, realtimeClock, wallClock } from './clock';
import { createDataViewQueryService, type DataViewQueryOptions } from './features/data-views/query-service';
import { createPoolPoints } from './features/projections/pool-points';
import { dataViewRequestHandler } from './realtime/data-view-socket';

/** What the server is built from; main.ts wires the real ones, tests the same with port 0. */
export interface ServerDeps {
  config: Config;
  logger: Logger;
  repos: Repositories;
  dbKind: 'embedded' | 'external';
  /** The one clock (clock.ts); the wall clock when absent. */
  clock?: AppClock;
  /** Process-level metrics (CPU, memory, event loop) on /metrics; main.ts turns them on. */
  processMetrics?: boolean;
  /** Where the live scoreboard's lines come from; the season-play use-case unless a bench gives its floor's. */
  scoreboardSource?: ScoreboardSource;
  /** The data-view query budget and queue limits (defaults: 40 s, DEFAULT_QUEUE_LIMITS). */
  dataViews?: DataViewQueryOptions;
}

export interface LeagueServer {
  app: Express;
  /** The one http server: Express handles requests, the realtime module upgrades `/ws` on it. */
  httpServer: Server;
  ctx: AppContext;
  /** What /metrics exposes; main.ts feeds it the job runs. */
  metrics: Metrics;
  /** Startup work is done: /readyz answers 200 from now on (until close). */
  markReady(): void;
  /** Opens its change streams, then listens (port 0 = ephemeral); resolves with the base URL, e.g. `http://127.0.0.1:41234`. */
  start(port?: number, host?: string): Promise<string>;
  /** The live scoreboard's sockets on this process. */
  scoreboard: ScoreboardHub;
  /** The live draft boards' sockets on this process. */
  draft: DraftHub;
  /** The sockets that receive league notices on this process. */
  notices: NoticeHub;
  /** Registers cleanup run on close, before the http server stops (e.g. closing websockets). */
  onClose(fn: () => Promise<void> | void): void;
  /**
   * Graceful stop: /readyz turns 503, the server stops accepting, websockets are closed with 1001
   * (clients reconnect, to another instance behind the proxy), the auction rooms finish their
   * pending writes and snapshot, close hooks run, and open requests get up to 5 s.
   */
  close(): Promise<void>;
}

/** Builds the Express app and the http server around it. The database is opened by the caller. */
export function createServer(deps: ServerDeps): LeagueServer {
  const clock = deps.clock ?? wallClock;
  const sessions = createSessions({ users: deps.repos.users, secret: deps.config.jwtSecret, clock });
  const ctx: AppContext = { config: deps.config, logger: deps.logger, repos: deps.repos, sessions, clock, dbKind: deps.dbKind };
  // One query queue per process for data views, over HTTP and `/ws` alike.
  ctx.poolPoints = createPoolPoints(deps.repos);
  ctx.dataViews = createDataViewQueryService(clock, deps.dataViews, ctx.poolPoints);
  let serving: 'starting' | 'ready' | 'stopping' = 'starting';
  // Filled in below once the realtime module exists; read only when /metrics is scraped.
  let connections = () => 0;
  const metrics = createMetrics({ connections: () => connections(), defaults: deps.processMetrics });
  const stopObserving = observeDatabaseCommands(metrics.dbCommand);
  const app = createApp(ctx, { metrics, ping: () => pingDatabase(), serving: () => serving });
  const httpServer = createHttpServer(app);
  // Idle keep-alive sockets stay open longer than a client or proxy keeps them (load balancers idle at 60 s):
  // with Node's 5 s default, a request sent on a reused socket just as the server closes it is reset.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  // The live scoreboard: sockets register for a league week; every stat update (from this process, the
  // replay or another instance: a change stream) recomputes the watched weeks and pushes the changes.
  const scoreboard = new ScoreboardHub({
    source: deps.scoreboardSource ?? liveScoreboardSource(ctx.repos, () => Math.floor(ctx.clock().getTime() / 1000)),
    log: deps.logger,
  });
  const stopStats = ctx.repos.stats.onUpdate(
    (update) => void scoreboard.onStats(update),
    (err) => deps.logger.error('stat update stream failed', { err: String(err) }),
  );
  // Live draft boards: every pick made (by any instance: a change stream on the draft collection) is
  // pushed to the league's registered boards.
  const draftPicks = createDraftRepository();
  const draft = new DraftHub({
    source: { isComplete: async (lid, year) => (await draftPicks.countOpen(lid, year)) === 0 },
    log: deps.logger,
  });
  const stopDraft = draftPicks.onPick(
    (pick) => void draft.onPick(toDraftPick(pick)),
    (err) => deps.logger.error('draft pick stream failed', { err: String(err) }),
  );
  // League notices (trade offers and results, the draft clock, RFA): any process or job writes them; the
  // collection's change stream brings each to this process's registered sockets.
  const noticesRepo = createNoticesRepository();
  const notices = new NoticeHub({
    source: {
      after: async (lid, after, limit) => (await noticesRepo.after(lid, after, limit)).map(toLeagueNotice),
      lastUid: (lid) => noticesRepo.lastUid(lid),
      teamOf: async (userId, lid) => (userId === null ? null : ((await ctx.repos.users.teamsOf(userId)).find((t) => t.lid === lid)?.tid ?? null)),
    },
    log: deps.logger,
  });
  const stopNotices = noticesRepo.onInsert(
    (notice) => notices.onNotice(toLeagueNotice(notice)),
    (err) => deps.logger.error('notice stream failed', { err: String(err) }),
  );
  // `/ws` on the same server; with an external database several api processes may share rooms.
  const realtime = attachRealtime({
    server: httpServer,
    repo: ctx.repos.auction,
    log: deps.logger,
    authenticate: async (token) => {
      const auth = await sessions.authenticate(token);
      return auth.ok ? auth.userId : null;
    },
    clock: realtimeClock(ctx.clock),
    multiInstance: deps.dbKind === 'external',
    perMessageDeflate: deps.config.wsPerMessageDeflate,
    onCommand: metrics.command,
    handlers: {
      data_view_request: dataViewRequestHandler(ctx.dataViews, deps.logger),
      scoreboard_register: (msg, _reply, c) => {
        if (msg.type !== 'scoreboard_register') return;
        c.onClose(() => scoreboard.unregister(c.socket));
        void scoreboard.register(c.leagueId, c.socket, msg.updated, { year: msg.year, week: msg.week });
      },
      draft_register: (msg, reply, c) => {
        if (msg.type !== 'draft_register') return;
        c.onClose(() => draft.unregister(c.socket));
        draft.register(c.leagueId, c.socket, msg.year);
        // after registering: every pick written from here on is pushed, so the board's read that follows misses none
        reply({ type: 'draft_registered', lid: c.leagueId, year: msg.year ?? null });
      },
      notices_register: (msg, _reply, c) => {
        if (msg.type !== 'notices_register') return;
        c.onClose(() => notices.unregister(c.socket));
        void notices.register(c.leagueId, c.userId, c.socket, msg.after);
      },
    },
  });
  connections = () => realtime.connections;
  ctx.auction = realtime.rooms;
  const closeHooks: Array<() => Promise<void> | void> = [() => realtime.close(), stopStats, stopDraft, stopNotices];
  let closing: Promise<void> | null = null;

  return {
    app,
    httpServer,
    ctx,
    metrics,
    scoreboard,
    draft,
    notices,
    markReady() {
      if (serving === 'starting') serving = 'ready';
    },
    async start(port = deps.config.port, host) {
      // Live pushes hear every write made once the server answers: its change streams are open first.
      await Promise.all([stopStats.ready, stopDraft.ready, stopNotices.ready]);
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          const addr = httpServer.address() as AddressInfo;
          const shown = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
          resolve(`http://${shown.includes(':') ? `[${shown}]` : shown}:${addr.port}`);
        });
      });
    },
    onClose(fn) {
      closeHooks.push(fn);
    },
    close() {
      closing ??= (async () => {
        serving = 'stopping';
        stopObserving();
        const stopped = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        httpServer.closeIdleConnections();
        for (const hook of closeHooks) {
          try {
            await hook();
          } catch (err) {
            deps.logger.error('close hook failed', { err: String(err) });
          }
        }
        const force = setTimeout(() => httpServer.closeAllConnections(), 5000);
        force.unref();
        await stopped;
        clearTimeout(force);
      })();
      return closing;
    },
  };
}
