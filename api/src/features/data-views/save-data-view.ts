import type { DataView, SaveDataViewRequest } from '@league/shared-rules/contracts';
import { isDataViewOwner } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import { unixSeconds, type DataViewActor, type DataViewDeps } from './deps';

/**
 * Saves the caller's view (spec §4 "Saving a view"). An id the server knows is an update, allowed
 * only to the owner; an unknown id (client-generated for a view never saved) or no id creates a new
 * view with a server id, which the answer carries so the client can replace its own.
 */
export async function saveDataView(
  deps: DataViewDeps,
  actor: DataViewActor,
  request: SaveDataViewRequest,
): Promise<DataView> {
  const now = unixSeconds(deps.now());
  const patch = {
    view_name: request.view_name,
    view_description: request.view_description,
    view_search_column_id: request.view_search_column_id,
    table_state: request.table_state,
    updated_at: now,
  };

  if (request.view_id !== undefined) {
    const existing = await deps.dataViews.findById(request.view_id);
    if (existing) {
      if (!isDataViewOwner(existing, actor.userId)) {
        throw AppError.forbidden('Only the owner may save this view');
      }
      const updated = await deps.dataViews.updateOwned(existing.view_id, actor.userId, patch);
      // Deleted between the read and the write: the view no longer exists.
      if (!updated) throw AppError.notFound('Data view not found');
      return updated;
    }
  }

  return deps.dataViews.insert({
    ...patch,
    view_id: deps.newId(),
    view_username: actor.username,
    user_id: actor.userId,
    created_at: now,
  });
}
