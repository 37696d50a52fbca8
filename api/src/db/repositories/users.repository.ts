import { UserModel, UserTeamModel, type UserDoc, type UserTeamDoc } from '../models/user.model';
import { nextId } from '../counters';
import { writeInvalidating } from './careerlogs.repository';
import { plain, rethrowDuplicate } from './duplicate-key';

export type NewUser = Omit<UserDoc, 'uid' | 'username_key' | 'created_at'> & { created_at: number };
export type UserPatch = Partial<
  Pick<UserDoc, 'username' | 'email' | 'password_hash' | 'phone' | 'user_text_notifications' | 'user_voice_notifications' | 'watchlist' | 'default_lid' | 'default_tid'>
>;

/** Users and team ownership. Unique username (case-insensitive) and email raise DuplicateKeyError. */
export interface UsersRepository {
  insert(user: NewUser): Promise<UserDoc>;
  findById(uid: number): Promise<UserDoc | null>;
  /** By email (case-insensitive) or username (case-insensitive). */
  findByLogin(emailOrUsername: string): Promise<UserDoc | null>;
  /** With `endSessions`, the token version is bumped in the same atomic update. */
  update(uid: number, patch: UserPatch, options?: { endSessions?: boolean }): Promise<UserDoc | null>;
  /** The user's token version (0 when never bumped); null for an unknown user. */
  tokenVersion(uid: number): Promise<number | null>;
  /** Bumps the token version atomically; resolves with the new version, null for an unknown user. */
  bumpTokenVersion(uid: number): Promise<number | null>;
  /** Ownership rows of a user, in team id order. */
  teamsOf(uid: number): Promise<UserTeamDoc[]>;
  /** Owners of a team. */
  ownersOf(tid: number): Promise<UserTeamDoc[]>;
  /** Idempotent: an existing ownership row is left alone. */
  addOwner(row: UserTeamDoc): Promise<void>;
}

export function createUsersRepository(): UsersRepository {
  return {
    async insert(user) {
      const uid = await nextId('users');
      const doc: UserDoc = { ...user, uid, username_key: user.username.toLowerCase() };
      try {
        await UserModel.create(doc);
      } catch (err) {
        rethrowDuplicate(err);
      }
      return doc;
    },
    async findById(uid) {
      return plain<UserDoc | null>(await UserModel.findOne({ uid }).lean());
    },
    async findByLogin(login) {
      const key = login.trim().toLowerCase();
      return plain<UserDoc | null>(
        await UserModel.findOne({ $or: [{ email: key }, { username_key: key }] }).lean(),
      );
    },
    async update(uid, patch, options = {}) {
      const set: Record<string, unknown> = { ...patch };
      if (patch.username !== undefined) set.username_key = patch.username.toLowerCase();
      const change = options.endSessions ? { $set: set, $inc: { token_version: 1 } } : { $set: set };
      try {
        if (patch.username === undefined) return plain<UserDoc | null>(await UserModel.findOneAndUpdate({ uid }, change, { returnDocument: 'after' }).lean());
        // careerlogs name their users: a new username invalidates those of every league the user owns a team in
        return await writeInvalidating(async (session) => {
          const doc = await UserModel.findOneAndUpdate({ uid }, change, { returnDocument: 'after', session }).lean();
          const owned = doc ? await UserTeamModel.find({ userid: uid }, { _id: 0, lid: 1 }).session(session).lean() : [];
          return { result: plain<UserDoc | null>(doc), lids: owned.map((o) => o.lid) };
        });
      } catch (err) {
        rethrowDuplicate(err);
      }
    },
    async tokenVersion(uid) {
      const doc = await UserModel.findOne({ uid }, { token_version: 1 }).lean();
      return doc ? (doc.token_version ?? 0) : null;
    },
    async bumpTokenVersion(uid) {
      const doc = await UserModel.findOneAndUpdate({ uid }, { $inc: { token_version: 1 } }, { returnDocument: 'after', projection: { token_version: 1 } }).lean();
      return doc ? (doc.token_version ?? 0) : null;
    },
    async teamsOf(uid) {
      const rows = await UserTeamModel.find({ userid: uid }).sort({ tid: 1 }).lean();
      return rows.map((r) => plain<UserTeamDoc>(r));
    },
    async ownersOf(tid) {
      const rows = await UserTeamModel.find({ tid }).sort({ userid: 1 }).lean();
      return rows.map((r) => plain<UserTeamDoc>(r));
    },
    async addOwner(row) {
      await writeInvalidating(async (session) => {
        const res = await UserTeamModel.updateOne({ userid: row.userid, tid: row.tid }, { $setOnInsert: row }, { upsert: true, session });
        // a user's careerlog line sums the teams the user owns: a new owner changes the league's careerlogs
        return { result: undefined, lids: res.upsertedCount > 0 ? [row.lid] : [] };
      });
    },
  };
}
