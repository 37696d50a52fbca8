import type { PlayTotalsRepository } from '../../db/repositories/play-totals.repository';
import { PLAY_ROLES, roleMatch, type PlayRole } from './engine/play-measures';

type Row = Record<string, unknown>;

/**
 * The builder of one role's rows of play_game_totals from the plays of `filter`: per player (or offence)
 * and game, the role's measures summed (the same accumulators the engine's raw-play path uses).
 */
export function playTotalsPipeline(role: PlayRole, filter: Row): Row[] {
  const spec = PLAY_ROLES[role];
  const names = Object.keys(spec.measures);
  return [
    { $match: { ...filter, ...roleMatch(role) } },
    {
      $group: {
        _id: { key: `$${spec.idField}`, esbid: '$esbid' },
        year: { $first: '$year' },
        season_type: { $first: '$season_type' },
        week: { $first: '$week' },
        ...spec.measures,
      },
    },
    { $project: { _id: 0, role: { $literal: role }, key: '$_id.key', esbid: '$_id.esbid', year: 1, season_type: 1, week: 1, ...Object.fromEntries(names.map((n) => [n, 1])) } },
  ];
}

/**
 * Rebuilds the rows of the plays in `filter`: `{}` after a plays import (every row), `{ esbid: { $in } }`
 * for the games stats ingest just wrote. The table's rows of the same games are replaced as a whole, so a
 * play removed or corrected since is reflected. Returns the rows written.
 */
export async function rebuildPlayTotals(repo: PlayTotalsRepository, filter: Row = {}): Promise<number> {
  const rows = (await Promise.all((Object.keys(PLAY_ROLES) as PlayRole[]).map((role) => repo.aggregatePlays(playTotalsPipeline(role, filter))))).flat();
  await repo.replace(filter, rows);
  return rows.length;
}
