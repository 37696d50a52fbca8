import { Aggregator } from '../../../db/embedded/mingo-context';
import { PLAY_TOTALS_COLLECTION, type PlayRole } from './play-measures';
import { weekList, weekWindow } from './sources';
import { teamGamesQuery, type SourceQuery } from './pipeline';
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

/** Adds the numeric fields of per-game rows (every accumulator summed here is a $sum, so the total is exact). */
function addUp(into: Row, rows: Row[]): Row {
  for (const r of rows) {
    for (const [name, v] of Object.entries(r)) if (name !== '_id' && typeof v === 'number') into[name] = ((into[name] as number | undefined) ?? 0) + v;
  }
  return into;
}

/** Per-game rows grouped by their key (`_id.k`), each keyed by its game (`_id.g`). */
function byKey(rows: Row[]): Map<string, Map<string, Row>> {
  const out = new Map<string, Map<string, Row>>();
  for (const r of rows) {
    const { k, g } = r._id as { k: string; g: string };
    let games = out.get(k);
    if (!games) out.set(k, (games = new Map()));
    games.set(g, r);
  }
  return out;
}

/**
 * Turns each per-game query (pipeline.ts `perGame`) into rows per player, then computes the cells from the sums
 * with the query's own `$project` (run here by the same expression engine as the embedded server's, on at most
 * a row per player). Every accumulator summed is a $sum, so summing per-game rows is exact.
 * - `team` (limit_to_player_active_games): his current team's game rows over the games he was active in; `_games`
 *   counts them. A player without a team, a gsis id or an active game in the window has no value.
 * - `player` (a count per team play): his own game rows in the games his current team played, and his team's
 *   plays of those same games as `_basis_<m>` — his share of his current team's plays in the games he played for it.
 * Other queries pass through unchanged.
 */
export async function resolvePerGame(aggregate: Aggregate, players: Keys[], queries: SourceQuery[], results: Row[][], scope: QueryScope): Promise<{ queries: SourceQuery[]; results: Row[][] }> {
  if (!queries.some((q) => q.perGame)) return { queries, results };
  const gsis = [...new Set(players.map((p) => p.gsis_id).filter((g): g is string => typeof g === 'string'))];
  const windows = new Map<string, Promise<Map<string, Set<string>>>>();
  const out = await Promise.all(
    queries.map(async (q, k): Promise<[SourceQuery, Row[]]> => {
      if (!q.perGame) return [q, results[k]];
      const p = q.perGame.params;
      const docs: Row[] = [];
      if (q.perGame.by === 'team') {
        const windowKey = `${p.year}|${p.seas_type}|${p.week_min}|${p.week_max}`;
        if (!windows.has(windowKey)) windows.set(windowKey, activeGames(aggregate, gsis, p, scope));
        const played = await windows.get(windowKey)!;
        const teams = byKey(results[k]);
        for (const player of players) {
          const games = player.gsis_id ? played.get(player.gsis_id) : undefined;
          const rows = player.team && games ? [...(teams.get(player.team)?.entries() ?? [])].filter(([g]) => games.has(g)).map(([, r]) => r) : [];
          if (rows.length) docs.push(addUp({ _id: player.pid, _games: rows.length }, rows));
        }
      } else {
        const own = [...new Set(players.map((x) => x.team).filter((t): t is string => typeof t === 'string'))];
        const basis = teamGamesQuery(p, scope, q.perGame.basis, own.length <= NARROW_MAX ? own : undefined);
        const teams = byKey(basis ? await aggregate(basis.collection, basis.pipeline) : []);
        const mine = byKey(results[k]);
        for (const player of players) {
          const games = player.gsis_id ? mine.get(player.gsis_id) : undefined;
          const team = player.team ? teams.get(player.team) : undefined;
          if (!games || !team) continue;
          const shared = [...games.keys()].filter((g) => team.has(g));
          if (shared.length) docs.push(addUp(addUp({ _id: player.pid }, shared.map((g) => games.get(g)!)), shared.map((g) => team.get(g)!)));
        }
      }
      const rows = new Aggregator(q.perGame.finish).run(docs) as Row[];
      return [{ collection: q.collection, pipeline: q.pipeline, key: 'pid', cells: q.cells }, rows];
    }),
  );
  return { queries: out.map(([q]) => q), results: out.map(([, r]) => r) };
}
