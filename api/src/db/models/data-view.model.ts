import { Schema } from 'mongoose';
import type { DataView } from '@league/shared-rules/contracts';
import { defineModel } from './model-helper';

/**
 * A saved player-table view. `view_id` is the public id (system views have stable slugs, user views
 * get a server-generated UUID); `user_id` is null for system views. The table state is validated by
 * the contract before it is written, so it is stored as a plain sub-document.
 */
const dataViewSchema = new Schema<DataView>(
  {
    view_id: { type: String, required: true, unique: true },
    view_name: { type: String, required: true },
    view_description: { type: String, default: '' },
    view_username: { type: String, required: true, index: true },
    user_id: { type: Number, default: null, index: true },
    view_search_column_id: { type: String, default: null },
    table_state: { type: Schema.Types.Mixed, required: true },
    created_at: { type: Number, required: true },
    updated_at: { type: Number, required: true },
  },
  { collection: 'data_views', versionKey: false, minimize: false },
);

export const DataViewModel = defineModel<DataView>('DataView', dataViewSchema);
