import { getDraftWindow, getNextRookieDraftYear, pickInRound, ROOKIE_DRAFT_ROUNDS, rookieDraftOrder, rookieSalary, toLeagueTime, TransactionType } from '@league/shared-rules';
import type { Repositories } from '../db/repositories';
import { createDraftRepository } from '../db/repositories/draft.repository';
import { byDraftCapital, numberPicks, ROOKIE_POSITIONS } from '../features/draft/draft-context';
import { getStandings } from '../features/season-play/standings';
import { currentSeason } from '../features/leagues/league-view';
import type { Logger } from '../logger';
import { DEMO_LEAGUE_ID } from './demo-league';

/** The demo league's completed rookie draft: the real 2025 NFL class. */
export const DEMO_DRAFT_YEAR = 2025;
/** It ran hourly from Thursday 1 May 2025 (the week after the NFL draft), 11-16 New York. */
const DEMO_DRAFT_START = toLeagueTime(Date.UTC(2025, 4, 1, 4) / 1000).startOf('day').unix();
/** Each pick was made ten minutes into its window. */
const PICKED_AFTER = 600;

/**
 * Seeds the demo league's draft picks (issue #11): every team's picks of the next three rookie
 * drafts, and one completed draft — 2025's, three rounds in the order of the demo's 2024 standings
 * (worst first, champion last; the teams' draft_order when 2024 was not played), each pick the best
 * remaining real player of the 2025 NFL class by NFL draft capital, with its draft transaction.
 *
 * Reconciling with the demo rosters (demo-league.ts), which already hold 2025 rookies — those the
 * startup allocation took by points and two per team on the drafted practice squad: the seeded draft
 * takes only 2025 rookies on no demo roster, so no player has two histories. Its players are on no
 * current roster (the demo's current rosters come from its startup allocation, not from 2025 moves).
 *
 * Idempotent: a 2025 draft with a pick made is left as it is; picks exist once by their key.
 */
export async function seedDemoDraft(repos: Repositories, deps: { now: Date; logger?: Logger }): Promise<boolean> {
  const now = Math.floor(deps.now.getTime() / 1000);
  const league = await repos.leagues.findById(DEMO_LEAGUE_ID);
  if (!league) return false;
  const draft = createDraftRepository();
  const teams = await repos.leagues.teamsOf(DEMO_LEAGUE_ID);
  const tids = teams.map((t) => t.uid);
  const next = getNextRookieDraftYear(league, now);
  for (const year of [next, next + 1, next + 2]) await draft.ensureRegularPicks(DEMO_LEAGUE_ID, year, tids, ROOKIE_DRAFT_ROUNDS, now);
  if (currentSeason(deps.now) <= DEMO_DRAFT_YEAR) return false;

  const existing = await draft.list(DEMO_LEAGUE_ID, { year: DEMO_DRAFT_YEAR });
  if (existing.some((p) => p.pid !== null)) return false;
  await draft.ensureRegularPicks(DEMO_LEAGUE_ID, DEMO_DRAFT_YEAR, tids, ROOKIE_DRAFT_ROUNDS, now);
  const standings = await getStandings(repos, DEMO_LEAGUE_ID, DEMO_DRAFT_YEAR - 1, now);
  const fallback = [...teams].sort((a, b) => (a.draft_order ?? a.uid) - (b.draft_order ?? b.uid)).map((t) => t.uid);
  const order = standings.weeks_played > 0
    ? rookieDraftOrder(standings.teams.map((t) => ({ tid: t.tid, seed: t.seed })), standings.champion, fallback)
    : fallback;
  await draft.setOrder(DEMO_LEAGUE_ID, DEMO_DRAFT_YEAR, numberPicks(await draft.list(DEMO_LEAGUE_ID, { year: DEMO_DRAFT_YEAR }), order));
  const picks = (await draft.list(DEMO_LEAGUE_ID, { year: DEMO_DRAFT_YEAR })).sort((a, b) => a.pick! - b.pick!);

  const rostered = new Set((await repos.rosters.listByLeague(DEMO_LEAGUE_ID, currentSeason(deps.now))).map((r) => r.pid));
  const { players } = await repos.players.search({ draftYears: [DEMO_DRAFT_YEAR], positions: ROOKIE_POSITIONS }, { limit: 100000, offset: 0 });
  const pool = players.filter((p) => !rostered.has(p.pid) && p.dpos !== null).sort(byDraftCapital);
  const transactions = [];
  let completedAt = 0;
  for (const pick of picks) {
    const player = pool.shift();
    if (!player) break;
    const at = getDraftWindow({ start: DEMO_DRAFT_START, pickNum: pick.pick! }) + PICKED_AFTER;
    await draft.fill(pick.uid, pick.tid, player.pid, at);
    const value = rookieSalary(teams.length, pickInRound(pick.pick!, teams.length));
    transactions.push({
      lid: DEMO_LEAGUE_ID, tid: pick.tid, userid: null, pid: player.pid, type: TransactionType.DRAFT, value,
      year: DEMO_DRAFT_YEAR, week: 0, timestamp: at, pick: pick.pick!, pick_str: pick.pick_str,
    });
    completedAt = at;
  }
  await repos.rosters.insertTransactions(transactions);
  // the board opens on this draft until the commissioner schedules the next one
  if (league.draft_start == null) {
    await repos.leagues.scheduleDraft(DEMO_LEAGUE_ID, { draft_start: DEMO_DRAFT_START, draft_type: 'hour', completed_at: completedAt });
  }
  deps.logger?.info('seeded demo rookie draft', { lid: DEMO_LEAGUE_ID, year: DEMO_DRAFT_YEAR, picks: transactions.length, nextYears: [next, next + 1, next + 2] });
  return true;
}
