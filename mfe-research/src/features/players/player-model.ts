import type { LeaguePlayer } from '@league/shared-rules/contracts';

/**
 * The player row the page works with, built from the players API (spec §3 Player, with the
 * fantasy-side fields of GET /leagues/:lid/players) and the league's teams for the team name.
 */
export const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'] as const;
export type Position = (typeof POSITIONS)[number];

/** The API's player: bio from the players table plus roster info in the league (tid, value). */
export type ApiPlayer = Pick<LeaguePlayer, 'pid' | 'fname' | 'lname' | 'name' | 'pos' | 'team' | 'dob' | 'nfl_draft_year' | 'round' | 'dpos'> &
  Partial<Omit<LeaguePlayer, 'pid' | 'fname' | 'lname' | 'name' | 'pos' | 'team' | 'dob' | 'nfl_draft_year' | 'round' | 'dpos'>>;

export interface PlayerRow {
  pid: string;
  name: string;
  fname: string;
  lname: string;
  pos: string;
  nflTeam: string;
  /** Years, one decimal; null when the birth date is missing. */
  age: number | null;
  draftYear: number | null;
  draftRound: number | null;
  draftPick: number | null;
  /** Fantasy team id, null for a free agent. */
  tid: number | null;
  teamName: string | null;
  salary: number | null;
  /** Market salary (spec §9), whole dollars; null when the api sends none (default league). */
  marketSalary: number | null;
  points: number | null;
  college: string | null;
  nflStatus: string | null;
  /**
   * Projected points by key (spec §3 Player "projection (by week plus 0 and ros)": '0' the season,
   * 'ros' the rest of the season, '1'…'18' a week), or null while the api sends none. The projection
   * views read their projected-points column from here; nothing is estimated in the browser.
   */
  projection: Readonly<Record<string, number>> | null;
  source: ApiPlayer;
}

/** Where a projection record keeps a week's projected stat ('12:py'; spec §2 Week Projections: the projected lines). */
export const lineKey = (week: number, stat: string) => `${week}:${stat}`;

/** The player's `projection` when the api carries one (finite numbers only), else null. */
export function readProjection(player: ApiPlayer): Record<string, number> | null {
  const entries = Object.entries(player.projection ?? {}).filter(([, value]) => Number.isFinite(value));
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

const MS_PER_DAY = 86_400_000;

/** Age as days / 365 to one decimal (spec §2, §9); null when missing or 0000-00-00. */
export function ageInYears(dob: string | null | undefined, now: Date): number | null {
  if (!dob || dob.startsWith('0000')) return null;
  const born = Date.parse(`${dob.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(born)) return null;
  const days = Math.floor((now.getTime() - born) / MS_PER_DAY);
  return Math.round((days / 365) * 10) / 10;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** Draft text (spec §2): round with ordinal suffix and overall pick, or UDFA. */
export function formatDraft(row: Pick<PlayerRow, 'draftRound' | 'draftPick' | 'draftYear'>): string {
  if (!row.draftRound) return 'UDFA';
  const pick = row.draftPick ? ` #${row.draftPick}` : '';
  return `${ordinal(row.draftRound)} Rd${pick}`;
}

export function toPlayerRow(player: ApiPlayer, teamNames: Map<number, string>, now: Date): PlayerRow {
  const tid = player.tid ?? null;
  return {
    pid: player.pid,
    name: player.name || `${player.fname} ${player.lname}`.trim(),
    fname: player.fname,
    lname: player.lname,
    pos: player.pos,
    nflTeam: player.team,
    age: ageInYears(player.dob, now),
    draftYear: player.nfl_draft_year ?? null,
    draftRound: player.round ?? null,
    draftPick: player.dpos ?? null,
    tid,
    teamName: tid === null ? null : (teamNames.get(tid) ?? `Team ${tid}`),
    salary: tid === null ? null : (player.value ?? null),
    marketSalary: typeof player.market_salary === 'number' ? Math.round(player.market_salary) : null,
    points: player.points_last_season ?? null,
    college: player.college ?? null,
    nflStatus: player.nfl_status ?? null,
    projection: readProjection(player),
    source: player,
  };
}
