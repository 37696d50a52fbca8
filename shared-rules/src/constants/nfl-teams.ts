/**
 * The 32 NFL teams (from /work/shared/data/teams.csv). The canonical abbreviation is nflverse style
 * (`LA`, `LV`, `KC`, `JAX`); `aliases` lists every other code seen in data sources (PFR, MFL/KTC,
 * ESPN, former cities) that {@link fixTeam} folds onto it.
 */
export interface NflTeam {
  abbr: string;
  name: string;
  nick: string;
  conf: 'AFC' | 'NFC';
  division: string;
  aliases: readonly string[];
}

type Row = [abbr: string, name: string, nick: string, division: string, aliases: string];

const ROWS: readonly Row[] = [
  ['ARI', 'Arizona Cardinals', 'Cardinals', 'NFC West', 'CRD|ARZ'],
  ['ATL', 'Atlanta Falcons', 'Falcons', 'NFC South', ''],
  ['BAL', 'Baltimore Ravens', 'Ravens', 'AFC North', 'RAV'],
  ['BUF', 'Buffalo Bills', 'Bills', 'AFC East', ''],
  ['CAR', 'Carolina Panthers', 'Panthers', 'NFC South', ''],
  ['CHI', 'Chicago Bears', 'Bears', 'NFC North', ''],
  ['CIN', 'Cincinnati Bengals', 'Bengals', 'AFC North', ''],
  ['CLE', 'Cleveland Browns', 'Browns', 'AFC North', ''],
  ['DAL', 'Dallas Cowboys', 'Cowboys', 'NFC East', ''],
  ['DEN', 'Denver Broncos', 'Broncos', 'AFC West', ''],
  ['DET', 'Detroit Lions', 'Lions', 'NFC North', ''],
  ['GB', 'Green Bay Packers', 'Packers', 'NFC North', 'GNB|GBP'],
  ['HOU', 'Houston Texans', 'Texans', 'AFC South', 'HTX'],
  ['IND', 'Indianapolis Colts', 'Colts', 'AFC South', 'CLT'],
  ['JAX', 'Jacksonville Jaguars', 'Jaguars', 'AFC South', 'JAC'],
  ['KC', 'Kansas City Chiefs', 'Chiefs', 'AFC West', 'KAN|KCC'],
  ['LA', 'Los Angeles Rams', 'Rams', 'NFC West', 'LAR|RAM|STL'],
  ['LAC', 'Los Angeles Chargers', 'Chargers', 'AFC West', 'SDG|SDC|SD'],
  ['LV', 'Las Vegas Raiders', 'Raiders', 'AFC West', 'LVR|RAI|OAK'],
  ['MIA', 'Miami Dolphins', 'Dolphins', 'AFC East', ''],
  ['MIN', 'Minnesota Vikings', 'Vikings', 'NFC North', ''],
  ['NE', 'New England Patriots', 'Patriots', 'AFC East', 'NWE|NEP'],
  ['NO', 'New Orleans Saints', 'Saints', 'NFC South', 'NOR|NOS'],
  ['NYG', 'New York Giants', 'Giants', 'NFC East', ''],
  ['NYJ', 'New York Jets', 'Jets', 'AFC East', ''],
  ['PHI', 'Philadelphia Eagles', 'Eagles', 'NFC East', ''],
  ['PIT', 'Pittsburgh Steelers', 'Steelers', 'AFC North', ''],
  ['SEA', 'Seattle Seahawks', 'Seahawks', 'NFC West', ''],
  ['SF', 'San Francisco 49ers', '49ers', 'NFC West', 'SFO'],
  ['TB', 'Tampa Bay Buccaneers', 'Buccaneers', 'NFC South', 'TAM|TBB'],
  ['TEN', 'Tennessee Titans', 'Titans', 'AFC South', 'OTI'],
  ['WAS', 'Washington Commanders', 'Commanders', 'NFC East', 'WSH|WFT'],
];

/** The 32 NFL teams, canonical abbreviation order. */
export const NFL_TEAMS: readonly NflTeam[] = ROWS.map(([abbr, name, nick, division, aliases]) => ({
  abbr,
  name,
  nick,
  conf: division.startsWith('AFC') ? 'AFC' : 'NFC',
  division,
  aliases: aliases ? aliases.split('|') : [],
}));

/** Canonical abbreviations of the 32 teams. */
export const NFL_TEAM_ABBREVIATIONS: readonly string[] = NFL_TEAMS.map((t) => t.abbr);

/** Team code for a free agent / player without an NFL team. */
export const FREE_AGENT_TEAM = 'INA';

/** Values that mean "no NFL team" and normalise to {@link FREE_AGENT_TEAM}. */
const FREE_AGENT_VALUES = ['INA', 'FA', 'FA*', 'FREE AGENT', 'UFA', 'NONE', ''];

const LOOKUP: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const v of FREE_AGENT_VALUES) map.set(v, FREE_AGENT_TEAM);
  for (const team of NFL_TEAMS) {
    map.set(team.abbr, team.abbr);
    for (const alias of team.aliases) map.set(alias, team.abbr);
    map.set(team.name.toUpperCase(), team.abbr);
    map.set(team.nick.toUpperCase(), team.abbr);
  }
  return map;
})();

/**
 * Normalise a team code, alias or name to its canonical abbreviation (`JAC` -> `JAX`,
 * `OAK` -> `LV`, `Rams` -> `LA`); free agent markers (`FA`, empty, `INA`) map to `INA`.
 * Matching ignores case and surrounding spaces.
 *
 * @throws Error `Invalid team: {value}` for anything else (spec §8).
 */
export function fixTeam(value: string | null | undefined): string {
  const key = (value ?? '').trim().toUpperCase();
  const found = LOOKUP.get(key);
  if (found === undefined) throw new Error(`Invalid team: ${value}`);
  return found;
}

/** The team record for a code or alias, or undefined for free agents. */
export function getNflTeam(value: string): NflTeam | undefined {
  const abbr = fixTeam(value);
  return NFL_TEAMS.find((t) => t.abbr === abbr);
}
