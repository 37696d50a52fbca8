import { createRoster, type League } from '@league/shared-rules';
import type { Roster } from '@league/shared-rules/contracts';
import type { PlayerDoc } from '../../db/models/player.model';
import type { RosterPlayerDoc } from '../../db/models/roster.model';
import type { RosterDeps } from './deps';

/**
 * A team's roster as the contract answers it: rows joined with player names and NFL teams, plus
 * the available cap and space the shared roster model computes.
 */
export async function buildRoster(
  deps: RosterDeps,
  { league, tid, year, week, rows, known = [] }: { league: League; tid: number; year: number; week: number; rows: RosterPlayerDoc[]; known?: PlayerDoc[] },
): Promise<Roster> {
  // names of players already loaded are reused; only the rest are read
  const have = new Set(known.map((p) => p.pid));
  const missing = rows.map((r) => r.pid).filter((pid) => !have.has(pid));
  const players = missing.length ? [...known, ...(await deps.players.findByPids(missing))] : known;
  return toRoster({ league, tid, year, week, rows, byPid: new Map(players.map((p) => [p.pid, p])) });
}

/**
 * Joins a team's roster rows with their players' names and NFL teams (a row whose player is not
 * in `byPid` shows its pid and `INA`) and adds the cap and space the shared roster model computes.
 */
export function toRoster(
  { league, tid, year, week, rows, byPid }: { league: League; tid: number; year: number; week: number; rows: RosterPlayerDoc[]; byPid: ReadonlyMap<string, PlayerDoc> },
): Roster {
  const model = createRoster(league, rows, { tid });
  let lastUpdated: number | null = null;
  for (const r of rows) if (r.timestamp !== null && (lastUpdated === null || r.timestamp > lastUpdated)) lastUpdated = r.timestamp;
  return {
    tid,
    lid: league.uid,
    year,
    week,
    last_updated: lastUpdated,
    players: rows.map((r) => ({
      pid: r.pid,
      pos: r.pos,
      slot: r.slot,
      tag: r.tag,
      value: r.value,
      extensions: r.extensions,
      tid: r.tid,
      lid: r.lid,
      year: r.year,
      type: r.type,
      timestamp: r.timestamp,
      name: byPid.get(r.pid)?.name ?? r.pid,
      team: byPid.get(r.pid)?.team ?? 'INA',
      bid: r.bid ?? null,
      restricted_free_agency_tag_nominated: r.restricted_free_agency_tag_nominated ?? null,
      restricted_free_agency_tag_announced: r.restricted_free_agency_tag_announced ?? null,
    })),
    availableCap: model.availableCap,
    availableSpace: model.availableSpace,
  };
}
