import { getSeason } from '@league/shared-rules';
import type { DataView } from '@league/shared-rules/contracts';
import { SEASON_FANTASY_POINTS_VIEW_ID, SEASON_PROJECTIONS_VIEW_ID } from './seed-system-data-views';
import { AppError } from '../../errors/app-error';
import type { DataViewDeps } from './deps';

/**
 * Lists system views plus one user's views: the user named by `user_id`/`username` when given
 * (spec §1 "viewing of data views by user id or username"), otherwise the signed-in caller's own.
 * The default view comes first (clients open the first system view): spec §4, season fantasy points once the
 * current week is past the final week, otherwise season projections (in the offseason, the coming season's).
 */
export async function listDataViews(
  deps: DataViewDeps,
  filter: { user_id?: number; username?: string },
  callerUserId: number | null,
): Promise<DataView[]> {
  const owner = filter.user_id !== undefined || filter.username !== undefined ? { userId: filter.user_id, username: filter.username } : callerUserId === null ? {} : { userId: callerUserId };
  const views = await deps.dataViews.listSystemAndUser(owner);
  const season = getSeason(Math.floor(deps.now().getTime() / 1000));
  const first = season.week > season.finalWeek ? SEASON_FANTASY_POINTS_VIEW_ID : SEASON_PROJECTIONS_VIEW_ID;
  const at = views.findIndex((v) => v.view_id === first);
  return at > 0 ? [views[at], ...views.slice(0, at), ...views.slice(at + 1)] : views;
}

/** One view by id, or 404. */
export async function getDataView(deps: DataViewDeps, viewId: string): Promise<DataView> {
  const view = await deps.dataViews.findById(viewId);
  if (!view) throw AppError.notFound('Data view not found');
  return view;
}
