import mongoose from 'mongoose';
import { nextId, nextIds } from '../counters';
import { LeagueModel, LeagueSettingChangeModel, TeamModel, type LeagueSettingChangeDoc, type TeamDoc } from '../models/league.model';
import { UserTeamModel } from '../models/user.model';
import { DraftPickModel } from '../models/draft.model';
import { bumpCareerlogs } from './careerlogs.repository';
import { plain } from './duplicate-key';

/** One field's change for {@link LeagueSettingsRepository.updateLeague}. */
export interface SettingChange {
  field: string;
  /** The value as stored (undefined when never set): the write's guard. */
  stored: unknown;
  /** The value in effect (the default league's when never set): what the history shows. */
  old: unknown;
  new: unknown;
}

/**
 * The commissioner's writes to a league's settings and teams. Each write that touches more than one
 * document runs in one transaction, and each is guarded by what the use-case read, so a concurrent
 * change makes it answer false (nothing written) instead of writing over it.
 */
export interface LeagueSettingsRepository {
  /**
   * Sets the changed fields (and the recomputed `derived` values) and records each change, only while
   * every changed field still holds its `old` value; false when another write got there first.
   */
  updateLeague(lid: number, changes: SettingChange[], derived: Record<string, unknown>, by: { userid: number; timestamp: number }): Promise<boolean>;
  listChanges(lid: number, limit: number): Promise<LeagueSettingChangeDoc[]>;
  /** Sets a team's name, abbreviation or image. */
  updateTeam(tid: number, set: Partial<Pick<TeamDoc, 'name' | 'abbrv' | 'image'>>): Promise<void>;
  /** Sets an owner's notification flags for a team (their users_teams row). */
  setOwnerFlags(userid: number, tid: number, set: Partial<{ teamtext: boolean; teamvoice: boolean; leaguetext: boolean }>): Promise<void>;
  /** Inserts a team with a new id and raises num_teams to `numTeams`, together. */
  addTeam(team: Omit<TeamDoc, 'uid'>, numTeams: number): Promise<TeamDoc>;
  /**
   * Archives a team (clears its invite and orders), voids the draft picks it holds and has not used,
   * closes up the others' waiver and draft orders and sets num_teams, together; false when the team was
   * already archived. Used picks (its selections) and its picks another team holds by trade are kept.
   */
  archiveTeam(lid: number, tid: number, at: number, numTeams: number): Promise<boolean>;
  /** Writes one order (1 = first) for the listed teams, together. */
  setOrder(lid: number, field: 'waiver_order' | 'draft_order', tids: number[]): Promise<void>;
  setInviteCode(tid: number, code: string): Promise<void>;
  /**
   * Uses up a team's invite code: clears it only if it is still `code` on a live team of `lid`, so two
   * registrations with the same code cannot both join. True when this call used it.
   */
  consumeInvite(lid: number, tid: number, code: string): Promise<boolean>;
}

async function inTransaction(work: (session: mongoose.ClientSession) => Promise<void>): Promise<void> {
  const session = await mongoose.startSession();
  try {
    await session.withTransaction(() => work(session));
  } finally {
    await session.endSession();
  }
}

export function createLeagueSettingsRepository(): LeagueSettingsRepository {
  return {
    async updateLeague(lid, changes, derived, by) {
      const first = await nextIds('league_settings_changes', changes.length);
      const guard: Record<string, unknown> = { uid: lid };
      // an unset field is stored absent or null; both read as the default, so the guard accepts either
      for (const c of changes) guard[c.field] = c.stored === undefined ? null : c.stored;
      const set: Record<string, unknown> = { ...derived };
      for (const c of changes) set[c.field] = c.new;
      let written = false;
      await inTransaction(async (session) => {
        written = false;
        const res = await LeagueModel.updateOne(guard, { $set: set }, { session });
        if (res.matchedCount !== 1) return;
        await LeagueSettingChangeModel.insertMany(
          changes.map((c, i) => ({ uid: first + i, lid, field: c.field, old: c.old ?? null, new: c.new ?? null, userid: by.userid, timestamp: by.timestamp })),
          { session },
        );
        // the league's playoff rounds shape a season that has no season record yet (careerlogs)
        await bumpCareerlogs([lid], session);
        written = true;
      });
      return written;
    },
    async listChanges(lid, limit) {
      const rows = await LeagueSettingChangeModel.find({ lid }).sort({ timestamp: -1, uid: -1 }).limit(limit).lean();
      return rows.map((r) => plain<LeagueSettingChangeDoc>(r));
    },
    async updateTeam(tid, set) {
      await TeamModel.updateOne({ uid: tid }, { $set: set });
    },
    async setOwnerFlags(userid, tid, set) {
      await UserTeamModel.updateOne({ userid, tid }, { $set: set });
    },
    async addTeam(team, numTeams) {
      const doc = { ...team, uid: await nextId('teams') } as TeamDoc;
      await inTransaction(async (session) => {
        await TeamModel.create([doc], { session });
        await LeagueModel.updateOne({ uid: team.lid }, { $set: { num_teams: numTeams } }, { session });
        // a live team takes a place in the standings of the seasons careerlogs count
        await bumpCareerlogs([team.lid], session);
      });
      return doc;
    },
    async archiveTeam(lid, tid, at, numTeams) {
      let written = false;
      await inTransaction(async (session) => {
        written = false;
        const res = await TeamModel.updateOne(
          { uid: tid, lid, archived_at: null },
          { $set: { archived_at: at, invite_code: null, waiver_order: null, draft_order: null } },
          { session },
        );
        if (res.modifiedCount !== 1) return;
        await DraftPickModel.deleteMany({ lid, tid, pid: null }, { session });
        const rest = await TeamModel.find({ lid, archived_at: null }).sort({ uid: 1 }).session(session).lean();
        for (const field of ['waiver_order', 'draft_order'] as const) {
          const ordered = [...rest].sort((a, b) => (a[field] ?? Infinity) - (b[field] ?? Infinity) || a.uid - b.uid);
          for (const [i, t] of ordered.entries()) {
            if (t[field] !== null && t[field] !== i + 1) await TeamModel.updateOne({ uid: t.uid }, { $set: { [field]: i + 1 } }, { session });
          }
        }
        await LeagueModel.updateOne({ uid: lid }, { $set: { num_teams: numTeams } }, { session });
        await bumpCareerlogs([lid], session);
        written = true;
      });
      return written;
    },
    async setOrder(lid, field, tids) {
      await inTransaction(async (session) => {
        for (const [i, tid] of tids.entries()) await TeamModel.updateOne({ uid: tid, lid }, { $set: { [field]: i + 1 } }, { session });
      });
    },
    async setInviteCode(tid, code) {
      await TeamModel.updateOne({ uid: tid }, { $set: { invite_code: code } });
    },
    async consumeInvite(lid, tid, code) {
      const res = await TeamModel.updateOne({ uid: tid, lid, invite_code: code, archived_at: null }, { $set: { invite_code: null } });
      return res.modifiedCount === 1;
    },
  };
}
