import { isDataViewOwner } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { DataViewActor, DataViewDeps } from './deps';

/** Deletes the caller's own view; 404 when unknown, 403 when someone else's (or a system view). */
export async function deleteDataView(
  deps: DataViewDeps,
  actor: DataViewActor,
  viewId: string,
): Promise<{ view_id: string; deleted: true }> {
  const existing = await deps.dataViews.findById(viewId);
  if (!existing) throw AppError.notFound('Data view not found');
  if (!isDataViewOwner(existing, actor.userId)) {
    throw AppError.forbidden('Only the owner may delete this view');
  }
  const deleted = await deps.dataViews.deleteOwned(viewId, actor.userId);
  if (!deleted) throw AppError.notFound('Data view not found');
  return { view_id: viewId, deleted: true };
}
