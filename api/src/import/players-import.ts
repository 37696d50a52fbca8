import { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
import {
  fantasyPoints, InjuryStatus, NflStatus, scoringFormatFromLeague, statLineFromNflverse, type InjuryStatusCode,
} from '@league/shared-rules';
import type { PlayerDoc } from '../db/models/player.model';
import { derivePid, splitName } from './pid';
import { deriveNflStatus, isTeamless } from './player-status';

/** What the other files of the data set tell about every player (see player-status.ts). */
export interface CareerIndex {
  /** gsis id -> team on the latest depth-chart snapshot. */
  depthTeams: ReadonlyMap<string, string>;
  /** gsis id -> latest season with a game or an injury report. */
  lastSeasons: ReadonlyMap<string, number>;
  /** The data set's latest season. */
  dataSeason: number;
}

const ID_FIELDS = [
  'gsis_id', 'mfl_id', 'sleeper_id', 'espn_id', 'yahoo_id', 'pfr_id', 'rotowire_id', 'fantasy_data_id',
  'ktc_id', 'sportradar_id', 'fantasypros_id',
] as const;

/** Extra platform ids kept on the document beyond the contract's (DynastyProcess carries them all). */
const EXTRA_ID_FIELDS = [
  'pff_id', 'nfl_id', 'fleaflicker_id', 'cbs_id', 'cfbref_id', 'rotoworld_id', 'stats_id', 'stats_global_id', 'swish_id',
] as const;

const halfPpr = scoringFormatFromLeague(DEFAULT_LEAGUE);

/** Half-ppr points of an nflverse season row under the default league's scoring (spec §9). */
export function seasonPoints(row: Record<string, string>, pos: string): number {
  return Math.round(fantasyPoints(statLineFromNflverse(row), halfPpr, pos) * 10) / 10;
}

const numOrNull = (v: string | undefined): number | null => {
  if (v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** injuries.csv `report_status` -> spec injury status (§3); other values (empty) are no status. */
const REPORT_STATUSES: Readonly<Record<string, InjuryStatusCode>> = {
  Out: InjuryStatus.OUT,
  Doubtful: InjuryStatus.DOUBTFUL,
  Questionable: InjuryStatus.QUESTIONABLE,
};

/**
 * Each player's injury status (gsis id -> status) from their latest report: highest season, then
 * latest week, regular season and playoffs only. The latest report decides: when it carries no game
 * status (listed for practice only), the player has none, so an older 'Out' is not kept.
 */
export function latestInjuryStatuses(rows: Record<string, string>[]): Map<string, InjuryStatusCode> {
  const latest = new Map<string, { at: number; status: InjuryStatusCode | null }>();
  for (const r of rows) {
    if (!r.gsis_id || (r.season_type !== 'REG' && r.season_type !== 'POST')) continue;
    const at = Number(r.season) * 100 + Number(r.week);
    if (!Number.isFinite(at)) continue;
    const status = REPORT_STATUSES[r.report_status] ?? null;
    const seen = latest.get(r.gsis_id);
    // a later report wins; on the same week a row with a status wins over one without
    if (!seen || at > seen.at || (at === seen.at && status && !seen.status)) latest.set(r.gsis_id, { at, status });
  }
  const out = new Map<string, InjuryStatusCode>();
  for (const [gsis, { status }] of latest) if (status) out.set(gsis, status);
  return out;
}

/** MFL/DynastyProcess team code -> nflverse code, from teams.csv (`mfl_dp_ktc_abbr`). */
export function mflTeamMap(teams: Record<string, string>[]): Map<string, string> {
  return new Map(teams.map((t) => [t.mfl_dp_ktc_abbr, t.team_abbr]));
}

/**
 * One players.csv row as a player document. NFL status from the career evidence (spec §3 statuses,
 * derived in player-status.ts). Team: the depth chart's, else the MFL code mapped to nflverse; free
 * agents, retired players and old franchise codes (OAK, SDC, STL, RAM) become INA (on no team now).
 */
export function toPlayerDoc(
  row: Record<string, string>,
  teamMap: Map<string, string>,
  pointsByGsis: Map<string, number>,
  career: CareerIndex,
): PlayerDoc {
  const { fname, lname } = splitName(row.name);
  const draftYear = numOrNull(row.draft_year);
  const pos = row.position === 'PK' ? 'K' : (row.position as PlayerDoc['pos']);
  const gsis = row.gsis_id || null;
  const depthTeam = gsis ? career.depthTeams.get(gsis) : undefined;
  const listedTeam = depthTeam ?? teamMap.get(row.team) ?? null;
  const nflStatus = deriveNflStatus(
    {
      team: listedTeam,
      onDepthChart: depthTeam !== undefined,
      lastSeason: (gsis && career.lastSeasons.get(gsis)) || null,
      draftYear: draftYear && draftYear > 0 ? draftYear : null,
      birthYear: numOrNull(row.birthdate?.slice(0, 4)),
    },
    career.dataSeason,
  );
  const team = listedTeam && !isTeamless(nflStatus) ? listedTeam : 'INA';
  const doc: Record<string, unknown> = {
    pid: derivePid({ fname, lname, draftYear, dob: row.birthdate || null }),
    fname,
    lname,
    name: row.name,
    pname: `${fname.charAt(0)}.${lname}`,
    search: row.name.toLowerCase(),
    pos,
    team,
    jnum: null,
    dob: row.birthdate || null,
    // INA, RET (and the other inactive statuses) cannot play, so the lineup rules lock them (spec §4)
    nfl_status: nflStatus,
    injury_status: null,
    game_status: null,
    nfl_draft_year: draftYear && draftYear > 0 ? draftYear : null,
    round: numOrNull(row.draft_round),
    dpos: numOrNull(row.draft_ovr),
    college: row.college || null,
    height: numOrNull(row.height),
    weight: numOrNull(row.weight),
    points_last_season: row.gsis_id ? (pointsByGsis.get(row.gsis_id) ?? null) : null,
  };
  for (const f of ID_FIELDS) doc[f] = row[f] || null;
  for (const f of EXTRA_ID_FIELDS) if (row[f] && row[f] !== '0') doc[f] = row[f];
  return doc as PlayerDoc;
}

/** The 32 team defenses as DST players keyed by their team abbreviation (as Sleeper does). */
export function toDefenseDoc(team: Record<string, string>): PlayerDoc {
  const lname = team.team_nick;
  const fname = team.team_name.slice(0, team.team_name.length - lname.length).trim();
  const doc: Record<string, unknown> = {
    pid: team.team_abbr,
    fname,
    lname,
    name: team.team_name,
    pname: team.team_name,
    search: team.team_name.toLowerCase(),
    pos: 'DST',
    team: team.team_abbr,
    jnum: null,
    dob: null,
    nfl_status: NflStatus.ACTIVE,
    injury_status: null,
    game_status: null,
    nfl_draft_year: null,
    round: null,
    dpos: null,
    college: null,
    height: null,
    weight: null,
    points_last_season: null,
  };
  for (const f of ID_FIELDS) doc[f] = null;
  doc.sleeper_id = team.sleeper_abbr || null;
  return doc as PlayerDoc;
}
