import type { Repositories } from '../../db/repositories';
import type { Row } from '../../db/repositories/nfl.repository';

/** The imported NFL schedule (2020–2026, ~2,000 games) indexed for the research tabs. */
export interface GameIndex {
  byEsbid: Map<string, Row>;
  /** `year:week:team` -> the team's game that week. */
  byTeamWeek: Map<string, Row>;
  /** Every game of a team, in date order. */
  byTeam: Map<string, Row[]>;
}

let cached: { signature: string; index: Promise<GameIndex> } | null = null;

function build(rows: Row[]): GameIndex {
  const byEsbid = new Map<string, Row>();
  const byTeamWeek = new Map<string, Row>();
  const byTeam = new Map<string, Row[]>();
  rows.sort((a, b) => String(a.date ?? '').localeCompare(String(b.date ?? '')) || String(a.esbid).localeCompare(String(b.esbid)));
  for (const g of rows) {
    byEsbid.set(String(g.esbid), g);
    for (const team of [String(g.h), String(g.v)]) {
      byTeamWeek.set(`${String(g.year)}:${String(g.week)}:${team}`, g);
      let list = byTeam.get(team);
      if (!list) byTeam.set(team, (list = []));
      list.push(g);
    }
  }
  return { byEsbid, byTeamWeek, byTeam };
}

/** The schedule index, rebuilt when the schedules import is redone. */
export async function gameIndex(repos: Repositories): Promise<GameIndex> {
  const record = await repos.nfl.findImport('schedules');
  const signature = record ? `${record.hash}:${record.imported_at}` : 'none';
  if (cached && cached.signature === signature) return cached.index;
  const index = repos.nfl.all('nfl_games').then(build);
  cached = { signature, index };
  index.catch(() => {
    cached = null;
  });
  return index;
}

/** REG for regular-season games, POST for playoff games (nflverse game_type WC, DIV, CON, SB). */
export function seasonType(game: Row | undefined, week: number, year: number): 'REG' | 'POST' {
  if (game?.game_type) return game.game_type === 'REG' ? 'REG' : 'POST';
  // without the game: 17-week seasons until 2020, 18 since 2021
  return week > (year <= 2020 ? 17 : 18) ? 'POST' : 'REG';
}

/** A number of a schedule row, null when missing. */
export function num(row: Row, key: string): number | null {
  const v = row[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
