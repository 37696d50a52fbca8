import { CombineModel, NflGameModel, PlayModel } from '../../../db/models/nfl-data.model';
import { PlayerModel } from '../../../db/models/player.model';
import { RosterPlayerModel } from '../../../db/models/roster.model';
import { PlayerWeekModel } from '../../../db/models/stats.model';
import { createPlayTotalsRepository } from '../../../db/repositories/play-totals.repository';
import { rebuildPlayTotals } from '../play-totals';

/**
 * A small hand-made data set for the engine's column tests: four players with combine results, rosters
 * in two leagues, weekly lines and a dozen plays whose sums are worked out in engine.test.ts.
 */
export const FIXTURE_NOW = new Date(Date.UTC(2026, 0, 1));

const player = (pid: string, gsis: string | null, pos: string, extra: Record<string, unknown> = {}) => ({
  pid,
  gsis_id: gsis,
  pos,
  fname: pid,
  lname: pid,
  name: `${pid} Player`,
  pname: pid,
  search: pid.toLowerCase(),
  team: 'KC',
  ...extra,
});

let playId = 0;
const play = (esbid: string, week: number, extra: Record<string, unknown>, year = 2025, season_type = 'REG') => ({
  esbid,
  playId: ++playId,
  year,
  week,
  season_type,
  posteam: 'KC',
  posteam_score: 0,
  posteam_score_post: 0,
  ...extra,
});
const week = (pid: string, pos: string, year: number, w: number, stats: Record<string, number>) => ({
  year,
  week: w,
  pid,
  gsis_id: null,
  team: 'KC',
  esbid: null,
  pos,
  source: 'weekly',
  stats,
  parts: {},
  updated: 0,
});

export async function loadEngineFixture(): Promise<void> {
  await PlayerModel.insertMany([
    player('AAAA', '00-1', 'QB', { dob: '1998-06-15', nfl_draft_year: 2020, round: 1, dpos: 10, height: 75, weight: 220, college: 'Alpha U' }),
    player('BBBB', '00-2', 'WR', { dob: '2001-01-01', nfl_draft_year: 2023, round: 2, dpos: 40, college: 'Beta U' }),
    player('CCCC', '00-3', 'RB', { dob: '0000-00-00' }),
    player('DDDD', null, 'TE'),
    player('EEEE', '00-5', 'QB', { dob: '1990-01-01' }),
  ]);
  await CombineModel.insertMany([
    { pid: 'AAAA', season: 2020, forty: 4.8, vertical: 30, broad_jump: 110 },
    { pid: 'BBBB', season: 2022, forty: 4.6, vertical: 33 },
    { pid: 'BBBB', season: 2023, forty: 4.4, vertical: 38, broad_jump: 126, bench: 12 },
    { pid: null, season: 2023, forty: 4.3 },
  ]);
  await RosterPlayerModel.insertMany([
    { lid: 1, tid: 2, year: 2025, pid: 'AAAA', pos: 'QB', slot: 1, tag: 2, value: 30 },
    { lid: 1, tid: 2, year: 2024, pid: 'AAAA', pos: 'QB', slot: 1, tag: 1, value: 99 },
    { lid: 1, tid: 3, year: 2025, pid: 'BBBB', pos: 'WR', slot: 3, tag: 3, value: 5 },
    { lid: 2, tid: 7, year: 2025, pid: 'CCCC', pos: 'RB', slot: 2, tag: 1, value: 77 },
  ]);
  await PlayerWeekModel.insertMany([
    week('AAAA', 'QB', 2025, 1, { pa: 30, pc: 20, py: 300, tdp: 2, ints: 1, ra: 3, ry: 20 }),
    week('AAAA', 'QB', 2025, 2, { py: 250, tdp: 1 }),
    week('AAAA', 'QB', 2025, 19, { py: 100 }),
    week('BBBB', 'WR', 2025, 1, { trg: 8, rec: 5, recy: 80, tdrec: 1 }),
    week('BBBB', 'WR', 2024, 1, { rec: 10 }),
    week('EEEE', 'QB', 2025, 1, { py: 100 }),
  ]);
  await NflGameModel.insertMany([
    { esbid: '2025_01_KC_BUF', year: 2025, week: 1, home_score: 20, away_score: 17 },
    { esbid: '2026_01_KC_BUF', year: 2026, week: 1 },
  ]);
  const pass = { pass_attempt: 1, passer_player_id: '00-1' };
  await PlayModel.insertMany([
    play('G1', 1, { ...pass, down: 1, complete_pass: 1, yards_gained: 15, air_yards: 10, yards_after_catch: 5, epa: 1.5, receiver_player_id: '00-2', yardline_100: 50 }),
    play('G1', 1, { ...pass, down: 2, complete_pass: 0, yards_gained: 0, air_yards: 20, epa: -0.5, receiver_player_id: '00-2', yardline_100: 18 }),
    play('G1', 1, { ...pass, down: 3, sack: 1, yards_gained: -7, epa: -2 }),
    play('G2', 2, { ...pass, down: 1, complete_pass: 1, yards_gained: 25, air_yards: 20, yards_after_catch: 5, touchdown: 1, posteam_score_post: 6, epa: 3, receiver_player_id: '00-2', yardline_100: 25 }),
    // a two-point try: no down, counts nowhere
    play('G2', 2, { ...pass, complete_pass: 1, yards_gained: 2, receiver_player_id: '00-2', yardline_100: 2 }),
    play('G0', 1, { ...pass, down: 1, complete_pass: 1, yards_gained: 99, receiver_player_id: '00-2' }, 2024),
    play('GP', 19, { ...pass, down: 1, complete_pass: 1, yards_gained: 40, receiver_player_id: '00-2' }, 2025, 'POST'),
    play('G1', 1, { rush_attempt: 1, rusher_player_id: '00-3', down: 1, yards_gained: 12, epa: 0.8, yardline_100: 40 }),
    play('G1', 1, { rush_attempt: 1, rusher_player_id: '00-3', down: 2, yards_gained: 3, epa: -0.2, yardline_100: 5 }),
    play('G2', 2, { rush_attempt: 1, rusher_player_id: '00-3', down: 1, yards_gained: 5, touchdown: 1, posteam_score: 7, posteam_score_post: 13, epa: 2, yardline_100: 5 }),
    // the other team's offence: no fixture player is on BUF
    play('G1', 1, { posteam: 'BUF', rush_attempt: 1, rusher_player_id: '00-9', down: 1, yards_gained: 4, epa: 0.5 }),
  ]);
  // as the plays import does: the engine reads play columns from the per-game totals
  await rebuildPlayTotals(createPlayTotalsRepository());
}
