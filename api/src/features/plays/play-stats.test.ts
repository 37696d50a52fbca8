import { readCsvRecords } from '../../import/csv';
import { projectFile } from '../../import/datasets';
import { derivePlayStats } from './play-stats';

/** Real rows of the shipped files, by `game_id:play_id` (read, not retyped, so the test sees the CSV). */
async function realRows(file: 'plays_2024.csv.gz' | 'plays_2025.csv.gz', keys: string[]): Promise<Map<string, Record<string, string>>> {
  const wanted = new Set(keys);
  const games = new Set(keys.map((k) => k.split(':')[0]));
  const found = new Map<string, Record<string, string>>();
  for await (const r of readCsvRecords(projectFile(file))) {
    if (!games.has(r.game_id)) continue;
    const key = `${r.game_id}:${r.play_id}`;
    if (wanted.has(key)) found.set(key, r);
    if (found.size === wanted.size) break;
  }
  return found;
}

const brief = (row: Record<string, string>) => derivePlayStats(row).map((s) => [s.statId, s.gsisId, s.yards, s.clubCode]);

describe('derivePlayStats on hand-checked rows of the shipped play-by-play', () => {
  let y2024: Map<string, Record<string, string>>;
  let y2025: Map<string, Record<string, string>>;
  beforeAll(async () => {
    y2024 = await realRows('plays_2024.csv.gz', ['2024_01_BAL_KC:3113', '2024_01_BAL_KC:391', '2024_01_BAL_KC:1804', '2024_01_BAL_KC:488', '2024_01_BAL_KC:205']);
    y2025 = await realRows('plays_2025.csv.gz', ['2025_01_ARI_NO:645', '2025_01_MIA_IND:3196', '2025_15_ARI_HOU:653']);
  });

  it('a touchdown completion: passer 16 (49 yds) and 111 (19 air), receiver 115, 22 (49) and 113 (30 after the catch)', () => {
    // L.Jackson to I.Likely, complete_pass 1, touchdown 1, BAL 10 → 16, yards_gained 49, air 19, YAC 30
    const row = y2024.get('2024_01_BAL_KC:3113')!;
    expect(brief(row)).toEqual([
      [16, '00-0034796', 49, 'BAL'],
      [111, '00-0034796', 19, 'BAL'],
      [115, '00-0037838', null, 'BAL'],
      [22, '00-0037838', 49, 'BAL'],
      [113, '00-0037838', 30, 'BAL'],
    ]);
    expect(derivePlayStats(row)[0]).toMatchObject({ esbid: '2024_01_BAL_KC', playId: 3113, playerName: 'L.Jackson', gsispid: null });
  });

  it('a rushing touchdown: rusher 11 with the yards gained', () => {
    // D.Henry, rush_attempt 1, touchdown 1, BAL 0 → 6, yards_gained 5
    expect(brief(y2024.get('2024_01_BAL_KC:391')!)).toEqual([[11, '00-0032764', 5, 'BAL']]);
  });

  it('an interception: passer 19 and the target 115 only (the interceptor is not a column)', () => {
    // P.Mahomes for R.Rice, interception 1, incomplete_pass 0
    expect(brief(y2024.get('2024_01_BAL_KC:1804')!)).toEqual([
      [19, '00-0033873', null, 'KC'],
      [115, '00-0039067', null, 'KC'],
    ]);
  });

  it('a sack: the sacked passer 20 with the yards gained (0 here), no attempt', () => {
    expect(brief(y2024.get('2024_01_BAL_KC:488')!)).toEqual([[20, '00-0033873', 0, 'KC']]);
  });

  it('an incompletion: passer 14 and 112 (air yards -6), target 115', () => {
    expect(brief(y2024.get('2024_01_BAL_KC:205')!)).toEqual([
      [14, '00-0034796', null, 'BAL'],
      [112, '00-0034796', -6, 'BAL'],
      [115, '00-0032764', null, 'BAL'],
    ]);
  });

  it('a made field goal (2025 columns): kicker 70 with the kick distance', () => {
    // C.Ryland, field_goal_result made, kick_distance 42
    expect(brief(y2025.get('2025_01_ARI_NO:645')!)).toEqual([[70, '00-0038567', 42, 'ARI']]);
  });

  it('a good two-point pass (no down, MIA 6 → 8): passer 77 and receiver 104', () => {
    expect(brief(y2025.get('2025_01_MIA_IND:3196')!)).toEqual([
      [77, '00-0036212', null, 'MIA'],
      [104, '00-0038720', null, 'MIA'],
    ]);
  });

  it('a run with a fumble on which the offence scored: no rushing stat, since who scored is not stated', () => {
    // HOU 10 → 16 with fumble 1 and yards_gained 0: the touchdown was not the rusher's run
    expect(brief(y2025.get('2025_15_ARI_HOU:653')!)).toEqual([]);
  });

  it('credits nothing on a play without a type or offence (END QUARTER rows, no_play keeps none)', () => {
    expect(derivePlayStats({ esbid: 'g', playId: 1, play_type: '', posteam: '' })).toEqual([]);
    expect(derivePlayStats({ esbid: 'g', playId: 1, play_type: 'no_play', posteam: 'KC', passer_player_id: '00-1' })).toEqual([]);
  });
});
