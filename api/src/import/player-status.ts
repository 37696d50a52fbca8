import { NflStatus, type NflStatusCode } from '@league/shared-rules';

/**
 * What the data set tells about one player's NFL career. The data set has no status feed (spec §3's
 * statuses are derived): the depth-chart snapshot, the game logs and injury reports, the id table's
 * team, and the draft and birth years are the evidence.
 */
export interface CareerEvidence {
  /** His NFL team (nflverse code) in the id table, null for a free agent or a defunct franchise. */
  team: string | null;
  /** On the latest depth-chart snapshot. */
  onDepthChart: boolean;
  /** Latest season with a game played or an injury report (which only rostered players get). */
  lastSeason: number | null;
  draftYear: number | null;
  birthYear: number | null;
}

/** The youngest age at which a player with no recent games and no team is taken as retired. */
const RETIREMENT_AGE = 28;

/**
 * A player's NFL status from the data set, whose latest season is `dataSeason` (the newest season of
 * its game logs; no clock is read, so the same files always give the same statuses):
 * - on the depth chart: ACT;
 * - played (or was on an injury report) this season or last, or drafted this season or last: ACT
 *   with a team, else UFA (a free agent who can still be signed);
 * - otherwise he has not played for two seasons. Young players (under {@link RETIREMENT_AGE} in the
 *   data season, or drafted within three seasons) are INA on a team (on its books, not playing:
 *   injured or on its practice squad) and UFA without one; older players with a team that played
 *   within three seasons are INA; everyone else is RET. The id table keeps long-retired players on
 *   their last team (Brett Favre on GB), so a team alone does not make a player current.
 */
export function deriveNflStatus(e: CareerEvidence, dataSeason: number): NflStatusCode {
  if (e.onDepthChart) return NflStatus.ACTIVE;
  const recent = (year: number | null) => year !== null && year >= dataSeason - 1;
  if (recent(e.lastSeason) || recent(e.draftYear)) return e.team ? NflStatus.ACTIVE : NflStatus.UNSIGNED_FREE_AGENT;
  const young =
    (e.birthYear !== null && dataSeason - e.birthYear < RETIREMENT_AGE) || (e.draftYear !== null && e.draftYear >= dataSeason - 3);
  const playedLately = e.lastSeason !== null && e.lastSeason >= dataSeason - 3;
  if (e.team && (young || playedLately)) return NflStatus.INACTIVE;
  if (young) return NflStatus.UNSIGNED_FREE_AGENT;
  return NflStatus.RETIRED;
}

/** Statuses of players on no NFL team: their team becomes INA (no bye week, no games). */
export function isTeamless(status: NflStatusCode): boolean {
  return status === NflStatus.RETIRED || status === NflStatus.UNSIGNED_FREE_AGENT;
}

/** Latest season per gsis id over rows of game logs or injury reports (`idColumn` holds the gsis id). */
export function lastSeasons(into: Map<string, number>, rows: Iterable<Record<string, string>>, idColumn: string): Map<string, number> {
  for (const r of rows) {
    const id = r[idColumn];
    const season = Number(r.season);
    if (!id || !Number.isInteger(season)) continue;
    if (season > (into.get(id) ?? 0)) into.set(id, season);
  }
  return into;
}

/** gsis id -> team (nflverse code) from a depth-chart snapshot. */
export function depthChartTeams(rows: Iterable<Record<string, string>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of rows) if (r.gsis_id && r.team) out.set(r.gsis_id, r.team);
  return out;
}
