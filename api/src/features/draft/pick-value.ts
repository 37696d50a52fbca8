import { calculatePoints, draftRankValues, getNflFinalWeek, getSeason, scoringFormatFromLeague, type NflDraftee, type PlayerSeason } from '@league/shared-rules';
import type { DraftPickValue } from '@league/shared-rules/contracts';
import { readCsvRecords } from '../../import/csv';
import { projectFile } from '../../import/datasets';
import { loadLeague } from '../rosters/team-context';
import type { DraftDeps } from './draft-context';

/** The NFL drafts the data set has (draft_picks_2022_2025.csv), as read once per process. */
let nflDraft: Promise<Array<{ gsis: string; classYear: number; overall: number; pos: string }>> | null = null;

function readNflDraft() {
  nflDraft ??= (async () => {
    const rows: Array<{ gsis: string; classYear: number; overall: number; pos: string }> = [];
    for await (const r of readCsvRecords(projectFile('draft_picks_2022_2025.csv'))) {
      if (r.gsis_id) rows.push({ gsis: r.gsis_id, classYear: Number(r.season), overall: Number(r.pick), pos: r.position });
    }
    return rows;
  })().catch((err: unknown) => {
    nflDraft = null;
    throw err;
  });
  return nflDraft;
}

/** First season with stat lines in the data set (weekly 2023-2024, plays 2024-2025). */
const FIRST_STATS_YEAR = 2023;
/** A computed table is kept this long (seconds): stat lines of past seasons change only with a correction. */
const CACHE_SECONDS = 600;
const cache = new Map<string, { at: number; rows: DraftPickValue[] }>();

/**
 * GET /leagues/:lid/draft-pick-value (spec §9): per rookie-draft rank, the medians of best-season
 * and career points added per game of the real NFL draftees at that rank (draftRankValues), scored
 * under the league's scoring from the stored regular-season stat lines of the seasons before the
 * current one.
 */
export async function getDraftPickValue(deps: DraftDeps, lid: number): Promise<DraftPickValue[]> {
  const league = await loadLeague(deps, lid);
  const now = deps.now();
  const format = scoringFormatFromLeague(league as never);
  const teams = (await deps.leagues.teamsOf(lid)).length || (league.num_teams ?? 12);
  const starters = { QB: league.sqb ?? 1, RB: league.srb ?? 2, WR: league.swr ?? 2, TE: league.ste ?? 1 };
  const key = JSON.stringify({ format, teams, starters });
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_SECONDS && now >= hit.at) return hit.rows;

  const [draft, gsisToPid] = await Promise.all([readNflDraft(), deps.players.idIndex('gsis_id')]);
  const draftees: NflDraftee[] = draft.flatMap((d) => {
    const pid = gsisToPid.get(d.gsis);
    return pid ? [{ pid, classYear: d.classYear, overall: d.overall, pos: d.pos }] : [];
  });
  const seasons: PlayerSeason[] = [];
  for (let year = FIRST_STATS_YEAR; year < getSeason(now).year; year++) {
    const totals = new Map<string, PlayerSeason>();
    for (let week = 1; week <= getNflFinalWeek(year); week++) {
      for (const line of await deps.seasonPlayRepos.stats.weekLines(year, week)) {
        const s = totals.get(line.pid) ?? { pid: line.pid, year, pos: line.pos, games: 0, points: 0 };
        s.games += 1;
        s.points += calculatePoints(line.stats, format, line.pos).total;
        totals.set(line.pid, s);
      }
    }
    seasons.push(...totals.values());
  }
  const rows = draftRankValues(draftees, seasons, starters, teams);
  cache.set(key, { at: now, rows });
  return rows;
}
