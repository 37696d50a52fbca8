import {
  formatPickStr,
  getNextRookieDraftYear,
  getSeason,
  ROOKIE_DRAFT_ROUNDS,
  rookieDraftOrder,
  type DraftClockLeague,
} from '@league/shared-rules';
import type { Repositories } from '../../db/repositories';
import type { DraftPickDoc } from '../../db/models/draft.model';
import type { LeagueDoc, TeamDoc } from '../../db/models/league.model';
import type { PlayerDoc } from '../../db/models/player.model';
import { createRosterDeps, type RosterDeps } from '../rosters/deps';
import { loadLeague, rosterYear } from '../rosters/team-context';
import type { SeasonPlayRepos } from '../season-play/league-week';
import { getStandings } from '../season-play/standings';

/** What the draft use-cases need: the roster use-cases' repositories, the season-play ones (standings) and a clock. */
export interface DraftDeps extends RosterDeps {
  seasonPlayRepos: SeasonPlayRepos;
}

export function createDraftDeps(repos: Repositories, now: () => number): DraftDeps {
  return { ...createRosterDeps(repos, now), seasonPlayRepos: repos };
}

/** Positions a rookie draft offers (team defenses have no NFL draft). */
export const ROOKIE_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K'];

/**
 * The draft a board shows by default: the season of the scheduled `draft_start` (the draft the
 * commissioner set up, running or done), else the next rookie draft (spec §4 "Season timing").
 */
export function defaultDraftYear(league: LeagueDoc, now: number): number {
  if (league.draft_start != null) return getSeason(league.draft_start).year;
  return getNextRookieDraftYear(league, now);
}

/** The league's draft settings as the clock reads them. */
export function clockLeague(league: LeagueDoc): DraftClockLeague {
  return {
    draft_start: league.draft_start ?? null,
    draft_type: league.draft_type ?? null,
    draft_hour_min: league.draft_hour_min ?? null,
    draft_hour_max: league.draft_hour_max ?? null,
  };
}

/** A league's draft of one year: the league, its teams, and the year's picks in draft order. */
export interface LoadedDraft {
  league: LeagueDoc;
  teams: TeamDoc[];
  year: number;
  /** Scheduled: draft_start falls in this draft's season. */
  scheduled: boolean;
  picks: DraftPickDoc[];
}

const byNumber = (a: DraftPickDoc, b: DraftPickDoc) =>
  (a.pick ?? Infinity) - (b.pick ?? Infinity) || a.round - b.round || a.otid - b.otid || a.uid - b.uid;

/**
 * Loads a year's draft. For the scheduled draft it first makes sure every team's regular picks
 * exist and numbers them in draft order (both idempotent: numbered picks are never renumbered, so
 * every instance and every later read sees the order set the first time).
 */
export async function loadDraft(deps: DraftDeps, lid: number, yearQuery?: number): Promise<LoadedDraft> {
  const now = deps.now();
  // a named year's reads go together; the default year needs the league first
  const [league, teams, named] = await Promise.all([
    loadLeague(deps, lid),
    deps.leagues.teamsOf(lid),
    yearQuery !== undefined ? deps.draft.list(lid, { year: yearQuery }) : Promise.resolve(null),
  ]);
  const year = yearQuery ?? defaultDraftYear(league, now);
  const scheduled = league.draft_start != null && getSeason(league.draft_start).year === year;
  let picks = named ?? (await deps.draft.list(lid, { year }));
  if (scheduled && teams.length > 0 && (picks.length === 0 || picks.some((p) => p.pick === null))) {
    await deps.draft.ensureRegularPicks(lid, year, teams.map((t) => t.uid), ROOKIE_DRAFT_ROUNDS, now);
    picks = await deps.draft.list(lid, { year });
    const order = await draftOrder(deps, lid, year, teams, now);
    await deps.draft.setOrder(lid, year, numberPicks(picks, order));
    picks = await deps.draft.list(lid, { year });
  }
  return { league, teams, year, scheduled, picks: picks.sort(byNumber) };
}

/** The order of the year's draft: last season's standings, worst first (see rookieDraftOrder). */
async function draftOrder(deps: DraftDeps, lid: number, year: number, teams: TeamDoc[], now: number): Promise<number[]> {
  const fallback = [...teams].sort((a, b) => (a.draft_order ?? a.uid) - (b.draft_order ?? b.uid)).map((t) => t.uid);
  const standings = await getStandings(deps.seasonPlayRepos, lid, year - 1, now);
  if (standings.weeks_played === 0) return rookieDraftOrder([], null, fallback);
  return rookieDraftOrder(standings.teams.map((t) => ({ tid: t.tid, seed: t.seed })), standings.champion, fallback);
}

/**
 * Overall numbers for the year's picks: round by round, regular picks in the order of their
 * original team (a traded pick keeps its slot), then that round's compensatory picks by grant.
 */
export function numberPicks(picks: readonly DraftPickDoc[], order: readonly number[]): Array<{ uid: number; pick: number; pick_str: string }> {
  const slot = new Map(order.map((tid, i) => [tid, i]));
  const rounds = [...new Set(picks.map((p) => p.round))].sort((a, b) => a - b);
  const out: Array<{ uid: number; pick: number; pick_str: string }> = [];
  for (const round of rounds) {
    const inRound = picks
      .filter((p) => p.round === round)
      .sort((a, b) => Number(a.comp !== null) - Number(b.comp !== null) || (slot.get(a.otid) ?? 999) - (slot.get(b.otid) ?? 999) || a.uid - b.uid);
    inRound.forEach((p, i) => out.push({ uid: p.uid, pick: out.length + 1, pick_str: formatPickStr(round, i + 1) }));
  }
  return out;
}

/** The rookie class a draft offers: the draft year's NFL class, or the most recent one the data holds. */
export async function rookieClass(deps: DraftDeps, year: number): Promise<{ classYear: number | null; players: PlayerDoc[] }> {
  for (let y = year; y >= year - 3; y--) {
    const { players } = await deps.players.search({ draftYears: [y], positions: ROOKIE_POSITIONS }, { limit: 100000, offset: 0 });
    if (players.length) return { classYear: y, players };
  }
  return { classYear: null, players: [] };
}

/** By NFL draft capital: overall pick ascending, undrafted last, then by name. */
export function byDraftCapital(a: PlayerDoc, b: PlayerDoc): number {
  return (a.dpos ?? 10_000) - (b.dpos ?? 10_000) || a.name.localeCompare(b.name);
}

/** Pids rostered anywhere in the league this roster season. */
export async function rosteredPids(deps: DraftDeps, lid: number, now: number): Promise<Set<string>> {
  return new Set((await deps.rosters.listByLeague(lid, rosterYear(now))).map((r) => r.pid));
}
