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

/** Roster info a visitor never receives (spec §6 salary and manager data). */
const SALARY_KEYS = ['value', 'extensions'] as const;
const MANAGER_KEYS = ['tid', 'slot', 'tag'] as const;

/**
 * What a visitor may see of a league player (spec §6: no salary or manager data): in lists not
 * scoped to one team no roster info at all, in a team's own list no salary.
 */
export function forVisitor(player: LeaguePlayer, scope: 'league' | 'team'): LeaguePlayer {
  const out: Record<string, unknown> = { ...player };
  for (const key of SALARY_KEYS) delete out[key];
  if (scope === 'league') for (const key of MANAGER_KEYS) delete out[key];
  return out as LeaguePlayer;
}
