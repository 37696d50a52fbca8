import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Repositories } from '../db/repositories';
import type { Row, RowCollection } from '../db/repositories/nfl.repository';
import type { PlayerDoc } from '../db/models/player.model';
import type { Logger } from '../logger';
import { readCsvRecords } from './csv';
import { withImportLock } from './import-lock';
import { coerceRecord } from './coerce';
import { DATASET_VERSION, projectDataDir, projectFile, type DataFile } from './datasets';
import { latestInjuryStatuses, mflTeamMap, seasonPoints, toDefenseDoc, toPlayerDoc, type CareerIndex } from './players-import';
import { depthChartTeams, lastSeasons } from './player-status';
import { importStatLines } from '../features/stats-ingest/import-stat-lines';
import { toPlayDoc } from '../features/stats-ingest/lines';
import { withQuarters } from '../features/plays/quarter';
import { rebuildPlayTotals } from '../features/data-views/play-totals';
import { wallClock, type AppClock } from '../clock';

export interface ImportOptions {
  /** Directory of the gzipped CSVs (default `api/data`). */
  dataDir?: string;
  /** Read at most this many rows of each file (tests); recorded in the hash, so a full import follows. */
  limit?: number;
  /** Per-dataset row limits overriding `limit` (e.g. all players but few plays). */
  limits?: Partial<Record<DatasetName, number>>;
  /** Only these datasets (default: all, in dependency order). */
  only?: readonly DatasetName[];
  logger?: Logger;
  /** The app clock, for the write times of imported stat lines (default the wall clock). */
  clock?: AppClock;
}

export interface ImportResult {
  dataset: string;
  skipped: boolean;
  rows: number;
  ms: number;
}

interface RunContext {
  repos: Repositories;
  dir: string;
  limit?: number;
  log: (msg: string, fields?: Record<string, unknown>) => void;
  ids: (field: 'gsis_id' | 'pfr_id') => Promise<Map<string, string>>;
  /** Unix seconds of the app clock. */
  now: () => number;
}

interface Dataset {
  name: string;
  /** Bump when this dataset's importer changes what it writes: only this dataset re-imports. */
  version?: number;
  files: DataFile[];
  run(ctx: RunContext): Promise<number>;
}

const BATCH = 2000;

const running = new Set<string>();

/** Datasets this process is importing right now (GET /status). */
export function importsInProgress(): string[] {
  return [...running];
}

/** Streams `files` into `collection` in batches, mapping each record; returns rows written. */
async function load(
  ctx: RunContext,
  collection: RowCollection,
  files: DataFile[],
  map: (row: Row) => Row | null,
): Promise<number> {
  await ctx.repos.nfl.clear(collection);
  let total = 0;
  for (const file of files) {
    let batch: Row[] = [];
    for await (const record of readCsvRecords(projectFile(file, ctx.dir), { limit: ctx.limit })) {
      const row = map(coerceRecord(record));
      if (row) batch.push(row);
      if (batch.length >= BATCH) {
        await ctx.repos.nfl.insertRows(collection, batch);
        total += batch.length;
        batch = [];
        if (total % 20000 === 0) ctx.log(`import ${collection}: ${total} rows`);
      }
    }
    await ctx.repos.nfl.insertRows(collection, batch);
    total += batch.length;
  }
  await ctx.repos.nfl.buildIndexes(collection);
  return total;
}

/** Adds `pid` from an external id column when the player is known. */
function withPid(index: Map<string, string>, idColumn: string) {
  return (row: Row): Row => {
    const id = row[idColumn];
    return { ...row, pid: typeof id === 'string' ? (index.get(id) ?? null) : null };
  };
}

async function records(ctx: RunContext, file: DataFile): Promise<Record<string, string>[]> {
  const out: Record<string, string>[] = [];
  for await (const r of readCsvRecords(projectFile(file, ctx.dir), { limit: ctx.limit })) out.push(r);
  return out;
}

/**
 * The career evidence of every player (player-status.ts): the latest season each gsis id played a
 * game or was on an injury report, the depth chart's teams, and the data set's latest season.
 */
async function careerIndex(ctx: RunContext, injuryRows: Record<string, string>[]): Promise<CareerIndex> {
  const all = { ...ctx, limit: undefined };
  const seasons = new Map<string, number>();
  for (const file of ['player_game_passing_2020_2025.csv', 'player_game_rushing_2020_2025.csv', 'player_weekly_stats_2023_2024.csv', 'player_season_stats_2025.csv'] as const) {
    lastSeasons(seasons, await records(all, file), 'player_id');
  }
  lastSeasons(seasons, injuryRows, 'gsis_id');
  const dataSeason = Math.max(0, ...seasons.values());
  return { depthTeams: depthChartTeams(await records(all, 'depth_charts_2026-04-21.csv')), lastSeasons: seasons, dataSeason };
}

/** In dependency order: players first (stats join to them by gsis id). */
const DATASETS = [
  {
    name: 'players',
    // 2: NFL statuses derived from the career evidence (player-status.ts), retired players on no team
    version: 2,
    // the evidence files are read here too, so their hashes re-import players when they change
    files: [
      'teams.csv',
      'players.csv',
      'player_season_stats_2025.csv',
      'injuries_2025.csv',
      'depth_charts_2026-04-21.csv',
      'player_game_passing_2020_2025.csv',
      'player_game_rushing_2020_2025.csv',
      'player_weekly_stats_2023_2024.csv',
    ],
    async run(ctx) {
      const teams = await records({ ...ctx, limit: undefined }, 'teams.csv');
      const points = new Map<string, number>();
      for (const r of await records({ ...ctx, limit: undefined }, 'player_season_stats_2025.csv')) {
        if (r.season_type === 'REG') points.set(r.player_id, seasonPoints(r, r.position));
      }
      // The data set has no live injury feed: each player's latest report of 2025 stands in as the
      // current injury report, so the demo league has real injured players (IR-eligible, spec §4).
      // Written with the player documents, so every players import sets it afresh (idempotent).
      const injuryRows = await records({ ...ctx, limit: undefined }, 'injuries_2025.csv');
      const injuries = latestInjuryStatuses(injuryRows);
      const teamMap = mflTeamMap(teams);
      const career = await careerIndex(ctx, injuryRows);
      const docs = new Map<string, PlayerDoc>();
      let collisions = 0;
      for (const row of await records(ctx, 'players.csv')) {
        const doc = toPlayerDoc(row, teamMap, points, career);
        doc.injury_status = (row.gsis_id && injuries.get(row.gsis_id)) || null;
        // same name prefix + draft year + birth date: keep the first (the source lists current players first)
        if (docs.has(doc.pid)) collisions++;
        else docs.set(doc.pid, doc);
      }
      for (const t of teams) docs.set(t.team_abbr, toDefenseDoc(t));
      await ctx.repos.players.deleteAll();
      const all = [...docs.values()];
      for (let i = 0; i < all.length; i += BATCH) await ctx.repos.players.insertMany(all.slice(i, i + BATCH));
      await ctx.repos.nfl.clear('nfl_teams');
      await ctx.repos.nfl.insertRows(
        'nfl_teams',
        teams.map((t) => ({ ...coerceRecord(t), aliases: t.aliases.split('|').filter(Boolean) })),
      );
      await ctx.repos.nfl.buildIndexes('nfl_teams');
      if (collisions) ctx.log(`import players: ${collisions} rows share a pid with an earlier row and were skipped`);
      return all.length;
    },
  },
  {
    name: 'schedules',
    files: ['schedules.csv'],
    run: (ctx) =>
      load(ctx, 'nfl_games', ['schedules.csv'], (r) => ({
        ...r,
        esbid: r.game_id,
        year: r.season,
        date: r.gameday,
        time_est: r.gametime ?? null,
        h: r.home_team,
        v: r.away_team,
      })),
  },
  {
    name: 'player_stats',
    files: [
      'player_weekly_stats_2023_2024.csv',
      'player_game_passing_2020_2025.csv',
      'player_game_rushing_2020_2025.csv',
      'player_season_stats_2025.csv',
    ],
    async run(ctx) {
      const gsis = withPid(await ctx.ids('gsis_id'), 'player_id');
      return (
        (await load(ctx, 'player_weekly_stats', ['player_weekly_stats_2023_2024.csv'], gsis)) +
        (await load(ctx, 'player_game_passing', ['player_game_passing_2020_2025.csv'], gsis)) +
        (await load(ctx, 'player_game_rushing', ['player_game_rushing_2020_2025.csv'], gsis)) +
        (await load(ctx, 'player_season_stats', ['player_season_stats_2025.csv'], gsis))
      );
    },
  },
  {
    name: 'player_reports',
    files: ['injuries_2025.csv', 'depth_charts_2026-04-21.csv', 'draft_picks_2022_2025.csv', 'combine_2022_2026.csv'],
    async run(ctx) {
      const gsis = await ctx.ids('gsis_id');
      const pfr = await ctx.ids('pfr_id');
      return (
        (await load(ctx, 'injuries', ['injuries_2025.csv'], withPid(gsis, 'gsis_id'))) +
        (await load(ctx, 'depth_charts', ['depth_charts_2026-04-21.csv'], withPid(gsis, 'gsis_id'))) +
        (await load(ctx, 'nfl_draft_picks', ['draft_picks_2022_2025.csv'], withPid(gsis, 'gsis_id'))) +
        (await load(ctx, 'combine', ['combine_2022_2026.csv'], withPid(pfr, 'pfr_id')))
      );
    },
  },
  {
    name: 'plays',
    // 1: the data-view engine's pre-aggregated table (play_game_totals) is built with the plays
    // 2: each play's quarter (`qtr`), derived in game order from the seconds remaining (features/plays/quarter.ts)
    // 3: play_game_totals gains the defence's rows (role `def`, the explorer's team_unit def)
    // 4: goal-line measures (players' `gl`, the offence's red-zone and goal-line attempts: the share columns' bases)
    version: 4,
    files: ['plays_2024.csv.gz', 'plays_2025.csv.gz'],
    async run(ctx) {
      // the files are sorted by game then play_id, which the quarter derivation needs
      const rows = await load(ctx, 'plays', ['plays_2024.csv.gz', 'plays_2025.csv.gz'], withQuarters(toPlayDoc));
      const totals = await rebuildPlayTotals(ctx.repos.playTotals);
      ctx.log(`import plays: ${totals} play_game_totals rows`);
      return rows;
    },
  },
  {
    // player_weeks, game_states and stat_updates (features/stats-ingest/import-stat-lines.ts); reads the
    // files itself, not the plays collection, so it need not wait for that load
    name: 'stat_lines',
    version: 1,
    files: ['teams.csv', 'players.csv', 'schedules.csv', 'player_weekly_stats_2023_2024.csv', 'plays_2024.csv.gz', 'plays_2025.csv.gz'],
    run: (ctx) =>
      importStatLines(
        ctx.repos,
        {
          weekly: readCsvRecords(projectFile('player_weekly_stats_2023_2024.csv', ctx.dir), { limit: ctx.limit }),
          plays: (['plays_2024.csv.gz', 'plays_2025.csv.gz'] as const).map((f) => readCsvRecords(projectFile(f, ctx.dir), { limit: ctx.limit })),
        },
        ctx.now(),
      ),
  },
] as const satisfies readonly Dataset[];

export type DatasetName = (typeof DATASETS)[number]['name'];

/** Play-by-play is the bulk of the data (~98k plays) and only feeds play-based stats (the plays rows and
 * the stat lines built from them), so the server may start listening before they are loaded (see main.ts). */
export const BACKGROUND_DATASETS: readonly DatasetName[] = ['plays', 'stat_lines'];
export const STARTUP_DATASETS: readonly DatasetName[] = DATASETS.map((d) => d.name).filter(
  (n) => !BACKGROUND_DATASETS.includes(n),
);

function fileHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * Imports every dataset whose recorded version or file hashes differ from the current ones (the
 * first start imports everything; later starts do nothing). A dataset is cleared and rewritten as a
 * whole, and recorded only after it completes, so an interrupted import is redone next start.
 */
export async function runImport(repos: Repositories, options: ImportOptions = {}): Promise<ImportResult[]> {
  const dir = options.dataDir ?? projectDataDir;
  const log = (msg: string, fields?: Record<string, unknown>) => options.logger?.info(msg, fields);
  const cache = new Map<string, Map<string, string>>();
  const results: ImportResult[] = [];
  const lockHolder = randomUUID();
  for (const dataset of DATASETS as readonly Dataset[]) {
    if (options.only && !options.only.includes(dataset.name as DatasetName)) continue;
    const limit = options.limits?.[dataset.name as DatasetName] ?? options.limit;
    const hash = createHash('sha256')
      .update(
        dataset.files.map((f) => fileHash(projectFile(f, dir))).join(':') +
          `|limit=${limit ?? 'all'}` +
          (dataset.version ? `|v=${dataset.version}` : ''),
      )
      .digest('hex');
    const upToDate = (r: Awaited<ReturnType<typeof repos.nfl.findImport>>) =>
      r !== null && r.version === DATASET_VERSION && r.hash === hash;
    const recorded = await repos.nfl.findImport(dataset.name);
    if (recorded && upToDate(recorded)) {
      results.push({ dataset: dataset.name, skipped: true, rows: recorded.rows, ms: 0 });
      continue;
    }
    const result = await withImportLock(
      repos,
      dataset.name,
      lockHolder,
      () => log(`import ${dataset.name}: waiting for another process importing it`),
      async (): Promise<ImportResult> => {
        // Another process may have finished it while this one waited for the lock.
        const again = await repos.nfl.findImport(dataset.name);
        if (again && upToDate(again)) return { dataset: dataset.name, skipped: true, rows: again.rows, ms: 0 };
        const started = Date.now();
        log(`import ${dataset.name}: starting`, { files: dataset.files });
        const ctx: RunContext = {
          repos,
          dir,
          limit,
          log,
          now: () => Math.floor((options.clock ?? wallClock)().getTime() / 1000),
          ids: async (field) => {
            if (!cache.has(field)) cache.set(field, await repos.players.idIndex(field));
            return cache.get(field)!;
          },
        };
        running.add(dataset.name);
        let rows: number;
        try {
          rows = await dataset.run(ctx);
        } finally {
          running.delete(dataset.name);
        }
        const ms = Date.now() - started;
        await repos.nfl.recordImport({
          dataset: dataset.name,
          version: DATASET_VERSION,
          hash,
          rows,
          imported_at: Math.floor(Date.now() / 1000),
          ms,
        });
        log(`import ${dataset.name}: ${rows} rows in ${ms} ms`);
        return { dataset: dataset.name, skipped: false, rows, ms };
      },
    );
    if (dataset.name === 'players') cache.clear();
    results.push(result);
  }
  return results;
}
