import { getSeason, hasGameStarted, lastPickNumber, WaiverType, type ActionPlayerInfo, type League, type ScheduledGame, type Transaction } from '@league/shared-rules';
import type { LeagueDoc, TeamDoc } from '../../db/models/league.model';
import type { RosterPlayerDoc } from '../../db/models/roster.model';
import type { PlayerDoc } from '../../db/models/player.model';
import { AppError } from '../../errors/app-error';
import { toLeague } from '../leagues/league-view';
import type { RosterActor, RosterDeps } from './deps';

/** The league, team, season and roster a team action works on. */
export interface TeamContext {
  league: LeagueDoc;
  rules: League;
  team: TeamDoc;
  now: number;
  year: number;
  week: number;
  rows: RosterPlayerDoc[];
  version: number;
  /** The season's rookie draft's last overall pick (0 without a scheduled draft): its draft windows. */
  lastPick: number;
}

/** The roster season at `now`: the calendar's season year, as the rosters read uses. */
export function rosterYear(now: number): number {
  return getSeason(now).year;
}

/** Loads a league or answers 404. */
export async function loadLeague(deps: RosterDeps, lid: number): Promise<LeagueDoc> {
  const league = await deps.leagues.findById(lid);
  if (!league) throw AppError.notFound('League not found');
  return league;
}

/** Loads a team and its league, or answers 404. */
export async function loadTeam(deps: RosterDeps, tid: number): Promise<{ team: TeamDoc; league: LeagueDoc }> {
  const team = await deps.leagues.findTeam(tid);
  if (!team) throw AppError.notFound('Team not found');
  return { team, league: await loadLeague(deps, team.lid) };
}

/** Only an owner of the team acts on it (403 NOT_TEAM_OWNER otherwise). */
export async function assertTeamOwner(deps: RosterDeps, actor: RosterActor, tid: number): Promise<void> {
  const owners = await deps.users.ownersOf(tid);
  if (!owners.some((o) => o.userid === actor.userId)) throw AppError.forbidden('Not the owner of this team', 'NOT_TEAM_OWNER');
}

/** Only the league's commissioner (403 NOT_COMMISSIONER otherwise). */
export function assertCommissioner(league: LeagueDoc, actor: RosterActor): void {
  if (league.commishid !== actor.userId) throw AppError.forbidden('Only the commissioner may do this', 'NOT_COMMISSIONER');
}

/**
 * The last overall pick of the season's rookie draft, which with draft_start places the draft's end and
 * its rookie waiver period (spec §4); before the order is numbered, the count of the season's picks. No
 * read without a scheduled draft.
 */
async function draftLastPick(deps: RosterDeps, league: LeagueDoc, year: number): Promise<number> {
  if (league.draft_start == null) return 0;
  const picks = await deps.draft.list(league.uid, { year });
  return Math.max(lastPickNumber(picks), picks.length);
}

/** Reads the team's roster (and its version) for the league's roster season. */
export async function loadTeamContext(deps: RosterDeps, team: TeamDoc, league: LeagueDoc): Promise<TeamContext> {
  const now = deps.now();
  const year = rosterYear(now);
  const [{ rows, version }, lastPick] = await Promise.all([deps.actions.readRoster(team.uid, year), draftLastPick(deps, league, year)]);
  // unset league settings fall back to the default league's, as every league read does
  const rules = toLeague(league, []) as unknown as League;
  return { league, rules, team, now, year, week: getSeason(now).week, rows, version, lastPick };
}

/** The schedule columns the lock rule reads: every roster write reads the week's games, whole rows are ~1 KB each. */
const GAME_FIELDS = ['h', 'v', 'home_team', 'away_team', 'date', 'gameday', 'time_est', 'gametime'] as const;

/** The current week's NFL games, as the lock rule reads them (none in the offseason). */
async function currentGames(deps: RosterDeps, now: number): Promise<ScheduledGame[]> {
  const season = getSeason(now);
  if (season.week === 0) return [];
  const rows = await deps.nfl.games(season.year, season.week, GAME_FIELDS);
  const games: ScheduledGame[] = [];
  for (const row of rows) {
    const home = (row.h ?? row.home_team) as string | undefined;
    const away = (row.v ?? row.away_team) as string | undefined;
    const date = (row.date ?? row.gameday) as string | undefined;
    if (!home || !away || typeof date !== 'string') continue;
    games.push({ home, away, date: date.slice(0, 10), time: (row.time_est ?? row.gametime ?? null) as string | null });
  }
  return games;
}

/**
 * What the rules need to know about the named players: position and NFL status, whether their
 * game has started, and their transactions in this league.
 */
export async function loadPlayerInfo(
  deps: RosterDeps,
  lid: number,
  pids: readonly string[],
  now: number,
): Promise<{ info: Map<string, ActionPlayerInfo>; docs: PlayerDoc[] }> {
  const unique = [...new Set(pids)];
  const [players, transactions, games, poaches, waivers] = await Promise.all([
    deps.players.findByPids(unique),
    deps.transactions.list({ lid, pids: unique }),
    currentGames(deps, now),
    deps.claims.pendingPoaches(lid),
    deps.claims.pendingWaivers(lid),
  ]);
  const claimed = new Set(poaches.map((p) => p.pid));
  const waived = new Set(waivers.filter((w) => w.type !== WaiverType.POACH).map((w) => w.pid));
  const byPid = new Map<string, Transaction[]>();
  for (const t of transactions) {
    const list = byPid.get(t.pid) ?? [];
    list.push({ uid: t.uid, tid: t.tid, pid: t.pid, type: t.type, value: t.value, timestamp: t.timestamp, year: t.year });
    byPid.set(t.pid, list);
  }
  const info = new Map<string, ActionPlayerInfo>();
  for (const p of players) {
    info.set(p.pid, {
      pos: p.pos,
      nfl_status: p.nfl_status,
      injury_status: p.injury_status,
      nfl_draft_year: p.nfl_draft_year,
      gameStarted: hasGameStarted(games, p.team, now),
      transactions: byPid.get(p.pid) ?? [],
      hasPoachClaim: claimed.has(p.pid),
      hasWaiverClaim: waived.has(p.pid),
    });
  }
  return { info, docs: players };
}
