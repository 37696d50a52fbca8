import type { PlayStat } from '@league/shared-rules/contracts';

/**
 * NFL GSIS stat ids credited on one nflverse play, derived only from what its columns state (the table
 * and what cannot be derived: README.md beside this file). `gsispid` is filled by the caller.
 */
export const STAT = {
  PUNT_BLOCKED_OFFENSE: 2,
  RUSH: 10,
  RUSH_TD: 11,
  PASS_INCOMPLETE: 14,
  PASS: 15,
  PASS_TD: 16,
  INTERCEPTION_BY_PASSER: 19,
  SACK_OFFENSE: 20,
  RECEPTION: 21,
  RECEPTION_TD: 22,
  FG_MISSED: 69,
  FG_GOOD: 70,
  FG_BLOCKED_OFFENSE: 71,
  XP_GOOD: 72,
  XP_FAILED: 73,
  XP_BLOCKED_OFFENSE: 74,
  TWO_POINT_RUSH_GOOD: 75,
  TWO_POINT_RUSH_FAILED: 76,
  TWO_POINT_PASS_GOOD: 77,
  TWO_POINT_PASS_FAILED: 78,
  TWO_POINT_RECEPTION_GOOD: 104,
  PASS_LENGTH_COMPLETION: 111,
  PASS_LENGTH_NO_COMPLETION: 112,
  YARDS_AFTER_CATCH: 113,
  PASS_TARGET: 115,
} as const;

type Row = Readonly<Record<string, unknown>>;

function num(row: Row, column: string): number | null {
  const v = row[column];
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

function str(row: Row, column: string): string | null {
  const v = row[column];
  return v === undefined || v === null || v === '' ? null : String(v);
}

const flag = (row: Row, column: string) => num(row, column) === 1;

/** The stats of one play, in a fixed order: passer, rusher, receiver, then kicker/punter. */
export function derivePlayStats(row: Row): PlayStat[] {
  const esbid = str(row, 'esbid') ?? str(row, 'game_id');
  const playId = num(row, 'playId') ?? num(row, 'play_id');
  const type = str(row, 'play_type');
  const pos = str(row, 'posteam');
  if (esbid === null || playId === null || type === null || pos === null) return [];
  const out: PlayStat[] = [];
  const credit = (statId: number, idColumn: string, nameColumn: string | null, yards: number | null) => {
    const gsisId = str(row, idColumn);
    if (gsisId === null) return;
    out.push({ esbid, playId, statId, yards, gsisId, gsispid: null, clubCode: pos, playerName: nameColumn ? str(row, nameColumn) : null });
  };

  const scrimmage = type === 'pass' || type === 'run' || type === 'qb_kneel' || type === 'qb_spike';
  const posGain = (num(row, 'posteam_score_post') ?? 0) - (num(row, 'posteam_score') ?? 0);
  const yards = num(row, 'yards_gained');

  if (scrimmage && str(row, 'down') === null) {
    // a two-point try: good exactly when the offence's score rose by 2 on it
    const good = posGain === 2;
    if (flag(row, 'pass_attempt')) {
      credit(good ? STAT.TWO_POINT_PASS_GOOD : STAT.TWO_POINT_PASS_FAILED, 'passer_player_id', 'passer_player_name', null);
      if (good) credit(STAT.TWO_POINT_RECEPTION_GOOD, 'receiver_player_id', 'receiver_player_name', null);
    } else if (flag(row, 'rush_attempt')) {
      credit(good ? STAT.TWO_POINT_RUSH_GOOD : STAT.TWO_POINT_RUSH_FAILED, 'rusher_player_id', 'rusher_player_name', null);
    }
    return out;
  }

  if (scrimmage) {
    // Who scored is not a column: with a fumble on the play the touchdown may be a teammate's recovery,
    // so such plays credit no yardage stat rather than a guessed one.
    const offenseTd = flag(row, 'touchdown') && posGain >= 6;
    const unclear = flag(row, 'fumble') && offenseTd;
    if (flag(row, 'sack')) {
      credit(STAT.SACK_OFFENSE, 'passer_player_id', 'passer_player_name', yards);
    } else if (flag(row, 'pass_attempt')) {
      const air = num(row, 'air_yards');
      if (flag(row, 'interception')) {
        credit(STAT.INTERCEPTION_BY_PASSER, 'passer_player_id', 'passer_player_name', null);
      } else if (flag(row, 'complete_pass')) {
        if (!unclear) credit(offenseTd ? STAT.PASS_TD : STAT.PASS, 'passer_player_id', 'passer_player_name', yards);
        if (air !== null) credit(STAT.PASS_LENGTH_COMPLETION, 'passer_player_id', 'passer_player_name', air);
      } else if (flag(row, 'incomplete_pass')) {
        credit(STAT.PASS_INCOMPLETE, 'passer_player_id', 'passer_player_name', null);
        if (air !== null) credit(STAT.PASS_LENGTH_NO_COMPLETION, 'passer_player_id', 'passer_player_name', air);
      }
      credit(STAT.PASS_TARGET, 'receiver_player_id', 'receiver_player_name', null);
      if (flag(row, 'complete_pass') && !flag(row, 'interception')) {
        if (!unclear) credit(offenseTd ? STAT.RECEPTION_TD : STAT.RECEPTION, 'receiver_player_id', 'receiver_player_name', yards);
        const yac = num(row, 'yards_after_catch');
        if (yac !== null) credit(STAT.YARDS_AFTER_CATCH, 'receiver_player_id', 'receiver_player_name', yac);
      }
    } else if (flag(row, 'rush_attempt') && !unclear) {
      credit(offenseTd ? STAT.RUSH_TD : STAT.RUSH, 'rusher_player_id', 'rusher_player_name', yards);
    }
    return out;
  }

  // kicking columns exist in the 2025 file only (70 columns)
  const distance = num(row, 'kick_distance');
  if (type === 'field_goal') {
    const result = str(row, 'field_goal_result');
    const id = result === 'made' ? STAT.FG_GOOD : result === 'missed' ? STAT.FG_MISSED : result === 'blocked' ? STAT.FG_BLOCKED_OFFENSE : null;
    if (id !== null) credit(id, 'kicker_player_id', 'kicker_player_name', distance);
  } else if (type === 'extra_point') {
    const result = str(row, 'extra_point_result');
    const id = result === 'good' ? STAT.XP_GOOD : result === 'failed' ? STAT.XP_FAILED : result === 'blocked' ? STAT.XP_BLOCKED_OFFENSE : null;
    if (id !== null) credit(id, 'kicker_player_id', 'kicker_player_name', null);
  } else if (type === 'punt' && flag(row, 'punt_blocked')) {
    credit(STAT.PUNT_BLOCKED_OFFENSE, 'punter_player_id', 'punter_player_name', null);
  }
  return out;
}
