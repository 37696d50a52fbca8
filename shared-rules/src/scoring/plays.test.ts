import { accumulatePlays, type PlayRow } from './plays';

/**
 * Real rows of plays_2025.csv.gz (api/data, nflverse pbp, CC BY 4.0), copied verbatim: seven plays
 * and the END GAME row of 2025_01_MIN_CHI (MIN 27 at CHI 24) and one two-point run of 2025_02_NE_MIA.
 * 125 sack of McCarthy; 443 C.Santos extra point; 961 W.Reichard 31-yard field goal; 2188 McCarthy
 * intercepted and returned for a CHI touchdown; 3204 McCarthy 13-yard TD to J.Jefferson; 3254 the
 * failed two-point pass after it; 4400 C.Williams 19 yards to R.Odunze, fumbled (CHI kept the ball:
 * the next row, END GAME, is CHI's); 2946 R.Stevenson two-point run, good.
 */
const CSV = [
  'game_id,play_id,season,week,home_team,away_team,posteam,defteam,game_date,game_seconds_remaining,down,ydstogo,yardline_100,score_differential,play_type,pass_attempt,rush_attempt,qb_scramble,air_yards,yards_after_catch,yards_gained,complete_pass,incomplete_pass,interception,touchdown,sack,penalty,penalty_yards,fumble,epa,wpa,success,cpoe,passer_player_id,passer_player_name,rusher_player_id,rusher_player_name,receiver_player_id,receiver_player_name,solo_tackle_1_player_id,solo_tackle_2_player_id,posteam_score,defteam_score,posteam_score_post,defteam_score_post,roof,surface,temp,wind,home_coach,away_coach,season_type,field_goal_attempt,field_goal_result,kick_distance,extra_point_attempt,extra_point_result,punt_attempt,punt_blocked,kickoff_attempt,return_yards,return_touchdown,kicker_player_id,kicker_player_name,punter_player_id,punter_player_name,kickoff_returner_player_id,kickoff_returner_player_name,punt_returner_player_id,punt_returner_player_name',
  '2025_01_MIN_CHI,125,2025,1,CHI,MIN,MIN,CHI,2025-09-08,3520,3,2,67,0,pass,1,0,0,,,-1,0,0,0,0,1,0,,0,-1.8499416,-0.024263382,0,,00-0039923,J.McCarthy,,,,,00-0039070,,0,0,0,0,outdoors,grass,68,6,Ben Johnson,Kevin O\'Connell,REG,0,,,0,,0,0,0,0,0,,,,,,,,',
  '2025_01_MIN_CHI,443,2025,1,CHI,MIN,CHI,MIN,2025-09-08,3124,,0,15,6,extra_point,0,0,0,,,0,0,0,0,0,0,0,,0,0.067573,0.001577883,1,,,,,,,,,,6,0,7,0,outdoors,grass,68,6,Ben Johnson,Kevin O\'Connell,REG,0,,33,1,good,0,0,0,0,0,00-0031203,C.Santos,,,,,,',
  '2025_01_MIN_CHI,961,2025,1,CHI,MIN,MIN,CHI,2025-09-08,2571,4,8,14,-7,field_goal,0,0,0,,,0,0,0,0,0,0,0,,0,0.21582091,0.022641689,1,,,,,,,,,,0,7,3,7,outdoors,grass,68,6,Ben Johnson,Kevin O\'Connell,REG,1,made,31,0,,0,0,0,0,0,00-0039404,W.Reichard,,,,,,',
  '2025_01_MIN_CHI,2188,2025,1,CHI,MIN,MIN,CHI,2025-09-08,1683,3,8,32,-4,pass,1,0,0,6,,0,0,0,1,1,0,0,,0,-9.658109,-0.22111286,0,-67.65435,00-0039923,J.McCarthy,,,00-0036322,J.Jefferson,,,6,10,6,16,outdoors,grass,68,6,Ben Johnson,Kevin O\'Connell,REG,0,,,0,,0,0,0,74,1,,,,,,,,',
  '2025_01_MIN_CHI,3204,2025,1,CHI,MIN,MIN,CHI,2025-09-08,738,3,5,13,-11,pass,1,0,0,13,0,13,1,0,0,1,0,0,,0,2.883466,0.06394681,1,53.510765,00-0039923,J.McCarthy,,,00-0036322,J.Jefferson,,,6,17,12,17,outdoors,grass,68,6,Ben Johnson,Kevin O\'Connell,REG,0,,,0,,0,0,0,0,0,,,,,,,,',
  '2025_01_MIN_CHI,3254,2025,1,CHI,MIN,MIN,CHI,2025-09-08,733,,0,1,-5,pass,1,0,0,,,0,0,0,0,0,0,0,,0,-0.947,-0.024332596,0,,00-0039923,J.McCarthy,,,00-0035249,J.Oliver,,,12,17,12,17,outdoors,grass,68,6,Ben Johnson,Kevin O\'Connell,REG,0,,,0,,0,0,0,0,0,,,,,,,,',
  '2025_01_MIN_CHI,4400,2025,1,CHI,MIN,CHI,MIN,2025-09-08,5,1,15,85,-3,pass,1,0,0,8,0,19,1,0,0,0,0,0,,1,0.04986126,-0.06613439,1,28.524082,00-0039918,C.Williams,,,00-0039919,R.Odunze,,,24,27,24,27,outdoors,grass,68,6,Ben Johnson,Kevin O\'Connell,REG,0,,,0,,0,0,0,0,0,,,,,,,,',
  '2025_01_MIN_CHI,4451,2025,1,CHI,MIN,CHI,MIN,2025-09-08,0,,0,,-3,,,,0,,,,,,,,,,,,,,,,,,,,,,,,24,27,24,27,outdoors,grass,68,6,Ben Johnson,Kevin O\'Connell,REG,,,,,,,,,,,,,,,,,,',
  '2025_02_NE_MIA,2946,2025,2,MIA,NE,NE,MIA,2025-09-14,906,,0,2,1,run,0,1,0,,,2,0,0,0,0,0,0,,0,1.053,0.070605405,1,,,,00-0036875,R.Stevenson,,,,,21,20,23,20,outdoors,grass,89,4,Mike McDaniel,Mike Vrabel,REG,0,,,0,,0,0,0,0,0,,,,,,,,',
];

function rows(): PlayRow[] {
  const [header, ...data] = CSV.map((l) => l.split(','));
  return data.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

const MCCARTHY = '00-0039923';
const JEFFERSON = '00-0036322';

describe('accumulatePlays (real nflverse rows)', () => {
  const acc = accumulatePlays(rows());
  const game = acc.games['2025_01_MIN_CHI'];

  it('credits passing, receiving and the interception; sacks and failed two-point tries are not attempts', () => {
    expect(game.players[MCCARTHY]).toEqual({ team: 'MIN', stats: { pa: 2, pc: 1, py: 13, tdp: 1, ints: 1 } });
    expect(game.players[JEFFERSON]).toEqual({
      team: 'MIN',
      stats: { trg: 2, rec: 1, recy: 13, tdrec: 1, rec_first_down: 1 },
    });
    expect(game.players['00-0035249']).toBeUndefined(); // J.Oliver, target of the two-point try only
    expect(game.players['00-0039918'].stats).toEqual({ pa: 1, pc: 1, py: 19 });
    expect(game.players['00-0039919'].stats).toEqual({ trg: 1, rec: 1, recy: 19, rec_first_down: 1 });
  });

  it('credits the kickers by the 2025 kicking columns', () => {
    expect(game.players['00-0031203']).toEqual({ team: 'CHI', stats: { xpm: 1 } });
    expect(game.players['00-0039404']).toEqual({ team: 'MIN', stats: { fg39: 1 } });
  });

  it('counts a successful two-point run', () => {
    expect(acc.games['2025_02_NE_MIA'].players['00-0036875']).toEqual({ team: 'NE', stats: { twoptc: 1 } });
  });

  it("builds both defences' lines: sacks, the pick-six, fumbles, yards and points allowed", () => {
    expect(game.defenses.CHI).toEqual({ dsk: 1, dya: -1 + 0 + 13, dint: 1, dtd: 1, dpa: 27 });
    // the fumble is counted as forced but not recovered: CHI had the next play
    expect(game.defenses.MIN).toEqual({ dya: 19, dff: 1, dpa: 24 });
  });

  it('keeps the clock and score of the latest play', () => {
    expect(game).toMatchObject({ seconds_remaining: 0, home: 'CHI', away: 'MIN', home_score: 24, away_score: 27, last_play_id: 4451, plays: 8, year: 2025, week: 1 });
  });

  it('does not depend on arrival order, and a partial game shows the clock so far', () => {
    const shuffled = rows().reverse();
    expect(accumulatePlays(shuffled)).toEqual(acc);
    const early = accumulatePlays(rows().slice(0, 3)).games['2025_01_MIN_CHI'];
    expect(early).toMatchObject({ seconds_remaining: 2571, home_score: 7, away_score: 3, last_play_id: 961 });
  });

  it('adds into an existing accumulator game by game', () => {
    const all = rows();
    const split = accumulatePlays(all.filter((r) => r.game_id === '2025_02_NE_MIA'), accumulatePlays(all.filter((r) => r.game_id === '2025_01_MIN_CHI')));
    expect(split).toEqual(acc);
  });
});
