import { Aggregator } from '../../../db/embedded/mingo-context';
import { PLAY_TOTALS_COLLECTION, type PlayRole } from './play-measures';
import { weekList, weekWindow } from './sources';
import type { SourceQuery } from './pipeline';
import type { QueryScope, ResolvedParams } from './types';

type Row = Record<string, unknown>;
type Aggregate = (collection: string, pipeline: Record<string, unknown>[]) => Promise<Row[]>;
interface Keys {
  pid: string;
  gsis_id?: string | null;
  team?: string | null;
}

/** The roles that make a game one the player was active in: a play as passer, rusher or receiver. */
const ACTIVE_ROLES: PlayRole[] = ['pass', 'rush', 'rec'];
/** Above this many players the active-games read takes the whole window and keeps the players' rows here. */
const NARROW_MAX = 500;

/**
 * Each player's games in a season window: the games in which he has a play_game_totals row of a player role
 * (role, key, year, season_type, week index when narrowed to the page; role, year, season_type, week otherwise),
 * within the view's game filters.
 */
async function activeGames(aggregate: Aggregate, gsis: string[], params: ResolvedParams, scope: QueryScope): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  const w = weekWindow(params);
  if (!w || !gsis.length) return out;
  const wanted = new Set(gsis);
  const narrow = gsis.length <= NARROW_MAX ? { key: { $in: gsis } } : {};
  const games = scope.games ? { esbid: { $in: scope.games } } : {};
  const rows = await Promise.all(
    ACTIVE_ROLES.map((role) =>
      aggregate(PLAY_TOTALS_COLLECTION, [
        { $match: { role, ...narrow, year: params.year, season_type: params.seas_type, week: { $in: weekList(w) }, ...games } },
        { $project: { _id: 0, key: 1, esbid: 1 } },
      ]),
    ),
  );
  for (const r of rows.flat()) {
    const key = String(r.key);
    if (!wanted.has(key)) continue;
    let set = out.get(key);
    if (!set) out.set(key, (set = new Set()));
    set.add(String(r.esbid));
  }
  return out;
}

/**
 * limit_to_player_active_games: turns each team-per-game query (pipeline.ts `perGame`) into rows per player —
 * his current team's game rows summed over the games he was active in, then the cells computed from those sums
 * by the query's own `$project` (run here by the same expression engine as the embedded server's, on at most a
 * row per player). Every accumulator of a team play column is a sum, so summing per game rows is exact; `_games`
 * counts the games. A player without a team, a gsis id or an active game in the window has no value. Other
 * queries pass through unchanged.
 */
export async function resolvePerGame(aggregate: Aggregate, players: Keys[], queries: SourceQuery[], results: Row[][], scope: QueryScope): Promise<{ queries: SourceQuery[]; results: Row[][] }> {
  if (!queries.some((q) => q.perGame)) return { queries, results };
  const gsis = [...new Set(players.map((p) => p.gsis_id).filter((g): g is string => typeof g === 'string'))];
  const windows = new Map<string, Promise<Map<string, Set<string>>>>();
  const out = await Promise.all(
    queries.map(async (q, k): Promise<[SourceQuery, Row[]]> => {
      if (!q.perGame) return [q, results[k]];
      const p = q.perGame.params;
      const windowKey = `${p.year}|${p.seas_type}|${p.week_min}|${p.week_max}`;
      if (!windows.has(windowKey)) windows.set(windowKey, activeGames(aggregate, gsis, p, scope));
      const played = await windows.get(windowKey)!;
      const byTeam = new Map<string, Row[]>();
      for (const r of results[k]) {
        const { t } = r._id as { t: string; g: string };
        byTeam.set(t, [...(byTeam.get(t) ?? []), r]);
      }
      const docs: Row[] = [];
      for (const player of players) {
        const games = player.gsis_id ? played.get(player.gsis_id) : undefined;
        const rows = player.team && games ? (byTeam.get(player.team) ?? []).filter((r) => games.has((r._id as { g: string }).g)) : [];
        if (!rows.length) continue;
        const sums: Row = { _id: player.pid, _games: rows.length };
        for (const r of rows) {
          for (const [name, v] of Object.entries(r)) if (name !== '_id' && typeof v === 'number') sums[name] = ((sums[name] as number | undefined) ?? 0) + v;
        }
        docs.push(sums);
      }
      const rows = new Aggregator(q.perGame.finish).run(docs) as Row[];
      return [{ collection: q.collection, pipeline: q.pipeline, key: 'pid', cells: q.cells }, rows];
    }),
  );
  return { queries: out.map(([q]) => q), results: out.map(([, r]) => r) };
}
