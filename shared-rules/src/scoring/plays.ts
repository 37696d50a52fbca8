import type { DefenseStatLine } from './defense';
import type { KickingStatLine } from './kicking';
import type { StatLine } from './stat-line';

/**
 * Play-by-play → stat lines. Input is one nflverse (nflfastR) pbp row as parsed from CSV or stored in
 * the `plays` collection: numbers or numeric strings, missing values empty/absent.
 *
 * What the columns allow. The 52-column files (2024) have `play_type`, `pass_attempt`, `rush_attempt`,
 * `complete_pass`, `interception`, `sack`, `touchdown`, `fumble`, `penalty`, `yards_gained`, `down`,
 * `ydstogo`, the passer/rusher/receiver ids, `game_seconds_remaining` and the four score columns
 * (`posteam_score`, `defteam_score`, `*_post`). The 70-column files (2025) add `field_goal_result`,
 * `kick_distance`, `extra_point_result`, `punt_blocked`, `return_touchdown`, `kicker_player_id`,
 * `kickoff_returner_player_id`, `punt_returner_player_id` (and punt/kickoff flags).
 *
 * - Passing (`pa pc py ints tdp`): pass plays with a passer that are not sacks and not two-point tries;
 *   yards are `yards_gained` of completions. A TD counts when the offence scored 6 on the play.
 * - Rushing (`ra ry tdr`): `rush_attempt` plays with a rusher (scrambles and kneels included, as nflverse);
 *   `ry_excluding_kneels` leaves `qb_kneel` plays out.
 * - Receiving (`trg rec recy tdrec`): the receiver of those pass plays.
 * - Two-point conversions (`twoptc`): no two-point column exists; a scrimmage play without a `down` is
 *   the try, and it succeeded when the offence's score rose by exactly 2 (passer+receiver, or rusher).
 * - First downs (`rush_first_down`, `rec_first_down`): no first-down column; inferred as
 *   `yards_gained >= ydstogo` (or a TD) on a run / completion without a penalty on the play.
 * - Fumbles lost (`fuml`): NOT available — there is no fumbler or recovering-team column; counted 0.
 * - Kicking (`xpm fg19..fg50`): only with `kicker_player_id` (2025); buckets by `kick_distance` as
 *   statLineFromNflverse does (`fgy` left unset). 2024 plays have no kicker column: no kicking lines.
 * - Return TDs (`krtd`, `prtd`): only with `return_touchdown` and the returner ids (2025).
 * - Defence (per `defteam`): `dsk` sacks, `dint` interceptions, `dff` every fumble by the opposing
 *   offence on a scrimmage play (the data cannot tell forced from unforced), `drf` fumbles after which
 *   the next play belongs to the defence (inferred; a fumble on a play the defence scores on counts too),
 *   `dtod` 4th-down runs/passes short of the line with no turnover, penalty or score, `dsf` 2 points
 *   to the defence on a scrimmage down (safety), `dtd` defence scoring 6 on a scrimmage play, `drtd`
 *   kick/punt return TDs (the receiving team scores 6 on a kickoff or punt), `dblk` blocked punts, field
 *   goals and extra points (2025 columns only), `dya` the opponent's `yards_gained` on scrimmage downs
 *   (penalty yards excluded), `dpa` the opponent's score on the latest play seen (all its points,
 *   including any scored by its defence or special teams — the data cannot separate them reliably).
 */
export type PlayRow = Readonly<Record<string, string | number | null | undefined>>;

/** One player's tally in one game. `team` is the team he played for (offence or receiving team). */
export interface PlayerTally {
  team: string;
  stats: StatLine & KickingStatLine;
}

/** One game's tally: clock, score and every player's and defence's line so far. */
export interface GameTally {
  esbid: string;
  year: number;
  week: number;
  home: string;
  away: string;
  /** `game_seconds_remaining` of the latest play (highest play_id): in overtime the clock restarts. */
  seconds_remaining: number;
  home_score: number;
  away_score: number;
  /** Highest play_id counted. */
  last_play_id: number;
  plays: number;
  /** By gsis id. */
  players: Record<string, PlayerTally>;
  /** By the pbp team code (nflverse style: LA, LV, KC …). */
  defenses: Record<string, DefenseStatLine>;
}

/** By game id (`game_id` = esbid). */
export interface PlayAccumulator {
  games: Record<string, GameTally>;
}

function num(row: PlayRow, column: string): number {
  const value = row[column];
  if (value === undefined || value === null || value === '') return 0;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

function str(row: PlayRow, column: string): string | null {
  const value = row[column];
  if (value === undefined || value === null || value === '') return null;
  return String(value);
}

const SCRIMMAGE = new Set(['pass', 'run', 'qb_kneel', 'qb_spike']);

function add<T extends object>(line: T, key: keyof T, by = 1): void {
  const current = (line[key] as number | undefined) ?? 0;
  (line as Record<keyof T, number>)[key] = current + by;
}

function player(game: GameTally, id: string, team: string): StatLine & KickingStatLine {
  let tally = game.players[id];
  if (!tally) tally = game.players[id] = { team, stats: {} };
  return tally.stats;
}

function defense(game: GameTally, team: string): DefenseStatLine {
  return (game.defenses[team] ??= {});
}

function fieldGoalBucket(yards: number): keyof KickingStatLine {
  if (yards >= 50) return 'fg50';
  if (yards >= 40) return 'fg49';
  if (yards >= 30) return 'fg39';
  if (yards >= 20) return 'fg29';
  return 'fg19';
}

/** What both tallies read first of a play: its type, the two teams, each side's points on it. */
function playFacts(row: PlayRow) {
  const type = str(row, 'play_type');
  const pos = str(row, 'posteam');
  const def = str(row, 'defteam');
  if (!pos || !def) return null;
  const posGain = num(row, 'posteam_score_post') - num(row, 'posteam_score');
  const defGain = num(row, 'defteam_score_post') - num(row, 'defteam_score');
  return { type, pos, def, posGain, defGain, scrimmage: type !== null && SCRIMMAGE.has(type) };
}

/** Offence / receiving-team stats of one play. */
function countPlay(game: GameTally, row: PlayRow): void {
  const facts = playFacts(row);
  if (!facts) return;
  const { type, pos, def, posGain, defGain, scrimmage } = facts;
  const twoPoint = scrimmage && str(row, 'down') === null;
  const offenseTd = num(row, 'touchdown') === 1 && posGain >= 6;
  const firstDown = (offenseTd || num(row, 'yards_gained') >= num(row, 'ydstogo')) && num(row, 'penalty') !== 1;

  const passer = str(row, 'passer_player_id');
  const rusher = str(row, 'rusher_player_id');
  const receiver = str(row, 'receiver_player_id');
  const sack = num(row, 'sack') === 1;

  if (twoPoint) {
    if (posGain === 2) {
      if (num(row, 'pass_attempt') === 1 && passer) add(player(game, passer, pos), 'twoptc');
      if (num(row, 'pass_attempt') === 1 && receiver) add(player(game, receiver, pos), 'twoptc');
      if (num(row, 'rush_attempt') === 1 && rusher) add(player(game, rusher, pos), 'twoptc');
    }
  } else if (scrimmage) {
    const yards = num(row, 'yards_gained');
    if (num(row, 'pass_attempt') === 1 && !sack && passer) {
      const complete = num(row, 'complete_pass') === 1;
      const line = player(game, passer, pos);
      add(line, 'pa');
      if (complete) {
        add(line, 'pc');
        add(line, 'py', yards);
        if (offenseTd) add(line, 'tdp');
      }
      if (num(row, 'interception') === 1) add(line, 'ints');
      if (receiver) {
        const r = player(game, receiver, pos);
        add(r, 'trg');
        if (complete) {
          add(r, 'rec');
          add(r, 'recy', yards);
          if (offenseTd) add(r, 'tdrec');
          if (firstDown) add(r, 'rec_first_down');
        }
      }
    }
    if (num(row, 'rush_attempt') === 1 && rusher) {
      const line = player(game, rusher, pos);
      add(line, 'ra');
      add(line, 'ry', yards);
      if (type !== 'qb_kneel') add(line, 'ry_excluding_kneels', yards);
      if (offenseTd) add(line, 'tdr');
      if (firstDown) add(line, 'rush_first_down');
    }
  }

  // Kicking: 2025 columns only. On field goals and extra points posteam is the kicking team.
  const kicker = str(row, 'kicker_player_id');
  if (kicker && type === 'field_goal' && str(row, 'field_goal_result') === 'made') {
    add(player(game, kicker, pos), fieldGoalBucket(num(row, 'kick_distance')));
  }
  if (kicker && type === 'extra_point' && str(row, 'extra_point_result') === 'good') {
    add(player(game, kicker, pos), 'xpm');
  }

  // Return TDs: on a kickoff posteam is the receiving team, on a punt defteam is.
  if (num(row, 'return_touchdown') === 1) {
    const kickReturner = str(row, 'kickoff_returner_player_id');
    const puntReturner = str(row, 'punt_returner_player_id');
    if (type === 'kickoff' && kickReturner && posGain >= 6) add(player(game, kickReturner, pos), 'krtd');
    if (type === 'punt' && puntReturner && defGain >= 6) add(player(game, puntReturner, def), 'prtd');
  }
}

/** Defence stats of one play; `next` is the game's following play with a posteam, when known. */
function countDefense(game: GameTally, row: PlayRow, next: PlayRow | undefined): void {
  const facts = playFacts(row);
  if (!facts) return;
  const { type, pos, def, posGain, defGain, scrimmage } = facts;
  const down = str(row, 'down');
  const line = defense(game, def);
  // both teams get a line once they appear, so a shutout defence still has dpa/dya
  defense(game, pos);

  if (scrimmage && down !== null) {
    if (num(row, 'sack') === 1) add(line, 'dsk');
    if (num(row, 'interception') === 1) add(line, 'dint');
    add(line, 'dya', num(row, 'yards_gained'));
    if (defGain >= 6 && num(row, 'touchdown') === 1) add(line, 'dtd');
    if (defGain === 2) add(line, 'dsf');
    if (num(row, 'fumble') === 1) {
      add(line, 'dff');
      const recovered = defGain >= 6 || (next !== undefined && str(next, 'posteam') === def && str(next, 'play_type') !== 'kickoff');
      if (recovered && num(row, 'interception') !== 1) add(line, 'drf');
    }
    const short = num(row, 'yards_gained') < num(row, 'ydstogo');
    const turnover = num(row, 'interception') === 1 || num(row, 'fumble') === 1;
    const plain = posGain === 0 && defGain === 0 && num(row, 'penalty') !== 1 && type !== 'qb_spike' && type !== 'qb_kneel';
    if (num(row, 'down') === 4 && short && !turnover && plain) add(line, 'dtod');
  }
  if (type === 'kickoff' && posGain >= 6 && num(row, 'touchdown') === 1) add(defense(game, pos), 'drtd');
  if (type === 'kickoff' && defGain >= 6 && num(row, 'touchdown') === 1) add(line, 'drtd');
  if (type === 'punt' && defGain >= 6 && num(row, 'touchdown') === 1) add(line, 'drtd');
  const blocked =
    (type === 'punt' && num(row, 'punt_blocked') === 1) ||
    (type === 'field_goal' && str(row, 'field_goal_result') === 'blocked') ||
    (type === 'extra_point' && str(row, 'extra_point_result') === 'blocked');
  if (blocked) add(line, 'dblk');
}

function gameOf(acc: PlayAccumulator, row: PlayRow): GameTally | null {
  const esbid = str(row, 'game_id') ?? str(row, 'esbid');
  if (!esbid) return null;
  let game = acc.games[esbid];
  if (!game) {
    game = acc.games[esbid] = {
      esbid,
      year: num(row, 'season') || num(row, 'year'),
      week: num(row, 'week'),
      home: str(row, 'home_team') ?? '',
      away: str(row, 'away_team') ?? '',
      seconds_remaining: 3600,
      home_score: 0,
      away_score: 0,
      last_play_id: -1,
      plays: 0,
      players: {},
      defenses: {},
    };
  }
  return game;
}

function playId(row: PlayRow): number {
  return num(row, 'play_id') || num(row, 'playId');
}

/**
 * Adds `plays` to `into` (a fresh accumulator by default) and returns it. Plays are sorted by game and
 * play_id first, so order of arrival does not matter; a game's plays must all be in one call (the
 * fumble-recovery inference looks at the following play), so callers recompute a game from all of its
 * plays seen so far rather than adding a batch to an earlier tally.
 */
export function accumulatePlays(plays: readonly PlayRow[], into: PlayAccumulator = { games: {} }): PlayAccumulator {
  const sorted = [...plays].sort((a, b) => {
    const ga = str(a, 'game_id') ?? str(a, 'esbid') ?? '';
    const gb = str(b, 'game_id') ?? str(b, 'esbid') ?? '';
    return ga < gb ? -1 : ga > gb ? 1 : playId(a) - playId(b);
  });
  for (let i = 0; i < sorted.length; i++) {
    const row = sorted[i];
    const game = gameOf(into, row);
    if (!game) continue;
    let next: PlayRow | undefined;
    for (let j = i + 1; j < sorted.length; j++) {
      const candidate = sorted[j];
      if ((str(candidate, 'game_id') ?? str(candidate, 'esbid')) !== game.esbid) break;
      if (str(candidate, 'posteam')) {
        next = candidate;
        break;
      }
    }
    countPlay(game, row);
    countDefense(game, row, next);
    game.plays++;
    const id = playId(row);
    if (id >= game.last_play_id) {
      game.last_play_id = id;
      if (str(row, 'game_seconds_remaining') !== null) game.seconds_remaining = num(row, 'game_seconds_remaining');
      const pos = str(row, 'posteam');
      if (pos) {
        const posScore = num(row, 'posteam_score_post');
        const defScore = num(row, 'defteam_score_post');
        if (pos === game.home) {
          game.home_score = posScore;
          game.away_score = defScore;
        } else {
          game.away_score = posScore;
          game.home_score = defScore;
        }
      }
    }
  }
  for (const game of Object.values(into.games)) {
    // points allowed: the opponent's score on the latest play
    for (const [team, line] of Object.entries(game.defenses)) {
      line.dpa = team === game.home ? game.away_score : game.home_score;
      line.dya ??= 0;
    }
  }
  return into;
}
