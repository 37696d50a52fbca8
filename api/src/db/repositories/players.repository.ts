import { PlayerModel, type PlayerDoc } from '../models/player.model';

/** Player search criteria; every list matches any of its values, absent means "any". */
export interface PlayerFilter {
  /** Case-insensitive substring of the player's name. */
  text?: string;
  positions?: string[];
  teams?: string[];
  colleges?: string[];
  draftRounds?: number[];
  draftYears?: number[];
  nflStatuses?: string[];
  pids?: string[];
  excludePids?: string[];
  /** Only players on an NFL team (not INA). */
  onTeamOnly?: boolean;
}

export interface PlayersRepository {
  findByPid(pid: string): Promise<PlayerDoc | null>;
  findByPids(pids: string[]): Promise<PlayerDoc[]>;
  /** Best last-season scorers first, then by name. */
  search(filter: PlayerFilter, page: { limit: number; offset: number }): Promise<{ players: PlayerDoc[]; total: number }>;
  /** External id -> pid for every player that has one (joins nflverse data to players). */
  idIndex(field: 'gsis_id' | 'pfr_id'): Promise<Map<string, string>>;
  count(): Promise<number>;
  deleteAll(): Promise<void>;
  insertMany(players: PlayerDoc[]): Promise<void>;
  setPointsLastSeason(points: Map<string, number>): Promise<void>;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function toQuery(f: PlayerFilter): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  if (f.text) q.search = { $regex: escapeRegex(f.text.toLowerCase()) };
  if (f.positions?.length) q.pos = { $in: f.positions };
  if (f.teams?.length) q.team = { $in: f.teams };
  else if (f.onTeamOnly) q.team = { $ne: 'INA' };
  if (f.colleges?.length) q.college = { $in: f.colleges };
  if (f.draftRounds?.length) q.round = { $in: f.draftRounds };
  if (f.draftYears?.length) q.nfl_draft_year = { $in: f.draftYears };
  if (f.nflStatuses?.length) q.nfl_status = { $in: f.nflStatuses };
  if (f.pids || f.excludePids?.length) {
    const pid: Record<string, unknown> = {};
    if (f.pids) pid.$in = f.pids;
    if (f.excludePids?.length) pid.$nin = f.excludePids;
    q.pid = pid;
  }
  return q;
}

const noSearch = { _id: 0, search: 0 } as const;

export function createPlayersRepository(): PlayersRepository {
  return {
    async findByPid(pid) {
      return (await PlayerModel.findOne({ pid }, noSearch).lean()) as unknown as PlayerDoc | null;
    },
    async findByPids(pids) {
      if (pids.length === 0) return [];
      return (await PlayerModel.find({ pid: { $in: pids } }, noSearch).lean()) as unknown as PlayerDoc[];
    },
    async search(filter, page) {
      const query = toQuery(filter);
      const [players, total] = await Promise.all([
        PlayerModel.find(query, noSearch)
          .sort({ points_last_season: -1, lname: 1, fname: 1, pid: 1 })
          .skip(page.offset)
          .limit(page.limit)
          .lean(),
        PlayerModel.countDocuments(query),
      ]);
      return { players: players as unknown as PlayerDoc[], total };
    },
    async idIndex(field) {
      const rows = (await PlayerModel.find({ [field]: { $ne: null } }, { _id: 0, pid: 1, [field]: 1 }).lean()) as unknown as Array<
        Record<string, string>
      >;
      return new Map(rows.map((r) => [r[field], r.pid]));
    },
    async count() {
      return PlayerModel.countDocuments({});
    },
    async deleteAll() {
      await PlayerModel.deleteMany({});
    },
    async insertMany(players) {
      if (players.length) await PlayerModel.insertMany(players, { ordered: false, lean: true });
    },
    async setPointsLastSeason(points) {
      const ops = [...points].map(([pid, pts]) => ({
        updateOne: { filter: { pid }, update: { $set: { points_last_season: pts } } },
      }));
      for (let i = 0; i < ops.length; i += 500) await PlayerModel.bulkWrite(ops.slice(i, i + 500), { ordered: false });
    },
  };
}

