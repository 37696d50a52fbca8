import type { ChartedPlayDoc } from '../../db/models/charted-play.model';
import type { Repositories } from '../../db/repositories';
import { readCsvRecords } from '../../import/csv';

/**
 * The charted-play CSV a deployment with a charting provider loads (`npm run ingest:charted`), one
 * row per play and charted player. Columns (header names, any order):
 * - `esbid` (nflverse game_id, e.g. `2024_01_BAL_KC`) and `play_id` (nflverse play_id) — required; the
 *   play must be in the `plays` collection (its year and week come from there);
 * - `pid` (league player id) or `gsis_id` (nflverse id) — one is required;
 * - optional: `role` (PASSER, RUSHER, TARGET, ROUTE, BLOCKER, DEFENDER …), `route` (e.g. SLANT, GO),
 *   `coverage_type` (e.g. COVER_3), `man_zone` (MAN or ZONE), `offense_personnel` (e.g.
 *   `1 RB, 1 TE, 3 WR`), `defense_personnel`, `offense_formation` (SHOTGUN, SINGLEBACK, I_FORM, EMPTY,
 *   JUMBO, PISTOL, WILDCAT), `defenders_in_box` (0-11), `time_to_throw` (seconds), `separation` (yards).
 * Codes are upper-cased; empty cells are null. A refused row is reported with its reason, not loaded.
 */
export const CHARTED_REQUIRED_COLUMNS = ['esbid', 'play_id'] as const;

export interface ChartedParse {
  rows: ChartedPlayDoc[];
  /** Row number (1 = first data row) and why it was refused. */
  errors: Array<{ row: number; reason: string }>;
}

const opt = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());
const code = (v: string | undefined) => opt(v)?.toUpperCase() ?? null;
const FORMATIONS = new Set(['SHOTGUN', 'SINGLEBACK', 'I_FORM', 'EMPTY', 'JUMBO', 'PISTOL', 'WILDCAT']);

/**
 * Checks and converts provider rows. `plays` gives the year and week of each known play
 * (`esbid:playId`), `gsis` maps nflverse ids to league pids, `pids` are the known pids.
 */
export function parseChartedPlays(
  records: readonly Record<string, string>[],
  plays: Map<string, { year: number; week: number }>,
  gsis: Map<string, string>,
  pids: Set<string>,
): ChartedParse {
  const out: ChartedParse = { rows: [], errors: [] };
  records.forEach((r, i) => {
    const fail = (reason: string) => out.errors.push({ row: i + 1, reason });
    const missing = CHARTED_REQUIRED_COLUMNS.filter((c) => opt(r[c]) === null);
    if (missing.length) return fail(`missing ${missing.join(', ')}`);
    const esbid = r.esbid.trim();
    const playId = Number(r.play_id);
    const play = plays.get(`${esbid}:${playId}`);
    if (!play) return fail(`unknown play ${esbid}:${r.play_id}`);
    const pid = opt(r.pid) ?? (opt(r.gsis_id) ? (gsis.get(r.gsis_id.trim()) ?? null) : null);
    if (!pid || !pids.has(pid)) return fail(`unknown player ${r.pid || r.gsis_id || '(none)'}`);
    const number = (column: string, min: number, max: number): number | null | undefined => {
      const v = opt(r[column]);
      if (v === null) return null;
      const n = Number(v);
      return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
    };
    const box = number('defenders_in_box', 0, 11);
    const ttt = number('time_to_throw', 0, 30);
    const separation = number('separation', 0, 100);
    if (box === undefined || (box !== null && !Number.isInteger(box))) return fail(`bad defenders_in_box ${r.defenders_in_box}`);
    if (ttt === undefined) return fail(`bad time_to_throw ${r.time_to_throw}`);
    if (separation === undefined) return fail(`bad separation ${r.separation}`);
    const manZone = code(r.man_zone);
    if (manZone !== null && manZone !== 'MAN' && manZone !== 'ZONE') return fail(`bad man_zone ${r.man_zone}`);
    const formation = code(r.offense_formation);
    if (formation !== null && !FORMATIONS.has(formation)) return fail(`bad offense_formation ${r.offense_formation}`);
    out.rows.push({
      esbid,
      playId,
      pid,
      year: play.year,
      week: play.week,
      role: code(r.role),
      route: code(r.route),
      coverage_type: code(r.coverage_type),
      man_zone: manZone,
      offense_personnel: opt(r.offense_personnel),
      defense_personnel: opt(r.defense_personnel),
      offense_formation: formation,
      defenders_in_box: box,
      time_to_throw: ttt,
      separation,
    });
  });
  return out;
}

/** Loads a charted-play CSV (plain or gzipped) into charted_plays; refused rows are reported, not loaded. */
export async function importChartedPlays(repos: Repositories, file: string): Promise<ChartedParse & { written: number }> {
  const records: Record<string, string>[] = [];
  for await (const r of readCsvRecords(file)) records.push(r);
  const keys = records.flatMap((r) => {
    const playId = Number(r.play_id);
    return opt(r.esbid) && Number.isInteger(playId) ? [{ esbid: r.esbid.trim(), playId }] : [];
  });
  const plays = new Map((await repos.plays.findByKeys(keys)).map((p) => [`${String(p.esbid)}:${Number(p.playId)}`, { year: Number(p.year), week: Number(p.week) }]));
  const gsis = await repos.players.idIndex('gsis_id');
  const candidates = [...new Set(records.map((r) => opt(r.pid)).filter((p): p is string => p !== null))];
  const known = new Set([...(await repos.players.findByPids(candidates)).map((p) => p.pid), ...gsis.values()]);
  const parsed = parseChartedPlays(records, plays, gsis, known);
  const written = await repos.plays.upsertCharted(parsed.rows);
  return { ...parsed, written };
}
