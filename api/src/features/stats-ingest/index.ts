/** The stats ingest use-cases (see api/README.md "Stats ingest"). */
export { finalizeStatsWeek, IngestSession, ingestPlays, ingestWeeklyStats, type IngestOptions, type IngestResult } from './ingest';
export { replayWeek, timeline, type ReplayOptions, type ReplayResult } from './replay';
export { importStatLines, type StatLineSources } from './import-stat-lines';
