import {
  getLeagueEndpoint,
  getPercentilesEndpoint,
  getPlayerGamelogsByPidEndpoint,
  getPlayerGamelogsEndpoint,
  getPlayerMarketsEndpoint,
  getPlayerPracticesEndpoint,
  getScheduleEndpoint,
  getTeamSeasonlogsEndpoint,
  listTransactionsEndpoint,
  type Gamelog,
  type NflGame,
  type Percentiles,
  type PlayerGamelogs,
  type PlayerMarkets,
  type PracticeReport,
  type TeamSeasonlogs,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';

/**
 * The drawer tabs' reads. Spec §5 "Caching": results are cached by key, so reopening a tab or a
 * player skips the request (gamelogs, percentiles, seasonlogs, schedules); markets are requested
 * once per player. A failed request is forgotten, so Retry asks again.
 */
const cache = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit) return hit as Promise<T>;
  const p = load();
  cache.set(key, p);
  p.catch(() => cache.delete(key));
  return p;
}

/** Forgets every cached answer (tests; a new session). */
export function clearResearchCache(): void {
  cache.clear();
}

// The requests are shared between tabs and players, so none is tied to one tab's abort signal.
export function loadGamelogs(ctx: ApiContext, pid: string, leagueId: number): Promise<PlayerGamelogs> {
  return cached(`${ctx.apiBase}|gamelogs|${pid}|${leagueId}`, () =>
    apiClient(ctx).call(getPlayerGamelogsByPidEndpoint, { params: { pid }, query: { leagueId } }),
  );
}

export function loadPractices(ctx: ApiContext, pid: string): Promise<PracticeReport[]> {
  return cached(`${ctx.apiBase}|practices|${pid}`, () => apiClient(ctx).call(getPlayerPracticesEndpoint, { params: { pid } }));
}

export function loadMarkets(ctx: ApiContext, pid: string): Promise<PlayerMarkets> {
  return cached(`${ctx.apiBase}|markets|${pid}`, () => apiClient(ctx).call(getPlayerMarketsEndpoint, { params: { pid } }));
}

export function loadPercentiles(ctx: ApiContext, key: string): Promise<Percentiles> {
  return cached(`${ctx.apiBase}|percentiles|${key}`, () =>
    apiClient(ctx).call(getPercentilesEndpoint, { params: { percentile_key: key } }),
  );
}

export function loadSeasonlogs(ctx: ApiContext, leagueId: number): Promise<TeamSeasonlogs> {
  return cached(`${ctx.apiBase}|seasonlogs|${leagueId}`, () =>
    apiClient(ctx).call(getTeamSeasonlogsEndpoint, { query: leagueId > 0 ? { leagueId } : {} }),
  );
}

export function loadSchedule(ctx: ApiContext, year: number): Promise<{ year: number; games: NflGame[] }> {
  return cached(`${ctx.apiBase}|schedule|${year}`, () => apiClient(ctx).call(getScheduleEndpoint, { query: { year } }));
}

/** Spec §7: gamelogs by opponent take year, opponent and position. */
export function loadOpponentGamelogs(ctx: ApiContext, year: number, opponent: string, position: Gamelog['pos'], leagueId: number): Promise<Gamelog[]> {
  return cached(`${ctx.apiBase}|opp|${year}|${opponent}|${position}|${leagueId}`, () =>
    apiClient(ctx).call(getPlayerGamelogsEndpoint, { query: { year, opponent, position, leagueId } }),
  );
}

/** Spec §7: a player's transactions in a league (newest first, up to 100), and the league for tag salaries. */
export function loadPlayerTransactions(ctx: ApiContext, leagueId: number, pid: string) {
  const client = apiClient(ctx);
  return Promise.all([
    client.call(listTransactionsEndpoint, { params: { leagueId }, query: { pid, limit: 100 } }),
    cached(`${ctx.apiBase}|league|${leagueId}`, () => client.call(getLeagueEndpoint, { params: { leagueId } })),
  ]);
}
