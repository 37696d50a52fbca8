import type { DataView } from '@league/shared-rules/contracts';
import { SYSTEM_VIEW_USERNAME } from '@league/shared-rules/contracts';
import { DataViewModel } from '../models/data-view.model';
import { rethrowDuplicate } from './duplicate-key';

/** Fields a save may change on an existing view. */
export type DataViewPatch = Pick<
  DataView,
  'view_name' | 'view_description' | 'view_search_column_id' | 'table_state' | 'updated_at'
>;

/** Persistence of data views; every method returns plain objects. */
export interface DataViewsRepository {
  findById(viewId: string): Promise<DataView | null>;
  /** System views plus the views of one user (by id or username), system views first. */
  listSystemAndUser(owner: { userId?: number; username?: string }): Promise<DataView[]>;
  insert(view: DataView): Promise<DataView>;
  /** Updates only when `userId` owns the view (one conditional write); null when nothing matched. */
  updateOwned(viewId: string, userId: number, patch: DataViewPatch): Promise<DataView | null>;
  /** Deletes only when `userId` owns the view; false when nothing matched. */
  deleteOwned(viewId: string, userId: number): Promise<boolean>;
  /**
   * Writes a system view's definition (name, description, table state) over the stored one, or
   * inserts it; creation time is kept. True when it was inserted.
   */
  upsertSystem(view: DataView): Promise<boolean>;
}

const projection = { _id: 0 } as const;

function toPlain(doc: Record<string, unknown> | null): DataView | null {
  if (!doc) return null;
  const { _id: _ignored, ...rest } = doc;
  return rest as unknown as DataView;
}

/** The mongoose-backed repository used by the server and by integration tests. */
export function createDataViewsRepository(): DataViewsRepository {
  return {
    async findById(viewId) {
      return toPlain(await DataViewModel.findOne({ view_id: viewId }, projection).lean());
    },

    async listSystemAndUser(owner) {
      const or: Record<string, unknown>[] = [{ view_username: SYSTEM_VIEW_USERNAME }];
      if (owner.userId !== undefined) or.push({ user_id: owner.userId });
      if (owner.username !== undefined) or.push({ view_username: owner.username });
      const docs = await DataViewModel.find({ $or: or }, projection).sort({ created_at: 1 }).lean();
      const views = docs.map((d) => toPlain(d as Record<string, unknown>) as DataView);
      // System views first, each group by creation time (the sort above), ties by id for stability.
      return views.sort((a, b) => {
        const sa = a.view_username === SYSTEM_VIEW_USERNAME ? 0 : 1;
        const sb = b.view_username === SYSTEM_VIEW_USERNAME ? 0 : 1;
        return sa - sb || a.created_at - b.created_at || a.view_id.localeCompare(b.view_id);
      });
    },

    async insert(view) {
      try {
        await DataViewModel.create(view);
      } catch (err) {
        rethrowDuplicate(err);
      }
      return view;
    },

    async updateOwned(viewId, userId, patch) {
      const doc = await DataViewModel.findOneAndUpdate(
        { view_id: viewId, user_id: userId },
        { $set: patch },
        { returnDocument: 'after', projection },
      ).lean();
      return toPlain(doc as Record<string, unknown> | null);
    },

    async deleteOwned(viewId, userId) {
      const result = await DataViewModel.deleteOne({ view_id: viewId, user_id: userId });
      return result.deletedCount === 1;
    },

    async upsertSystem(view) {
      const { view_id, created_at, updated_at, ...definition } = view;
      const result = await DataViewModel.updateOne(
        { view_id },
        { $set: definition, $setOnInsert: { view_id, created_at, updated_at } },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    },
  };
}
