import { getRostersEndpoint } from '@league/shared-rules/contracts';
import type { LineupRoster } from '../research/projected-lineups';
import { apiClient, type ApiContext } from './http';

/**
 * Told to every page valuing the pool when the league's rosters changed (a signing, a release, a trade,
 * a draft pick — by anyone in the league), so its values are recomputed (spec §4: "when the league, a
 * source or rosters change").
 */
export const ROSTERS_CHANGED = 'league:rosters-changed';

type Entry = { digest: string; rosters: Promise<LineupRoster[]> };
const lists = new Map<string, Entry>();
const keyOf = (ctx: ApiContext, leagueId: number, year: number) => `${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}|${year}`;

/** Who is on which team (slots included: a lineup projection reads them); the order of the answer does not count. */
export function rosterDigest(rosters: readonly LineupRoster[]): string {
  return rosters
    .map((r) => `${r.tid}:${r.players.map((p) => `${p.pid}/${p.slot}`).sort().join(',')}`)
    .sort()
    .join(';');
}

async function fetchRosters(ctx: ApiContext, leagueId: number, year: number): Promise<LineupRoster[]> {
  if (leagueId < 1) return [];
  const { rosters } = await apiClient(ctx).call(getRostersEndpoint, { params: { leagueId }, query: { year } });
  return rosters.map((r) => ({ tid: r.tid, players: r.players.map((p) => ({ pid: p.pid, pos: p.pos, slot: p.slot })) }));
}

/** The league's rosters as last read (read once, then kept until {@link refreshRosters} finds a change). */
export function loadRosters(ctx: ApiContext, leagueId: number, year: number): Promise<LineupRoster[]> {
  const key = keyOf(ctx, leagueId, year);
  const hit = lists.get(key);
  if (hit) return hit.rosters;
  const rosters = fetchRosters(ctx, leagueId, year);
  const entry: Entry = { digest: '', rosters };
  lists.set(key, entry);
  rosters.then((r) => (entry.digest = rosterDigest(r))).catch(() => lists.delete(key));
  return rosters;
}

/**
 * Reads the rosters again; when they differ from the kept ones, keeps the new ones and tells the
 * pages ({@link ROSTERS_CHANGED}). True when they changed.
 */
export async function refreshRosters(ctx: ApiContext, leagueId: number, year: number): Promise<boolean> {
  if (leagueId < 1) return false;
  const key = keyOf(ctx, leagueId, year);
  const kept = lists.get(key);
  if (kept) await kept.rosters.catch(() => undefined);
  const fresh = await fetchRosters(ctx, leagueId, year);
  const digest = rosterDigest(fresh);
  if (kept?.digest === digest) return false;
  lists.set(key, { digest, rosters: Promise.resolve(fresh) });
  if (!kept) return false;
  window.dispatchEvent(new Event(ROSTERS_CHANGED));
  return true;
}

export function clearRostersCache(): void {
  lists.clear();
}
