import path from 'node:path';
import { apiPackageDir } from '../config';

/** Where the curated data set lives on the build machine (only the copy script reads it). */
export const sourceDataDir = process.env.LEAGUE_SOURCE_DATA ?? path.resolve(__dirname, '../../../../shared/data');

/** The data committed with the project: gzipped copies of the source CSVs plus README.md. */
export const projectDataDir = path.join(apiPackageDir, 'data');

/**
 * Bump when an importer changes what it writes: the next start re-imports every dataset whose
 * recorded version differs. File hashes are recorded too, so changed data also re-imports.
 */
export const DATASET_VERSION = 2;

/** Source file name -> name under `api/data/` (always gzipped). */
export const dataFiles = [
  'teams.csv',
  'players.csv',
  'schedules.csv',
  'player_weekly_stats_2023_2024.csv',
  'player_game_passing_2020_2025.csv',
  'player_game_rushing_2020_2025.csv',
  'player_season_stats_2025.csv',
  'injuries_2025.csv',
  'depth_charts_2026-04-21.csv',
  'draft_picks_2022_2025.csv',
  'combine_2022_2026.csv',
  'plays_2024.csv.gz',
  'plays_2025.csv.gz',
] as const;

export type DataFile = (typeof dataFiles)[number];

export function projectFileName(file: DataFile): string {
  return file.endsWith('.gz') ? file : `${file}.gz`;
}

export function projectFile(file: DataFile, dir = projectDataDir): string {
  return path.join(dir, projectFileName(file));
}
