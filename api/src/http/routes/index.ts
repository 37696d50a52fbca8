import express, { type Router } from 'express';
import type { AppContext } from '../context';
import { auctionRoutes } from './auction.routes';
import { authRoutes } from './auth.routes';
import { claimsRoutes } from './claims.routes';
import { dataViewsRoutes } from './data-views.routes';
import { draftRoutes } from './draft.routes';
import { errorsRoutes } from './errors.routes';
import { leagueCalendarRoutes } from './league-calendar.routes';
import { leagueSettingsRoutes } from './league-settings.routes';
import { leaguesRoutes } from './leagues.routes';
import { openApiRoutes } from '../openapi/openapi.routes';
import { playersRoutes } from './players.routes';
import { playsRoutes } from './plays.routes';
import { projectionsRoutes } from './projections.routes';
import { researchRoutes } from './research.routes';
import { rostersRoutes } from './rosters.routes';
import { scheduleRoutes } from './schedule.routes';
import { seasonPlayRoutes } from './season-play.routes';
import { statusRoutes } from './status.routes';
import { teamsRoutes } from './teams.routes';
import { rostersWriteRoutes } from './rosters-write.routes';
import { tradesRoutes } from './trades.routes';
import { transactionsRoutes } from './transactions.routes';

/**
 * Every feature's routes under `/api`. Add a feature with one line here and a
 * `<feature>.routes.ts` exporting `(ctx: AppContext) => Router`.
 */
export function apiRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(auctionRoutes(ctx));
  router.use(authRoutes(ctx));
  router.use(claimsRoutes(ctx));
  router.use(dataViewsRoutes(ctx));
  router.use(draftRoutes(ctx));
  router.use(errorsRoutes(ctx));
  router.use(leagueCalendarRoutes(ctx));
  router.use(leagueSettingsRoutes(ctx));
  router.use(leaguesRoutes(ctx));
  router.use(openApiRoutes());
  router.use(playersRoutes(ctx));
  router.use(playsRoutes(ctx));
  router.use(researchRoutes(ctx));
  router.use(projectionsRoutes(ctx));
  router.use(rostersRoutes(ctx));
  router.use(scheduleRoutes(ctx));
  router.use(seasonPlayRoutes(ctx));
  router.use(statusRoutes(ctx));
  router.use(teamsRoutes(ctx));
  router.use(rostersWriteRoutes(ctx));
  router.use(tradesRoutes(ctx));
  router.use(transactionsRoutes(ctx));
  return router;
}
