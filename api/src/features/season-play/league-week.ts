import { getFinalWeek, getSeason, RosterSlot, STARTER_SLOTS, scoringFormatFromLeague } from '@league/shared-rules';
import { SEASON_WEEK_RULES } from '@league/shared-rules/contracts';
import type { LeagueDoc, TeamDoc } from '../../db/models/league.model';
import type { LineupEntry, LineupWeekDoc } from '../../db/models/season-play.model';
import type { WeekLine } from '../../db/repositories/season-play.repository';
import type { Repositories } from '../../db/repositories';
import { AppError } from '../../errors/app-error';
import { buildScoringInputs, scoreTeamWeek, type ScoredLineup, type WeekScoringInputs } from './week-scoring';

/** Repositories the season-play use-cases read and write. */
export type SeasonPlayRepos = Pick<Repositories, 'leagues' | 'players' | 'rosters' | 'seasonPlay' | 'stats'>;

/** A league and its teams, or 404. */
export async function loadLeagueTeams(repos: SeasonPlayRepos, lid: number): Promise<{ league: LeagueDoc; teams: TeamDoc[] }> {
  const league = await repos.leagues.findById(lid);
  if (!league) throw AppError.notFound('League not found');
  const teams = (await repos.leagues.teamsOf(lid)).sort((a, b) => a.uid - b.uid);
  return { league, teams };
}

/**
 * A week the season has: 1 … the year's final fantasy week, in a season that has started (400
 * INVALID_PARAMS with the field named otherwise).
 */
export function assertSeasonWeek(year: number, week: number, now: number): void {
  const current = getSeason(now).year;
  if (year > current) throw AppError.invalid(`Season ${year} has not started`, { year: SEASON_WEEK_RULES.year });
  const last = getFinalWeek(year);
  if (week < 1 || week > last) throw AppError.invalid(`Week must be 1 to ${last}`, { week: SEASON_WEEK_RULES.week });
}

/** One team's lineup of a week: the stored snapshot when there is one, else its current starters and bench. */
export interface TeamWeek {
  tid: number;
  starters: LineupEntry[];
  bench: LineupEntry[];
  row: LineupWeekDoc | null;
}

const starterSet = new Set(STARTER_SLOTS);

/**
 * Every team's lineup for the week. A week not snapshotted yet (current or future, or a past week
 * never finalized) shows the current roster's lineup when the year is the roster season; an older
 * season without snapshots has none.
 */
export async function loadTeamWeeks(repos: SeasonPlayRepos, lid: number, teams: TeamDoc[], year: number, week: number, now: number): Promise<TeamWeek[]> {
  const rows = new Map((await repos.seasonPlay.lineupWeeks(lid, year, week)).map((r) => [r.tid, r]));
  const needRoster = teams.some((t) => !rows.has(t.uid)) && year === getSeason(now).year;
  const roster = needRoster ? await repos.rosters.listByLeague(lid, year) : [];
  return teams.map((t) => {
    const row = rows.get(t.uid);
    if (row) return { tid: t.uid, starters: row.starters, bench: row.bench, row };
    const own = roster.filter((r) => r.tid === t.uid);
    return {
      tid: t.uid,
      starters: own.filter((r) => starterSet.has(r.slot)).sort((a, b) => a.slot - b.slot).map((r) => ({ slot: r.slot, pid: r.pid, pos: r.pos })),
      bench: own.filter((r) => r.slot === RosterSlot.BENCH).map((r) => ({ slot: r.slot, pid: r.pid, pos: r.pos })),
      row: null,
    };
  });
}

/** Where scoring reads stat lines: the database, or lines already in memory (the demo history). */
export type StatLinesView = Pick<SeasonPlayRepos['seasonPlay'], 'weekLines' | 'history'>;

/** A view over stat lines held in memory (every line of the seasons concerned), same answers as the database's. */
export function memoryStatLines(all: WeekLine[]): StatLinesView {
  const byWeek = new Map<string, WeekLine[]>();
  for (const l of all) {
    const key = `${l.year}:${l.week}`;
    let list = byWeek.get(key);
    if (!list) byWeek.set(key, (list = []));
    list.push(l);
  }
  const byPid = new Map<string, WeekLine[]>();
  for (const l of all) {
    let list = byPid.get(l.pid);
    if (!list) byPid.set(l.pid, (list = []));
    list.push(l);
  }
  return {
    async weekLines(year, week, pids) {
      const lines = byWeek.get(`${year}:${week}`) ?? [];
      if (!pids) return lines;
      const wanted = new Set(pids);
      return lines.filter((l) => wanted.has(l.pid));
    },
    async history(pids, year, week) {
      return pids.flatMap((pid) => (byPid.get(pid) ?? []).filter((l) => l.year === year - 1 || (l.year === year && l.week < week)));
    },
  };
}

/** Reads the stats, game states, projections' history and player names for scoring these lineups. */
export async function loadScoringInputs(
  repos: SeasonPlayRepos,
  league: LeagueDoc,
  year: number,
  week: number,
  teamWeeks: TeamWeek[],
  stats: StatLinesView = repos.seasonPlay,
): Promise<WeekScoringInputs> {
  const entries = teamWeeks.flatMap((t) => [...t.starters, ...t.bench]);
  const pids = [...new Set(entries.map((e) => e.pid))];
  // a finalized week keeps each player's projection, so only open weeks read the earlier weeks
  const unprojected = [...new Set(entries.filter((e) => e.projection === undefined || e.projection === null).map((e) => e.pid))];
  const [lines, games, history, players] = await Promise.all([
    stats.weekLines(year, week, pids),
    repos.seasonPlay.gameStates(year, week),
    stats.history(unprojected, year, week),
    repos.players.findByPids(pids),
  ]);
  const names = new Map(players.map((p) => [p.pid, { name: `${p.fname} ${p.lname}`.trim(), team: p.team ?? null }]));
  return buildScoringInputs(year, week, scoringFormatFromLeague(league), lines, games, history, names);
}

/** Each team's lineup of the week scored from the stats ingested so far. */
export async function scoreLeagueWeek(
  repos: SeasonPlayRepos,
  league: LeagueDoc,
  teams: TeamDoc[],
  year: number,
  week: number,
  now: number,
): Promise<Array<TeamWeek & { scored: ScoredLineup }>> {
  const teamWeeks = await loadTeamWeeks(repos, league.uid, teams, year, week, now);
  const inputs = await loadScoringInputs(repos, league, year, week, teamWeeks);
  return teamWeeks.map((t) => ({ ...t, scored: scoreTeamWeek(inputs, t.starters, t.bench) }));
}
