import { useState } from 'react';
import { getShownMessage } from '@league/shared-rules/client';
import type { DataView, DataViewTableState, Notice } from '@league/shared-rules/contracts';
import { postDataView, removeDataView } from '../data/data-views-api';
import type { ApiContext } from '../data/http';
import { defaultView, mayModify, newClientViewId } from './view-rules';

export interface ActionDeps {
  ctx: ApiContext;
  userId: number | null;
  username: string | null;
  notify: (notice: Notice) => void;
  /** The current list and its setter (the page owns it). */
  views: readonly DataView[];
  setViews: (views: DataView[]) => void;
  select: (viewId: string | null) => void;
}

/**
 * Save-as-new, rename and delete of data views. Owner checks run before any request (spec §5:
 * refused silently with a console warning); the server enforces the same rule with 403.
 */
export function useDataViewActions({ ctx, userId, username, notify, views, setViews, select }: ActionDeps) {
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      return true;
    } catch (error) {
      notify({ message: getShownMessage(error), severity: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = (view: DataView) =>
    run(async () => {
      const saved = await postDataView(ctx, {
        view_id: view.view_id,
        view_name: view.view_name,
        view_description: view.view_description,
        view_search_column_id: view.view_search_column_id,
        table_state: view.table_state,
      });
      // A view never saved carried a client id; the server's id replaces it (spec §4).
      const index = views.findIndex((v) => v.view_id === view.view_id);
      setViews(index < 0 ? [...views, saved] : views.map((v, i) => (i === index ? saved : v)));
      select(saved.view_id);
      notify({ message: 'Saved Players Table View', severity: 'success' });
    });

  /** Copies `base` into a new view owned by the current user and saves it. */
  const saveAsNew = async (base: DataView, name: string, description: string, tableState: DataViewTableState = base.table_state): Promise<boolean> => {
    if (userId === null || !username) {
      console.warn('data view save refused: not logged in');
      return false;
    }
    const now = Math.floor(Date.now() / 1000);
    const draft: DataView = {
      ...base,
      view_id: newClientViewId(),
      view_name: name,
      view_description: description,
      table_state: tableState,
      view_username: username,
      user_id: userId,
      created_at: now,
      updated_at: now,
    };
    return save(draft);
  };

  const rename = async (view: DataView, name: string, description: string): Promise<boolean> => {
    if (!mayModify(view, userId, 'save')) return false;
    return save({ ...view, view_name: name, view_description: description });
  };

  /** Owner only: the working columns, parameters and sort saved over the view. */
  const saveChanges = async (view: DataView, tableState: DataViewTableState): Promise<boolean> => {
    if (!mayModify(view, userId, 'save')) return false;
    return save({ ...view, table_state: tableState });
  };

  const remove = async (view: DataView): Promise<boolean> => {
    if (!mayModify(view, userId, 'delete')) return false;
    return run(async () => {
      await removeDataView(ctx, view.view_id);
      const rest = views.filter((v) => v.view_id !== view.view_id);
      setViews(rest);
      // Spec §4: deleting the selected view reverts to the default view.
      select(defaultView(rest)?.view_id ?? null);
      notify({ message: 'Deleted Players Table View', severity: 'success' });
    });
  };

  return { busy, saveAsNew, rename, saveChanges, remove };
}
