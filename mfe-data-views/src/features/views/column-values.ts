import type { DataView, DataViewColumnId, LeaguePlayer } from '@league/shared-rules/contracts';

type Value = string | number | null;

function age(dob: string | null, now: Date): number | null {
  if (!dob || dob.startsWith('0000')) return null;
  const born = Date.parse(`${dob.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(born)) return null;
  return Math.round((Math.floor((now.getTime() - born) / 86_400_000) / 365) * 10) / 10;
}

/** The raw value of one catalogue column for one player (null = not available). */
export function columnValue(player: LeaguePlayer, id: DataViewColumnId, now: Date): Value {
  switch (id) {
    case 'player_name':
      return player.name;
    case 'player_position':
      return player.pos;
    case 'player_nfl_team':
      return player.team;
    case 'player_age':
      return age(player.dob, now);
    case 'player_draft_year':
      return player.nfl_draft_year;
    case 'player_draft_round':
      return player.round;
    case 'player_draft_pick':
      return player.dpos;
    case 'player_college':
      return player.college;
    case 'player_league_salary':
      // absent for visitors (spec §6)
      return player.tid === null || player.tid === undefined ? null : (player.value ?? null);
    case 'player_fantasy_points_from_seasonlogs':
      return player.points_last_season;
  }
}

/** Display text of a value: money with $, points and ages with one decimal, a dash when missing. */
export function formatValue(id: DataViewColumnId, value: Value): string {
  if (value === null || value === '') return '–';
  if (id === 'player_league_salary') return `$${value}`;
  if ((id === 'player_age' || id === 'player_fantasy_points_from_seasonlogs') && typeof value === 'number') {
    return value.toFixed(1);
  }
  return String(value);
}

/** Rows sorted by the view's sort list; missing values sink whatever the direction. */
export function sortByView(players: readonly LeaguePlayer[], view: DataView, now: Date): LeaguePlayer[] {
  const sort = view.table_state.sort;
  return [...players].sort((a, b) => {
    for (const { column_id, desc } of sort) {
      const va = columnValue(a, column_id, now);
      const vb = columnValue(b, column_id, now);
      if (va === vb) continue;
      if (va === null) return 1;
      if (vb === null) return -1;
      const cmp = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
      if (cmp !== 0) return desc ? -cmp : cmp;
    }
    return a.name.localeCompare(b.name);
  });
}
