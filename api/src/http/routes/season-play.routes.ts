import express, { type Router } from 'express';
import {
  generateMatchupsEndpoint,
  getScoreboardEndpoint,
  getSeasonEndpoint,
  getStandingsEndpoint,
  getTeamStatsEndpoint,
  getCareerlogsEndpoint,
  getTeamDailyValuesEndpoint,
  getWeekLineupsEndpoint,
  listMatchupsEndpoint,
  setPointsManualEndpoint,
} from '@league/shared-rules/contracts';
import { generateMatchups, listMatchups } from '../../features/season-play/matchups';
import { getScoreboard } from '../../features/season-play/scoreboard';
import { getSeasonRecord, getStandings, getTeamStats } from '../../features/season-play/standings';
import { createCareerlogsService } from '../../features/season-play/careerlogs';
import { createTeamValueDeps, listTeamDailyValues } from '../../features/team-values/team-daily-values';
import { getWeekLineups, setPointsManual } from '../../features/season-play/week-lineups';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** Matchups, week lineups, points corrections, standings, team season lines and season records. */
export function seasonPlayRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const opts = { checkResponse: ctx.config.nodeEnv !== 'production' };
  const now = () => Math.floor(ctx.clock().getTime() / 1000);
  const repos = ctx.repos;
  mount(router, listMatchupsEndpoint, ({ params, query }) => listMatchups(repos, params.leagueId, query, now()), opts);
  mount(router, generateMatchupsEndpoint, ({ userId, params }) => generateMatchups(repos, userId!, params.leagueId, now()), opts);
  mount(router, getWeekLineupsEndpoint, ({ params }) => getWeekLineups(repos, params.leagueId, params.year, params.week, now()), opts);
  mount(router, setPointsManualEndpoint, ({ userId, params, body }) => setPointsManual(repos, userId!, params.leagueId, params.year, params.week, body, now()), opts);
  mount(router, getStandingsEndpoint, ({ params, query }) => getStandings(repos, params.leagueId, query.year, now()), opts);
  mount(router, getTeamStatsEndpoint, ({ params, query }) => getTeamStats(repos, params.leagueId, query.year, now()), opts);
  // one memo per server (process): correctness comes from the stamp in the database, shared by all processes
  const getCareerlogs = createCareerlogsService(repos);
  mount(router, getCareerlogsEndpoint, ({ params }) => getCareerlogs(params.leagueId, now()), opts);
  const values = createTeamValueDeps(repos);
  mount(router, getTeamDailyValuesEndpoint, ({ params }) => listTeamDailyValues(values, params.leagueId), opts);
  mount(router, getSeasonEndpoint, ({ params }) => getSeasonRecord(repos, params.leagueId, params.year), opts);
  mount(router, getScoreboardEndpoint, ({ query }) => getScoreboard(repos, query.leagueId, query.year, query.week, now()), opts);
  return router;
}
