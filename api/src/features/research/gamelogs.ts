import { gameDay, gamelogStatKeys } from '@league/shared-rules';
import type { Gamelog, PlayerGamelogs, PlayerGamelogsByPidQuery } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import type { Row } from '../../db/repositories/nfl.repository';
import { AppError } from '../../errors/app-error';
import { gameIndex, seasonType } from './games';
import { leagueScoring, type LeagueScoring } from './league-scoring';
import { InputsMemo, researchInputs } from './research-inputs';
import { seasonTable } from './season-tables';

const POSITIONS = new Set(['QB', 'RB', 'WR', 'TE', 'K', 'DST']);

/** Passing and rushing game-file columns -> stat keys (the 2020–2022 partial lines). */
const FILE_COLUMNS: Record<string, string> = {
  completions: 'pc',
  attempts: 'pa',
  passing_yards: 'py',
  pass_tds: 'tdp',
  interceptions: 'ints',
  rush_attempts: 'ra',
  rushing_yards: 'ry',
  rush_tds: 'tdr',
};

function opponentOf(game: Row | undefined, team: string): string | null {
  if (!game) return null;
  if (game.h === team) return String(game.v);
  if (game.v === team) return String(game.h);
  return null;
}

/** A complete line leaves zero stats out (missing = 0); a partial line lacks whole groups (missing = null). */
function stats(keys: readonly string[], source: Record<string, unknown>, missing: 0 | null): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const key of keys) {
    const v = source[key];
    out[key] = typeof v === 'number' ? v : missing;
  }
  return out;
}

/** The game-file columns an answer uses (the rest of each row, names and ids, is not read). */
export const FILE_FIELDS = ['season', 'week', 'team', 'opponent', 'game_id', ...Object.keys(FILE_COLUMNS)];

/** Games of the partial passing/rushing files, merged per game (stat keys only where a file has them). */
async function fileGames(repos: Repositories, pid: string): Promise<Map<string, { row: Row; stats: Record<string, number> }>> {
  const [passing, rushing] = await Promise.all([
    repos.nfl.all('player_game_passing', { pid }, FILE_FIELDS),
    repos.nfl.all('player_game_rushing', { pid }, FILE_FIELDS),
  ]);
  const games = new Map<string, { row: Row; stats: Record<string, number> }>();
  for (const row of [...passing, ...rushing]) {
    const key = `${String(row.season)}:${String(row.week)}`;
    let game = games.get(key);
    if (!game) games.set(key, (game = { row, stats: {} }));
    for (const [column, stat] of Object.entries(FILE_COLUMNS)) {
      if (typeof row[column] === 'number') game.stats[stat] = row[column] as number;
    }
  }
  return games;
}

/**
 * Every season's answer of a player in one scoring, kept while no input moved: the Games tab asks
 * for six seasons at a time (bench target p99 < 30 ms), and building it reads the player's lines and
 * game-file rows (~30 KB per QB) where a hit reads only the inputs' signature.
 */
const answers = new InputsMemo<PlayerGamelogs>(256);

/**
 * GET /players/:pid/gamelogs — complete lines (player_weeks: 2023 on) scored in the league with
 * rank and points added; partial game-file lines (2020–2022 passing and rushing) with stats only.
 */
export async function getPlayerGamelogs(repos: Repositories, pid: string, query: PlayerGamelogsByPidQuery): Promise<PlayerGamelogs> {
  const player = await repos.players.findByPid(pid);
  if (!player) throw AppError.notFound(`Player ${pid} not found`);
  const scoring = await leagueScoring(repos, query.leagueId);
  if (!POSITIONS.has(player.pos)) return { pid, pos: null, years: [], gamelogs: [] };
  // the signature is read before the lines: a line written after it moves it, so nothing older is kept under it
  const inputs = await researchInputs(repos);
  const all = await answers.get(`${pid}|${scoring.key}`, inputs.signature, () => buildGamelogs(repos, pid, player.pos, scoring, inputs.years));
  const wanted = query.years ? new Set(query.years) : null;
  return {
    pid,
    pos: all.pos,
    years: wanted ? all.years.filter((y) => wanted.has(y.year)) : all.years,
    gamelogs: all.gamelogs.filter((g) => (!wanted || wanted.has(g.year)) && (!query.seas_type || g.seas_type === query.seas_type)),
  };
}

/** Every season of the player, newest first (the memo's value; requests filter it). */
async function buildGamelogs(repos: Repositories, pid: string, playerPos: string, scoring: LeagueScoring, signatures: Map<number, string>): Promise<PlayerGamelogs> {
  const pos = playerPos as Gamelog['pos'];
  const [lines, files, games] = await Promise.all([repos.research.playerLines(pid), fileGames(repos, pid), gameIndex(repos)]);
  const keys = gamelogStatKeys(playerPos);

  const out: Gamelog[] = [];
  const years = new Map<number, boolean>();
  const complete = new Set<string>();
  const lineYears = [...new Set(lines.map((l) => l.year))];
  const tables = new Map(await Promise.all(lineYears.map(async (y) => [y, await seasonTable(repos, y, scoring, signatures.get(y) ?? '')] as const)));
  for (const line of lines) {
    complete.add(`${line.year}:${line.week}`);
    const game = (line.esbid ? games.byEsbid.get(line.esbid) : undefined) ?? games.byTeamWeek.get(`${line.year}:${line.week}:${line.team}`);
    const row = toGamelog(pid, pos, line.year, line.week, line.team, game, stats(keys, line.stats as Record<string, unknown>, 0));
    const table = tables.get(line.year)!;
    const at = `${line.week}:${pid}`;
    row.pts = table.points.get(at) ?? null;
    const standing = table.standings.get(at);
    row.points_added = standing?.points_added ?? null;
    row.pos_rnk = standing?.pos_rnk ?? null;
    if (row.opp) out.push(row);
    years.set(line.year, true);
  }
  for (const [key, game] of files) {
    if (complete.has(key)) continue;
    const year = Number(game.row.season);
    const week = Number(game.row.week);
    const team = String(game.row.team);
    const scheduled = games.byEsbid.get(String(game.row.game_id)) ?? games.byTeamWeek.get(`${year}:${week}:${team}`);
    const row = toGamelog(pid, pos, year, week, team, scheduled, stats(keys, game.stats, null), String(game.row.opponent ?? ''));
    if (row.opp) out.push(row);
    years.set(year, false);
  }
  out.sort((a, b) => b.year - a.year || b.week - a.week);
  return {
    pid,
    pos,
    years: [...years].map(([year, full]) => ({ year, complete: full })).sort((a, b) => b.year - a.year),
    gamelogs: out,
  };
}

function toGamelog(
  pid: string,
  pos: Gamelog['pos'],
  year: number,
  week: number,
  team: string,
  game: Row | undefined,
  lineStats: Record<string, number | null>,
  fallbackOpp = '',
): Gamelog {
  return {
    pid,
    pos,
    year,
    week,
    seas_type: seasonType(game, week, year),
    day: gameDay(game?.date as string | undefined),
    tm: team,
    opp: opponentOf(game, team) ?? fallbackOpp,
    pts: null,
    points_added: null,
    pos_rnk: null,
    ...lineStats,
  } as Gamelog;
}
