import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/** A stored user. `username_key` is the lower-cased username, unique, so `Bob` and `bob` collide. */
export interface UserDoc {
  uid: number;
  username: string;
  username_key: string;
  email: string;
  password_hash: string;
  phone: string | null;
  user_text_notifications: boolean;
  user_voice_notifications: boolean;
  watchlist: string[];
  created_at: number;
  /** The league and team the app opens on (PUT /me `default_league`, `default_team`); absent or null: the first. */
  default_lid?: number | null;
  default_tid?: number | null;
  /**
   * Bumped by a password change or a logout-everywhere; tokens carry the version they were issued
   * under and stop working once it moves on. Absent on accounts created before it existed (= 0).
   */
  token_version?: number;
}

const userSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    username: { type: String, required: true },
    username_key: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    password_hash: { type: String, required: true },
    phone: { type: String, default: null },
    user_text_notifications: { type: Boolean, default: false },
    user_voice_notifications: { type: Boolean, default: false },
    watchlist: { type: [String], default: [] },
    created_at: { type: Number, required: true },
    default_lid: { type: Number, default: null },
    default_tid: { type: Number, default: null },
    token_version: { type: Number, default: 0 },
  },
  { collection: 'users', versionKey: false },
);

export const UserModel = defineModel<UserDoc>('User', userSchema);

/** Team ownership: which users own which teams (a team may have co-owners). */
export interface UserTeamDoc {
  userid: number;
  tid: number;
  lid: number;
  teamtext: boolean;
  teamvoice: boolean;
  leaguetext: boolean;
}

const userTeamSchema = new Schema(
  {
    userid: { type: Number, required: true },
    tid: { type: Number, required: true, index: true },
    lid: { type: Number, required: true },
    teamtext: { type: Boolean, default: false },
    teamvoice: { type: Boolean, default: false },
    leaguetext: { type: Boolean, default: false },
  },
  { collection: 'users_teams', versionKey: false },
);
userTeamSchema.index({ userid: 1, tid: 1 }, { unique: true });

export const UserTeamModel = defineModel<UserTeamDoc>('UserTeam', userTeamSchema);
