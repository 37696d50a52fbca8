import {
  deleteDataView,
  listDataViews,
  saveDataView,
  type DataView,
  type SaveDataViewRequest,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';

/** Whose views to list besides the system ones (spec §1: by user id or username). */
export interface ViewOwnerFilter {
  user_id?: number;
  username?: string;
}

/** System views plus the named user's views, or the caller's own (the token identifies the caller). */
export function fetchDataViews(ctx: ApiContext, owner: ViewOwnerFilter = {}, signal?: AbortSignal): Promise<DataView[]> {
  return apiClient(ctx).call(listDataViews, { query: owner, signal });
}

/** Reads `?user_id=` / `?username=` from a query string; invalid values are ignored. */
export function ownerFilterFromSearch(search: string): ViewOwnerFilter {
  const params = new URLSearchParams(search);
  const filter: ViewOwnerFilter = {};
  const userId = Number(params.get('user_id'));
  if (Number.isInteger(userId) && userId > 0) filter.user_id = userId;
  const username = params.get('username')?.trim();
  if (username) filter.username = username;
  return filter;
}

export function postDataView(ctx: ApiContext, body: SaveDataViewRequest): Promise<DataView> {
  return apiClient(ctx).call(saveDataView, { body });
}

export function removeDataView(ctx: ApiContext, viewId: string): Promise<{ view_id: string; deleted: true }> {
  return apiClient(ctx).call(deleteDataView, { params: { id: viewId } });
}
