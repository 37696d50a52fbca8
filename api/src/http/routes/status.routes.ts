import express, { type Router } from 'express';
import { getStatusEndpoint, runLeagueJobEndpoint } from '@league/shared-rules/contracts';
import { createJobRunsRepository } from '../../db/repositories/job-runs.repository';
import { runLeagueJob } from '../../features/leagues/run-league-job';
import { getStatus } from '../../features/status/get-status';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** The status page's data, and a commissioner's on-demand run of a league job. */
export function statusRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  mount(router, getStatusEndpoint, () => getStatus(ctx.repos, ctx.dbKind), { checkResponse });
  const deps = { repos: ctx.repos, runs: createJobRunsRepository(), logger: ctx.logger, now: () => Math.floor(ctx.clock().getTime() / 1000) };
  mount(router, runLeagueJobEndpoint, ({ userId, params }) => runLeagueJob(deps, userId!, params.leagueId, params.job), { checkResponse });
  return router;
}
