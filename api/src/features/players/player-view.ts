import type { LeaguePlayer, Player } from '@league/shared-rules/contracts';
import type { PlayerDoc } from '../../db/models/player.model';
import type { RosterPlayerDoc } from '../../db/models/roster.model';

const PLAYER_KEYS = [
  'pid', 'fname', 'lname', 'name', 'pname', 'pos', 'team', 'jnum', 'dob', 'nfl_status', 'injury_status',
  'game_status', 'nfl_draft_year', 'round', 'dpos', 'college', 'height', 'weight', 'points_last_season',
  'gsis_id', 'mfl_id', 'sleeper_id', 'espn_id', 'yahoo_id', 'pfr_id', 'rotowire_id', 'fantasy_data_id',
  'ktc_id', 'sportradar_id', 'fantasypros_id',
] as const satisfies readonly (keyof Player)[];

/** A stored player as the wire Player (absent optional fields become null). */
export function toPlayer(doc: PlayerDoc): Player {
  const out: Record<string, unknown> = {};
  for (const key of PLAYER_KEYS) out[key] = (doc as Record<string, unknown>)[key] ?? null;
  return out as Player;
}

/** A player with his roster info in one league (all null for a free agent). */
export function toLeaguePlayer(doc: PlayerDoc, row: RosterPlayerDoc | undefined): LeaguePlayer {
  return {
    ...toPlayer(doc),
    tid: row?.tid ?? null,
    slot: row?.slot ?? null,
    value: row?.value ?? null,
    tag: row?.tag ?? null,
    extensions: row?.extensions ?? null,
  };
}
