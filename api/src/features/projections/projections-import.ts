import { PROJECTION_STAT_KEYS } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import type { ProjectionDoc, SourceDoc } from '../../db/models/projection.model';
import { readCsvRecords } from '../../import/csv';
import { OWN_SOURCE_ID } from './own-source';

/**
 * The projection CSV of another source (`npm run ingest:projections`), one player-week per row.
 * Columns (header names, any order):
 * - `source_id` — 2 to 28 (spec: sources are numbered 1–28; 1 is the product's own model);
 * - `source_name` — shown in the drawer; `source_url` optional;
 * - `pid` (league player id) or `gsis_id` (nflverse id) — one is required;
 * - `year`; `week` — 1–18, or 0 for the whole season; `seas_type` optional (default REG);
 * - stats, any subset, numbers ≥ 0 (empty = not projected): pa, py, tdp, ints, ra, ry, tdr, fuml, trg,
 *   rec, recy, tdrec (spec §3 Projection row).
 * `timestamp` (unix seconds) optional; the import time otherwise. A row replaces the source's earlier
 * row of the same player-week.
 */
export const PROJECTION_CSV_COLUMNS = ['source_id', 'source_name', 'year', 'week'] as const;

export interface ProjectionParse {
  rows: ProjectionDoc[];
  sources: SourceDoc[];
  errors: Array<{ row: number; reason: string }>;
}

const opt = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

export function parseProjections(records: readonly Record<string, string>[], gsis: Map<string, string>, pids: Set<string>, now: number): ProjectionParse {
  const out: ProjectionParse = { rows: [], sources: [], errors: [] };
  const sources = new Map<number, SourceDoc>();
  records.forEach((r, i) => {
    const fail = (reason: string) => out.errors.push({ row: i + 1, reason });
    const missing = PROJECTION_CSV_COLUMNS.filter((c) => opt(r[c]) === null);
    if (missing.length) return fail(`missing ${missing.join(', ')}`);
    const sourceid = Number(r.source_id);
    if (!Number.isInteger(sourceid) || sourceid < 2 || sourceid > 28) return fail(`bad source_id ${r.source_id} (2–28; 1 is the own model)`);
    const pid = opt(r.pid) ?? (opt(r.gsis_id) ? gsis.get(r.gsis_id.trim()) ?? null : null);
    if (!pid || !pids.has(pid)) return fail(`unknown player ${r.pid || r.gsis_id || '(none)'}`);
    const year = Number(r.year);
    const week = Number(r.week);
    if (!Number.isInteger(year) || year < 1920 || year > 2100) return fail(`bad year ${r.year}`);
    if (!Number.isInteger(week) || week < 0 || week > 18) return fail(`bad week ${r.week}`);
    const seas = (opt(r.seas_type) ?? 'REG').toUpperCase();
    if (seas !== 'PRE' && seas !== 'REG' && seas !== 'POST') return fail(`bad seas_type ${r.seas_type}`);
    const timestamp = opt(r.timestamp) === null ? now : Number(r.timestamp);
    if (!Number.isInteger(timestamp) || timestamp < 0) return fail(`bad timestamp ${r.timestamp}`);
    const row: ProjectionDoc = { pid, year, week, seas_type: seas, sourceid, userid: null, timestamp };
    for (const key of PROJECTION_STAT_KEYS) {
      const v = opt(r[key]);
      if (v === null) continue;
      const n = Number(v);
      if (!Number.isFinite(n) || n < 0) return fail(`bad ${key} ${v}`);
      row[key] = n;
    }
    const name = r.source_name.trim();
    const known = sources.get(sourceid);
    if (known && known.name !== name) return fail(`source ${sourceid} named both ${known.name} and ${name}`);
    if (!known) sources.set(sourceid, { uid: sourceid, name, url: opt(r.source_url) ?? '' });
    out.rows.push(row);
  });
  out.sources = [...sources.values()];
  return out;
}

/** Loads a projection CSV (plain or gzipped); refused rows are reported, not loaded. */
export async function importProjections(repos: Repositories, file: string, now: number): Promise<ProjectionParse & { written: number }> {
  const records: Record<string, string>[] = [];
  for await (const r of readCsvRecords(file)) records.push(r);
  const gsis = await repos.players.idIndex('gsis_id');
  const candidates = [...new Set(records.map((r) => opt(r.pid)).filter((p): p is string => p !== null))];
  const known = new Set([...(await repos.players.findByPids(candidates)).map((p) => p.pid), ...gsis.values()]);
  const parsed = parseProjections(records, gsis, known, now);
  for (const s of parsed.sources) if (s.uid !== OWN_SOURCE_ID) await repos.projections.upsertSource(s);
  const written = await repos.projections.upsertSourceRows(parsed.rows);
  return { ...parsed, written };
}
