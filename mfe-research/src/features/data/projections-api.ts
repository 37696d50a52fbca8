import {
  deleteProjectionEndpoint,
  getLeagueEndpoint,
  getPoolPointsEndpoint,
  getProjectionsEndpoint,
  listProjectionsEndpoint,
  listSourcesEndpoint,
  searchPlayersEndpoint,
  setProjectionEndpoint,
  setSourceWeightEndpoint,
  type PoolPointsResponse,
  type ProjectionRow,
  type ProjectionStatKey,
  type Source,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';
import { clearRostersCache, loadRosters } from './league-rosters';

/**
 * The Projections tab's reads and writes (spec §4 "Projections and values"). Weights and own rows go
 * to the server only with a token; a visitor's stay in this browser (localStorage), so the tab reads
 * and writes them here for both.
 */

const WEIGHTS_KEY = 'league.projections.weights';
const OWN_KEY = 'league.projections.own';

function readLocal<T>(key: string, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeLocal(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or a full store: the change lives until the page closes
  }
}

/** Sources with the caller's weights (a visitor's from this browser). */
export async function loadSources(ctx: ApiContext): Promise<Source[]> {
  const sources = await apiClient(ctx).call(listSourcesEndpoint);
  if (ctx.token) return sources;
  const local = readLocal<Record<string, number>>(WEIGHTS_KEY, {});
  return sources.map((s) => ({ ...s, weight: local[String(s.uid)] ?? s.weight }));
}

/**
 * True when this browser's visitor has set a weight other than the default or an own row of the season:
 * only then do a visitor's values differ from the server's at the default weights.
 */
export function hasLocalProjectionChoices(year: number): boolean {
  const weights = Object.values(readLocal<Record<string, number>>(WEIGHTS_KEY, {}));
  return weights.some((w) => w !== 1) || localOwnRows(year, () => true).length > 0;
}

/**
 * Told to every page valuing the pool (the players table) when a weight or an own row changed in this
 * browser, so its values are recomputed (spec §4) without a reload.
 */
export const PROJECTIONS_CHANGED = 'league:projections-changed';
const announce = () => window.dispatchEvent(new Event(PROJECTIONS_CHANGED));

export async function saveWeight(ctx: ApiContext, sourceId: number, weight: number): Promise<void> {
  if (ctx.token) await apiClient(ctx).call(setSourceWeightEndpoint, { params: { sourceId }, body: { weight } });
  else writeLocal(WEIGHTS_KEY, { ...readLocal<Record<string, number>>(WEIGHTS_KEY, {}), [String(sourceId)]: weight });
  announce();
}

type LocalOwn = Record<string, Partial<Record<ProjectionStatKey, number>>>;
const ownKey = (year: number, week: number, pid: string) => `${year}:${week}:${pid}`;

function localOwnRows(year: number, filter: (week: number, pid: string) => boolean): ProjectionRow[] {
  const out: ProjectionRow[] = [];
  for (const [key, stats] of Object.entries(readLocal<LocalOwn>(OWN_KEY, {}))) {
    const [y, w, pid] = key.split(':');
    if (Number(y) !== year || !filter(Number(w), pid)) continue;
    out.push({ pid, week: Number(w), year, seas_type: 'REG', sourceid: null, userid: null, timestamp: 0, ...stats });
  }
  return out;
}

/** A player's rows of a season: the sources' and the caller's own (a visitor's from this browser). */
export async function loadPlayerProjections(ctx: ApiContext, pid: string, year: number): Promise<ProjectionRow[]> {
  const rows = await apiClient(ctx).call(getProjectionsEndpoint, { params: { pid }, query: { year } });
  return ctx.token ? rows : [...rows, ...localOwnRows(year, (_w, p) => p === pid)];
}

/**
 * The pool's rows, positions, league and rosters, kept per caller, league, season and first week: a
 * weight change revalues without refetching them (rows change only with own rows, which clear it).
 */
const pools = new Map<string, ReturnType<typeof fetchPool>>();

export function clearPoolCache(): void {
  pools.clear();
  clearRostersCache();
}

export async function saveOwnStat(ctx: ApiContext, pid: string, year: number, week: number, type: ProjectionStatKey, value: number): Promise<void> {
  pools.clear();
  if (ctx.token) {
    await apiClient(ctx).call(setProjectionEndpoint, { params: { pid }, body: { week, type, value } });
  } else {
    const own = readLocal<LocalOwn>(OWN_KEY, {});
    const key = ownKey(year, week, pid);
    writeLocal(OWN_KEY, { ...own, [key]: { ...own[key], [type]: value } });
  }
  announce();
}

export async function deleteOwn(ctx: ApiContext, pid: string, year: number, week: number): Promise<void> {
  pools.clear();
  if (ctx.token) {
    await apiClient(ctx).call(deleteProjectionEndpoint, { params: { pid }, body: { week } });
  } else {
    const own = readLocal<LocalOwn>(OWN_KEY, {});
    delete own[ownKey(year, week, pid)];
    writeLocal(OWN_KEY, own);
  }
  announce();
}

/**
 * The pool to value: every row from `fromWeek` on, the projected players' positions, the league, and —
 * in a hosted league — its current rosters (spec §4: the lineups are projected from this week's rosters;
 * kept apart from the rows, so a roster change re-reads the rosters only: see league-rosters.ts).
 */
export async function loadPool(ctx: ApiContext, leagueId: number, year: number, fromWeek: number) {
  const key = `${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}|${year}|${fromWeek}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = fetchPool(ctx, leagueId, year, fromWeek);
    pools.set(key, pool);
    pool.catch(() => pools.delete(key));
  }
  const [kept, rosters] = await Promise.all([pool, loadRosters(ctx, leagueId, year)]);
  return { ...kept, rosters };
}

async function fetchPool(ctx: ApiContext, leagueId: number, year: number, fromWeek: number) {
  const client = apiClient(ctx);
  const [rows, league] = await Promise.all([
    client.call(listProjectionsEndpoint, { query: { year, from_week: fromWeek } }),
    client.call(getLeagueEndpoint, { params: { leagueId } }),
  ]);
  const all = ctx.token ? rows : [...rows, ...localOwnRows(year, (w) => w >= fromWeek)];
  const pids = [...new Set(all.map((r) => r.pid))];
  const players: Array<{ pid: string; pos: string }> = [];
  for (let i = 0; i < pids.length; i += 500) {
    const page = await client.call(searchPlayersEndpoint, { body: { pids: pids.slice(i, i + 500), limit: 500 } });
    for (const p of page.players) players.push({ pid: p.pid, pos: p.pos });
  }
  return { rows: all, players, league };
}

/**
 * The pool's points at the default weights without own rows, the same for every caller (the page answer
 * preloads it): the players table's projection column from its first paint.
 */
/**
 * The pool's projected points: at the default weights (the same for every caller, preloaded with the
 * page), or with `mine` the signed-in caller's own weights and rows, valued on the server.
 */
export function loadPoolPoints(ctx: ApiContext, leagueId: number, mine = false): Promise<PoolPointsResponse> {
  return apiClient(ctx).call(getPoolPointsEndpoint, mine ? { params: { leagueId }, query: { weights: 'mine' } } : { params: { leagueId } });
}
