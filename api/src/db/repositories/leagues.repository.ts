import { LeagueModel, TeamModel, type LeagueDoc, type TeamDoc } from '../models/league.model';
import { RosterPlayerModel } from '../models/roster.model';
import { SeasonModel } from '../models/season-play.model';
import { writeInvalidating } from './careerlogs.repository';
import { plain } from './duplicate-key';

/** Leagues and their fantasy teams. */
export interface LeaguesRepository {
  findById(lid: number): Promise<LeagueDoc | null>;
  findByIds(lids: number[]): Promise<LeagueDoc[]>;
  /** Leagues whose commissioner is this user, in league id order. */
  findByCommissioner(userId: number): Promise<LeagueDoc[]>;
  /** Inserts unless a league with this uid exists; true when inserted. */
  insertIfMissing(league: LeagueDoc): Promise<boolean>;
  /** Ids of the hosted leagues (the background jobs work on these), ascending. */
  hostedIds(): Promise<number[]>;
  /** Seasons with roster rows or a season record (matchups played or scheduled), ascending. */
  yearsOf(lid: number): Promise<number[]>;
  /** The league's teams, deleted (archived) teams left out. */
  teamsOf(lid: number): Promise<TeamDoc[]>;
  findTeam(tid: number): Promise<TeamDoc | null>;
  findTeams(tids: number[]): Promise<TeamDoc[]>;
  /** Inserts unless a team with this uid exists; true when inserted. */
  insertTeamIfMissing(team: TeamDoc): Promise<boolean>;
  /**
   * Records the rookie draft completed (its last pick made) at `at`: once per draft — only when no
   * completion since the draft's start is recorded.
   */
  setDraftCompleted(lid: number, at: number): Promise<boolean>;
  /**
   * Sets the rookie draft's start and window type (and its completion, for a draft recorded whole),
   * only while the league has no draft_start: a draft the commissioner scheduled is never replaced.
   */
  scheduleDraft(lid: number, draft: { draft_start: number; draft_type: 'hour' | 'day'; completed_at?: number | null }): Promise<void>;
}

export function createLeaguesRepository(): LeaguesRepository {
  return {
    async findById(lid) {
      return plain<LeagueDoc | null>(await LeagueModel.findOne({ uid: lid }).lean());
    },
    async findByIds(lids) {
      const rows = await LeagueModel.find({ uid: { $in: lids } }).sort({ uid: 1 }).lean();
      return rows.map((r) => plain<LeagueDoc>(r));
    },
    async findByCommissioner(userId) {
      const rows = await LeagueModel.find({ commishid: userId }).sort({ uid: 1 }).lean();
      return rows.map((r) => plain<LeagueDoc>(r));
    },
    async insertIfMissing(league) {
      const res = await LeagueModel.updateOne({ uid: league.uid }, { $setOnInsert: league }, { upsert: true });
      return res.upsertedCount > 0;
    },
    async hostedIds() {
      const rows = await LeagueModel.find({ hosted: { $gt: 0 } }, { uid: 1 }).sort({ uid: 1 }).lean();
      return rows.map((r) => r.uid);
    },
    async yearsOf(lid) {
      // a season played without roster rows (the demo league's history keeps its rosters in the weekly lineups) counts too
      const [rostered, played] = await Promise.all([RosterPlayerModel.distinct('year', { lid }), SeasonModel.distinct('year', { lid })]);
      return [...new Set([...(rostered as number[]), ...(played as number[])])].sort((a, b) => a - b);
    },
    async teamsOf(lid) {
      // a deleted (archived) team keeps its history but is no longer one of the league's teams
      const rows = await TeamModel.find({ lid, archived_at: null }).sort({ uid: 1 }).lean();
      return rows.map((r) => plain<TeamDoc>(r));
    },
    async findTeam(tid) {
      return plain<TeamDoc | null>(await TeamModel.findOne({ uid: tid }).lean());
    },
    async findTeams(tids) {
      const rows = await TeamModel.find({ uid: { $in: tids } }).sort({ uid: 1 }).lean();
      return rows.map((r) => plain<TeamDoc>(r));
    },
    async setDraftCompleted(lid, at) {
      const league = await LeagueModel.findOne({ uid: lid }, { draft_start: 1 }).lean();
      const since = (league as { draft_start?: number | null } | null)?.draft_start ?? 0;
      const res = await LeagueModel.updateOne(
        { uid: lid, $or: [{ rookie_draft_completed_at: null }, { rookie_draft_completed_at: { $lt: since } }] },
        { $set: { rookie_draft_completed_at: at } },
      );
      return res.modifiedCount === 1;
    },
    async scheduleDraft(lid, draft) {
      await LeagueModel.updateOne(
        { uid: lid, draft_start: null },
        { $set: { draft_start: draft.draft_start, draft_type: draft.draft_type, rookie_draft_completed_at: draft.completed_at ?? null } },
      );
    },
    async insertTeamIfMissing(team) {
      // a new live team takes a place in the standings careerlogs are computed from
      return writeInvalidating(async (session) => {
        const res = await TeamModel.updateOne({ uid: team.uid }, { $setOnInsert: team }, { upsert: true, session });
        return { result: res.upsertedCount > 0, lids: res.upsertedCount > 0 ? [team.lid] : [] };
      });
    },
  };
}
