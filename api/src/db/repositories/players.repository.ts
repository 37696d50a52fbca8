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
  /** NFL statuses left out (applies with `nflStatuses` too). */
  excludeNflStatuses?: readonly string[];
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

/** In-memory form of {@link PlayerFilter}: one predicate over a stored player. */
function matcher(f: PlayerFilter): (p: PlayerDoc) => boolean {
  const text = f.text?.toLowerCase();
  const sets = {
    pos: f.positions?.length ? new Set<unknown>(f.positions) : null,
    team: f.teams?.length ? new Set<unknown>(f.teams) : null,
    college: f.colleges?.length ? new Set<unknown>(f.colleges) : null,
    round: f.draftRounds?.length ? new Set<unknown>(f.draftRounds) : null,
    year: f.draftYears?.length ? new Set<unknown>(f.draftYears) : null,
    status: f.nflStatuses?.length ? new Set<unknown>(f.nflStatuses) : null,
    notStatus: f.excludeNflStatuses?.length ? new Set<unknown>(f.excludeNflStatuses) : null,
    pids: f.pids ? new Set<unknown>(f.pids) : null,
    exclude: f.excludePids?.length ? new Set<unknown>(f.excludePids) : null,
  };
  return (p) =>
    (!text || p.search.includes(text)) &&
    (!sets.pos || sets.pos.has(p.pos)) &&
    (sets.team ? sets.team.has(p.team) : !f.onTeamOnly || p.team !== 'INA') &&
    (!sets.college || sets.college.has(p.college)) &&
    (!sets.round || sets.round.has(p.round)) &&
    (!sets.year || sets.year.has(p.nfl_draft_year)) &&
    (!sets.status || sets.status.has(p.nfl_status)) &&
    (!sets.notStatus || !sets.notStatus.has(p.nfl_status)) &&
    (!sets.pids || sets.pids.has(p.pid)) &&
    (!sets.exclude || !sets.exclude.has(p.pid));
}

/** Best last-season scorers first (players without points last), then by name and pid. */
function byPoints(a: PlayerDoc, b: PlayerDoc): number {
  const pa = a.points_last_season ?? null;
  const pb = b.points_last_season ?? null;
  if (pa !== pb) {
    if (pa === null) return 1;
    if (pb === null) return -1;
    return pb - pa;
  }
  return a.lname.localeCompare(b.lname) || a.fname.localeCompare(b.fname) || a.pid.localeCompare(b.pid);
}

const projection = { _id: 0 } as const;

/**
 * Players are written only by the importer, read on every players page and auction load, and
 * number a few thousand, so reads are served from one in-process snapshot of the collection,
 * sorted once; any write through this repository drops the snapshot.
 */
export function createPlayersRepository(): PlayersRepository {
  type Snapshot = { sorted: PlayerDoc[]; byPid: Map<string, PlayerDoc>; shown: Map<PlayerDoc, PlayerDoc> };
  let snapshot: Promise<Snapshot> | null = null;
  const load = () =>
    (snapshot ??= PlayerModel.find({}, projection)
      .lean()
      .then((rows) => {
        const sorted = (rows as unknown as PlayerDoc[]).sort(byPoints);
        // The search key is stripped once here: a rest copy that drops a key is V8's slow path,
        // and a rosters page copies hundreds of players per request.
        const shown = new Map(sorted.map((p) => {
          const { search: _search, ...rest } = p;
          return [p, rest as PlayerDoc];
        }));
        return { sorted, byPid: new Map(sorted.map((p) => [p.pid, p])), shown };
      })
      .catch((err) => {
        snapshot = null;
        throw err;
      }));
  // callers get copies (a plain spread, the fast path), so the snapshot cannot be changed from outside
  const out = (snap: Snapshot, p: PlayerDoc): PlayerDoc => ({ ...snap.shown.get(p)! });

  return {
    async findByPid(pid) {
      const snap = await load();
      const p = snap.byPid.get(pid);
      return p ? out(snap, p) : null;
    },
    async findByPids(pids) {
      if (pids.length === 0) return [];
      const snap = await load();
      return pids.flatMap((pid) => {
        const p = snap.byPid.get(pid);
        return p ? [out(snap, p)] : [];
      });
    },
    async search(filter, page) {
      const snap = await load();
      const matches = snap.sorted.filter(matcher(filter));
      return { players: matches.slice(page.offset, page.offset + page.limit).map((p) => out(snap, p)), total: matches.length };
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
      snapshot = null;
      await PlayerModel.deleteMany({});
    },
    async insertMany(players) {
      snapshot = null;
      if (players.length) await PlayerModel.insertMany(players, { ordered: false, lean: true });
    },
    async setPointsLastSeason(points) {
      snapshot = null;
      const ops = [...points].map(([pid, pts]) => ({
        updateOne: { filter: { pid }, update: { $set: { points_last_season: pts } } },
      }));
      for (let i = 0; i < ops.length; i += 500) await PlayerModel.bulkWrite(ops.slice(i, i + 500), { ordered: false });
    },
  };
}

