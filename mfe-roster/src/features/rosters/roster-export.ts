import { ROSTER_SLOT_NAMES, TRANSACTION_TYPE_NAMES, toCsv, type CsvValue } from '@league/shared-rules';
import type { LeaguePlayer, RosterRead, Team } from '@league/shared-rules/contracts';

/** Header of the roster export (spec §2 "A roster export to file exists. Its columns are …"). */
export const ROSTER_EXPORT_COLUMNS = [
  'team id',
  'team name',
  'salary',
  'market salary',
  'player name',
  'player id',
  'position',
  'last transaction timestamp',
  'last transaction type',
  'roster slot',
  'draft year',
  'NFL team',
] as const;

/** Player facts the roster rows do not carry: draft year and market salary (GET /leagues/:lid/players). */
export type ExportPlayerInfo = Pick<LeaguePlayer, 'pid' | 'nfl_draft_year' | 'market_salary'>;

/**
 * The roster export as CSV text: one line per rostered player, teams in id order, players by
 * salary. Fields holding commas, quotes or line breaks are quoted and lines end with CRLF (the
 * shared CSV helper). Market salary is rounded to a whole number; timestamps stay unix seconds.
 */
export function buildRosterCsv(
  rosters: readonly RosterRead[],
  teams: readonly Team[],
  players: readonly ExportPlayerInfo[],
): string {
  const teamNames = new Map(teams.map((t) => [t.uid, t.name]));
  const info = new Map(players.map((p) => [p.pid, p]));
  const rows: CsvValue[][] = [[...ROSTER_EXPORT_COLUMNS]];
  for (const roster of [...rosters].sort((a, b) => a.tid - b.tid)) {
    const sorted = [...roster.players].sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || a.name.localeCompare(b.name));
    for (const player of sorted) {
      const extra = info.get(player.pid);
      const market = extra?.market_salary;
      // the api values every rostered player; a player missing from its answer has an empty cell
      rows.push([
        roster.tid,
        teamNames.get(roster.tid) ?? '',
        // empty for a visitor, who receives no salaries (spec §6)
        player.value ?? '',
        market === undefined ? '' : Math.round(market),
        player.name,
        player.pid,
        player.pos,
        player.timestamp,
        player.type === null ? '' : (TRANSACTION_TYPE_NAMES[player.type] ?? player.type),
        ROSTER_SLOT_NAMES[player.slot] ?? player.slot,
        extra?.nfl_draft_year ?? '',
        player.team,
      ]);
    }
  }
  return toCsv(rows);
}
