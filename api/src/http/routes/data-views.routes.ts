import express, { type Router } from 'express';
import {
  dataViewColumnInfos,
  deleteDataView,
  getDataView,
  listDataViewColumns,
  listDataViews,
  queryDataView,
  saveDataView,
} from '@league/shared-rules/contracts';
import { createDataViewQueryService } from '../../features/data-views/query-service';
import { deleteDataView as deleteView } from '../../features/data-views/delete-data-view';
import { defaultDataViewDeps, type DataViewActor } from '../../features/data-views/deps';
import { getDataView as getView, listDataViews as listViews } from '../../features/data-views/list-data-views';
import { saveDataView as saveView } from '../../features/data-views/save-data-view';
import { seedSystemDataViews } from '../../features/data-views/seed-system-data-views';
import { AppError } from '../../errors/app-error';
import type { AppContext } from '../context';
import { mount } from '../validate';

/**
 * Saved player-table views (spec §7 "Data views"). The system views are seeded once per process
 * before the first data-view request is answered (idempotent, so several instances may race).
 */
export function dataViewsRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const deps = defaultDataViewDeps(ctx.clock);

  let seeded: Promise<unknown> | null = null;
  const ensureSeeded = () => {
    seeded ??= seedSystemDataViews(deps).catch((error: unknown) => {
      seeded = null; // try again on the next request
      throw error;
    });
    return seeded;
  };

  /** The caller, from the verified token; the username comes from the stored user. */
  const actorOf = async (userId: number | null): Promise<DataViewActor> => {
    if (userId === null) throw AppError.unauthenticated('Must be logged in.');
    const user = await ctx.repos.users.findById(userId);
    if (!user) throw AppError.unauthenticated('Must be logged in.');
    return { userId, username: user.username };
  };

  // The server's query engine (before /data-views/:id, which would take "columns" for an id).
  const columns = dataViewColumnInfos();
  mount(router, listDataViewColumns, async () => columns, { checkResponse });
  mount(
    router,
    queryDataView,
    async ({ body, userId, req }) => {
      ctx.dataViews ??= createDataViewQueryService(ctx.clock);
      return ctx.dataViews.query(body, { userId, key: `ip:${req.ip}` });
    },
    { checkResponse },
  );
  mount(
    router,
    listDataViews,
    async ({ query, userId }) => {
      await ensureSeeded();
      return listViews(deps, query, userId);
    },
    { checkResponse },
  );
  mount(
    router,
    getDataView,
    async ({ params }) => {
      await ensureSeeded();
      return getView(deps, params.id);
    },
    { checkResponse },
  );
  mount(router, saveDataView, async ({ body, userId }) => saveView(deps, await actorOf(userId), body), {
    checkResponse,
  });
  mount(router, deleteDataView, async ({ params, userId }) => deleteView(deps, await actorOf(userId), params.id), {
    checkResponse,
  });
  return router;
}
