import type { Repositories } from '../../db/repositories';
import type { PropMarketDoc } from '../../db/models/prop-market.model';
import { readCsvRecords } from '../../import/csv';

/**
 * The player prop CSV a deployment with a licensed odds feed loads (`npm run ingest:markets`), one
 * price of one selection per row. Columns (header names, any order):
 * - `pid` (league player id) or `gsis_id` (nflverse id) — one is required;
 * - `source_id` — the book or feed, e.g. `DRAFTKINGS`;
 * - `market_type` — `SEASON_…`, `GAME_…` or other; `ALT` in the name for alternate lines;
 * - `year`; `week` (empty for season markets);
 * - `selection_type` — `OVER`, `UNDER`, `YES`, `NO` …; `selection_name` (default: the type, lower case);
 * - `selection_metric_line` — the line (empty when the market has none);
 * - `odds_american` — e.g. `-110`, `+150`;
 * - `timestamp` — when the price was taken: unix seconds or an ISO 8601 time;
 * - optional: `source_market_name`, `event_date` (YYYY-MM-DD), `event_time_est` (HH:MM), `home_team`,
 *   `away_team` (nflverse codes), `esbid` (nflverse game_id).
 */
export const PROP_MARKET_COLUMNS = ['source_id', 'market_type', 'year', 'selection_type', 'odds_american', 'timestamp'] as const;

export interface PropParse {
  rows: PropMarketDoc[];
  /** Row number (1 = first data row) and why it was refused. */
  errors: Array<{ row: number; reason: string }>;
}

const opt = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

function timestampOf(v: string): number | null {
  if (/^\d+$/.test(v)) return Number(v);
  const ms = Date.parse(v);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/** Checks and converts feed rows; `gsis` maps nflverse ids to league pids, `pids` are the known pids. */
export function parsePropMarkets(records: readonly Record<string, string>[], gsis: Map<string, string>, pids: Set<string>): PropParse {
  const out: PropParse = { rows: [], errors: [] };
  records.forEach((r, i) => {
    const fail = (reason: string) => out.errors.push({ row: i + 1, reason });
    const missing = PROP_MARKET_COLUMNS.filter((c) => opt(r[c]) === null);
    if (missing.length) return fail(`missing ${missing.join(', ')}`);
    const pid = opt(r.pid) ?? (opt(r.gsis_id) ? gsis.get(r.gsis_id.trim()) ?? null : null);
    if (!pid || !pids.has(pid)) return fail(`unknown player ${r.pid || r.gsis_id || '(none)'}`);
    const year = Number(r.year);
    const week = opt(r.week) === null ? null : Number(r.week);
    const odds = Number(r.odds_american.replace(/^\+/, ''));
    const line = opt(r.selection_metric_line) === null ? null : Number(r.selection_metric_line);
    const timestamp = timestampOf(r.timestamp.trim());
    if (!Number.isInteger(year) || year < 1920 || year > 2100) return fail(`bad year ${r.year}`);
    if (week !== null && (!Number.isInteger(week) || week < 0 || week > 22)) return fail(`bad week ${r.week}`);
    if (!Number.isFinite(odds) || (odds > -100 && odds < 100)) return fail(`bad American odds ${r.odds_american}`);
    if (line !== null && !Number.isFinite(line)) return fail(`bad line ${r.selection_metric_line}`);
    if (timestamp === null) return fail(`bad timestamp ${r.timestamp}`);
    const market = r.market_type.trim().toUpperCase();
    out.rows.push({
      pid,
      source_id: r.source_id.trim().toUpperCase(),
      source_market_name: opt(r.source_market_name) ?? market,
      market_type: market,
      year,
      week,
      event_date: opt(r.event_date),
      event_time_est: opt(r.event_time_est),
      home_team: opt(r.home_team),
      away_team: opt(r.away_team),
      esbid: opt(r.esbid),
      selection_name: opt(r.selection_name) ?? r.selection_type.trim().toLowerCase(),
      selection_type: r.selection_type.trim().toUpperCase(),
      selection_metric_line: line,
      odds_american: odds,
      timestamp,
    });
  });
  return out;
}

/** Loads a prop CSV (plain or gzipped) into prop_markets; refused rows are reported, not loaded. */
export async function importPropMarkets(repos: Repositories, file: string): Promise<PropParse & { written: number }> {
  const records: Record<string, string>[] = [];
  for await (const r of readCsvRecords(file)) records.push(r);
  const gsis = await repos.players.idIndex('gsis_id');
  const candidates = [...new Set(records.map((r) => opt(r.pid)).filter((p): p is string => p !== null))];
  const known = new Set([...(await repos.players.findByPids(candidates)).map((p) => p.pid), ...gsis.values()]);
  const parsed = parsePropMarkets(records, gsis, known);
  const written = await repos.research.upsertPropMarkets(parsed.rows);
  return { ...parsed, written };
}
