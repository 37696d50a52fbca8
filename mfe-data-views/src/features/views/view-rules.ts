import { DATA_VIEW_COLUMNS, isDataViewOwner, type DataView, type DataViewColumnId } from '@league/shared-rules/contracts';

/** Prefix of ids the client gives views never saved; the server replaces them (spec §4). */
export const CLIENT_ID_PREFIX = 'client-';

export function newClientViewId(random: () => string = () => Math.random().toString(36).slice(2, 10)): string {
  return `${CLIENT_ID_PREFIX}${Date.now().toString(36)}-${random()}`;
}

export function isUnsavedView(view: Pick<DataView, 'view_id'>): boolean {
  return view.view_id.startsWith(CLIENT_ID_PREFIX);
}

/**
 * Spec §5/§6: only the owner may save or delete a view; anyone else is refused silently, with a
 * console warning. Returns whether the action may go ahead. A view never saved belongs to whoever
 * created it locally, so it may be saved by that user.
 */
export function mayModify(view: DataView, userId: number | null, action: 'save' | 'delete'): boolean {
  if (isDataViewOwner(view, userId)) return true;
  console.warn(`data view ${action} refused: ${view.view_id} is not owned by the current user`);
  return false;
}

/** Spec §4: the default view, used at start and after the selected view is deleted. */
export function defaultView(views: readonly DataView[]): DataView | null {
  return views.find((v) => v.view_username === 'system') ?? views[0] ?? null;
}

/** Short header label of a catalogue column. */
export function columnLabel(id: DataViewColumnId): string {
  return DATA_VIEW_COLUMNS[id].label;
}

/** Plain-language description of a catalogue column (spec §3). */
export function columnDescription(id: DataViewColumnId): string {
  return DATA_VIEW_COLUMNS[id].description;
}

/** "NFL draft year (descending), then Overall NFL draft pick (ascending)". */
export function describeSort(view: DataView): string {
  const parts = view.table_state.sort.map(
    (s) => `${columnDescription(s.column_id)} (${s.desc ? 'descending' : 'ascending'})`,
  );
  return parts.length === 0 ? 'Unsorted' : parts.join(', then ');
}

/** Ids of every column shown, prefix columns first. */
export function shownColumns(view: DataView): DataViewColumnId[] {
  const ids = [...view.table_state.prefix_columns, ...view.table_state.columns.map((c) => c.column_id)];
  return ids.filter((id, i) => ids.indexOf(id) === i);
}
