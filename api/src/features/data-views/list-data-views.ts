import type { DataView } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { DataViewDeps } from './deps';

/**
 * Lists system views plus one user's views: the user named by `user_id`/`username` when given
 * (spec §1 "viewing of data views by user id or username"), otherwise the signed-in caller's own.
 */
export async function listDataViews(
  deps: DataViewDeps,
  filter: { user_id?: number; username?: string },
  callerUserId: number | null,
): Promise<DataView[]> {
  if (filter.user_id !== undefined || filter.username !== undefined) {
    return deps.dataViews.listSystemAndUser({ userId: filter.user_id, username: filter.username });
  }
  return deps.dataViews.listSystemAndUser(callerUserId === null ? {} : { userId: callerUserId });
}

/** One view by id, or 404. */
export async function getDataView(deps: DataViewDeps, viewId: string): Promise<DataView> {
  const view = await deps.dataViews.findById(viewId);
  if (!view) throw AppError.notFound('Data view not found');
  return view;
}
