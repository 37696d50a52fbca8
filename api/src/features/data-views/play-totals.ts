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
 * Rebuilds the rows of the plays in `filter` (`{ esbid: { $in } }`: the games stats ingest just wrote): the
 * table's rows of those plays are replaced as a whole, so a play removed or corrected since is reflected.
 * Without a filter (after a plays import) every row is rebuilt, one week at a time: on the embedded database
 * each aggregation runs in the api process, and a week's plays (~2,500) keep each step short where the
 * whole data set (~98k plays) would hold the event loop for many seconds. Returns the rows written.
 */
export async function rebuildPlayTotals(repo: PlayTotalsRepository, filter?: Row): Promise<number> {
  if (filter) return rebuildSlice(repo, filter);
  await repo.remove({});
  let rows = 0;
  for (const { year, week } of await repo.playWeeks()) rows += await rebuildSlice(repo, { year, week });
  return rows;
}

async function rebuildSlice(repo: PlayTotalsRepository, filter: Row): Promise<number> {
  const rows: Row[] = [];
  // one role at a time: each is one synchronous aggregation on the embedded server
  for (const role of Object.keys(PLAY_ROLES) as PlayRole[]) rows.push(...(await repo.aggregatePlays(playTotalsPipeline(role, filter))));
  await repo.replace(filter, rows);
  return rows.length;
}
