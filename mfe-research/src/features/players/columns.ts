import { DATA_VIEW_COLUMNS, type DataViewColumnId, type TeamSeasonlogs } from '@league/shared-rules/contracts';
import { PLAY_COLUMNS, PLAY_DEFAULT_SORT, type PlayStats } from '../data/play-stats-api';
import { formatDraft, lineKey, ordinal, type PlayerRow } from './player-model';
import { baseSortValue, type SortValue } from './sort';
import { playFamily, projectionKey, type ViewId } from './views';
import { defenceVsPosition, formatOpponent, formatSpread, type WeekMatchups } from './week-model';

export interface ColumnDef {
  id: string;
  label: string;
  /** Longer explanation, shown as the header's tooltip. */
  title?: string;
  numeric?: boolean;
  /** What the column sorts by (null sinks to the bottom). */
  value: (row: PlayerRow) => SortValue;
  render: (row: PlayerRow) => string;
}

export interface ColumnOptions {
  view: ViewId;
  week: number;
  /** Roster status and salary exist only for a league member (spec §6). */
  roster: boolean;
  salary: boolean;
  market: boolean;
  /** Last season's points are in the data. */
  points: boolean;
  /** Some player carries a projection for this view (spec §3 Player projection). */
  projection: boolean;
  matchups?: WeekMatchups | null;
  defence?: TeamSeasonlogs | null;
  playStats?: PlayStats | null;
}

const dash = '–';
const fixed = (places: number) => (v: number | null) => (v === null ? dash : v.toFixed(places));
/** Spec §9: percentages show one decimal. */
const percent = (v: number | null) => (v === null ? dash : `${(v * 100).toFixed(1)}%`);

const base = (id: 'name' | 'pos' | 'nflTeam' | 'age' | 'draft' | 'roster' | 'salary' | 'points', label: string, render: (r: PlayerRow) => string, extra: Partial<ColumnDef> = {}): ColumnDef => ({
  id,
  label,
  value: (r) => baseSortValue(r, id),
  render,
  ...extra,
});

const nameColumns = (): ColumnDef[] => [
  base('name', 'Player', (r) => r.name),
  base('pos', 'Pos', (r) => r.pos),
  base('nflTeam', 'NFL Team', (r) => r.nflTeam),
];

/** The projected-points column: it reads the model's projection and shows nothing it does not have. */
function projectionColumn(key: string, label: string): ColumnDef {
  return {
    id: `projection:${key}`,
    label,
    title: 'Projected fantasy points (league scoring)',
    numeric: true,
    value: (r) => r.projection?.[key] ?? null,
    render: (r) => fixed(1)(r.projection?.[key] ?? null),
  };
}

function rosterColumns(o: ColumnOptions): ColumnDef[] {
  const out: ColumnDef[] = [];
  if (o.roster) out.push(base('roster', 'Roster', (r) => r.teamName ?? 'FA'));
  if (o.salary) out.push(base('salary', 'Salary', (r) => (r.salary === null ? dash : `$${r.salary}`), { numeric: true }));
  if (o.market) {
    out.push({ id: 'market', label: 'Market', title: 'Market salary (spec §9), whole dollars', numeric: true, value: (r) => r.marketSalary, render: (r) => (r.marketSalary === null ? dash : `$${r.marketSalary}`) });
  }
  return out;
}

const pointsColumn = () =>
  base('points', 'Pts', (r) => fixed(1)(r.points), { numeric: true, title: 'Fantasy points (half-ppr), last completed regular season' });

function weekColumns(o: ColumnOptions): ColumnDef[] {
  const game = (r: PlayerRow) => o.matchups?.get(r.nflTeam) ?? null;
  const defence = (r: PlayerRow) => {
    const g = game(r);
    return g && o.defence ? defenceVsPosition(o.defence, g.opponent, r.pos) : null;
  };
  const year = o.defence?.year ?? null;
  const since = year ? ` (${year} regular season)` : '';
  return [
    { id: 'opp', label: 'Opp', title: `Week ${o.week} opponent (@ away; BYE without a game)`, value: (r) => game(r)?.opponent ?? null, render: (r) => { const g = game(r); return g ? formatOpponent(g) : o.matchups ? 'BYE' : dash; } },
    { id: 'oppStrength', label: 'Opp Rank', title: `Opponent strength: rank of fantasy points the defence allowed to the position per game over what its opponents average, 1st = easiest${since}`, numeric: true, value: (r) => { const rank = defence(r)?.adjRnk; return rank ? -rank : null; }, render: (r) => { const d = defence(r); return d?.adjRnk ? ordinal(d.adjRnk) : dash; } },
    { id: 'spread', label: 'Spread', title: "The team's point spread from the game's betting line (negative: favoured)", numeric: true, value: (r) => { const s = game(r)?.spread; return s === null || s === undefined ? null : -s; }, render: (r) => { const s = game(r)?.spread; return s === null || s === undefined ? dash : formatSpread(s); } },
    { id: 'total', label: 'O/U', title: "The game's over/under total", numeric: true, value: (r) => game(r)?.total ?? null, render: (r) => fixed(1)(game(r)?.total ?? null) },
    { id: 'implied', label: 'Team Total', title: 'Points the lines imply for the team: (total − spread) / 2', numeric: true, value: (r) => game(r)?.impliedTotal ?? null, render: (r) => fixed(2)(game(r)?.impliedTotal ?? null) },
    { id: 'oppAllowed', label: 'Opp Pts Allowed', title: `Fantasy points per game the opponent's defence allowed to the position${since}`, numeric: true, value: (r) => defence(r)?.pts ?? null, render: (r) => fixed(1)(defence(r)?.pts ?? null) },
    { id: 'oppAllowedRank', label: 'Allowed Rank', title: `Rank of those points allowed, 1st = the most${since}`, numeric: true, value: (r) => { const d = defence(r); return d ? -d.rnk : null; }, render: (r) => { const d = defence(r); return d ? ordinal(d.rnk) : dash; } },
    { id: 'oppAllowedAdj', label: 'Opp Adj +/-', title: `Points allowed to the position per game over what the offences it faced average${since}`, numeric: true, value: (r) => defence(r)?.adjPts ?? null, render: (r) => { const v = defence(r)?.adjPts ?? null; return v === null ? dash : `${v > 0 ? '+' : ''}${v.toFixed(1)}`; } },
  ];
}

/** The week view's projected lines (spec §2): passing, rushing, then receiving, and fumbles lost. */
const LINE_COLUMNS: ReadonlyArray<[stat: string, label: string, title: string]> = [
  ['pa', 'Pass Att', 'passing attempts'],
  ['py', 'Pass Yds', 'passing yards'],
  ['tdp', 'Pass TD', 'passing touchdowns'],
  ['ints', 'Int', 'interceptions thrown'],
  ['ra', 'Rush Att', 'rushing attempts'],
  ['ry', 'Rush Yds', 'rushing yards'],
  ['tdr', 'Rush TD', 'rushing touchdowns'],
  ['trg', 'Tgt', 'targets'],
  ['rec', 'Rec', 'receptions'],
  ['recy', 'Rec Yds', 'receiving yards'],
  ['tdrec', 'Rec TD', 'receiving touchdowns'],
  ['fuml', 'Fum', 'fumbles lost'],
];

function lineColumns(week: number): ColumnDef[] {
  return LINE_COLUMNS.map(([stat, label, title]) => {
    const cell = (r: PlayerRow) => r.projection?.[lineKey(week, stat)] ?? null;
    const places = stat === 'py' || stat === 'ry' || stat === 'recy' ? 0 : 1;
    return { id: `line:${stat}`, label, title: `Projected ${title}, week ${week} (the sources combined with your weights)`, numeric: true, value: cell, render: (r) => fixed(places)(cell(r)) };
  });
}

function playColumns(ids: readonly DataViewColumnId[], stats: PlayStats | null | undefined): ColumnDef[] {
  return ids.map((id) => {
    const meta = DATA_VIEW_COLUMNS[id];
    const cell = (r: PlayerRow) => stats?.get(r.pid)?.[id] ?? null;
    const isRate = id.includes('_rate_');
    const isEpa = id.includes('_epa_');
    const format = isRate ? percent : fixed(isEpa ? 1 : 0);
    return { id, label: meta.label, title: meta.description, numeric: true, value: cell, render: (r) => format(cell(r)) };
  });
}

/** The columns of a view (spec §2), the league columns only where the caller may see them. */
export function buildColumns(o: ColumnOptions): ColumnDef[] {
  const family = playFamily(o.view);
  if (family) return [...nameColumns(), ...(o.roster ? [base('roster', 'Roster', (r) => r.teamName ?? 'FA')] : []), ...playColumns(PLAY_COLUMNS[family], o.playStats)];
  const key = projectionKey(o.view, o.week)!;
  const projection = o.projection ? [projectionColumn(key, o.view === 'week' ? `W${o.week} Proj` : 'Proj')] : [];
  if (o.view === 'week') {
    const lines = o.projection ? lineColumns(o.week) : [];
    return [...nameColumns(), ...weekColumns(o), ...projection, ...lines, ...(o.roster ? [base('roster', 'Roster', (r) => r.teamName ?? 'FA')] : [])];
  }
  return [
    ...nameColumns(),
    base('age', 'Age', (r) => (r.age === null ? dash : r.age.toFixed(1)), { numeric: true }),
    base('draft', 'Draft', (r) => (r.draftRound ? `${r.draftYear ?? ''} ${formatDraft(r)}`.trim() : 'UDFA')),
    ...rosterColumns(o),
    ...projection,
    ...(o.points ? [pointsColumn()] : []),
  ];
}

/** The column a view sorts on by default, descending (spec §4). */
export function defaultSortColumn(o: ColumnOptions, columns: readonly ColumnDef[]): string {
  const family = playFamily(o.view);
  const has = (id: string) => columns.some((c) => c.id === id);
  const preferred = [
    ...(family ? [PLAY_DEFAULT_SORT[family]] : []),
    ...columns.filter((c) => c.id.startsWith('projection:')).map((c) => c.id),
    ...(o.view === 'week' ? ['implied'] : []),
    'points',
    'salary',
  ];
  return preferred.find(has) ?? 'name';
}
