import { NOT_IN_PLAYER_POOL_STATUSES, marketSalary, seasonPointsAdded } from '@league/shared-rules';
import type { AuctionPoolPlayer, AuctionPoolQuerySchema, AuctionPoolResponse, NflGame } from '@league/shared-rules/contracts';
import type { z } from 'zod';
import type { Repositories } from '../../db/repositories';
import type { PlayerDoc } from '../../db/models/player.model';
import { AppError } from '../../errors/app-error';
import { currentSeason, defaultLeague, toLeague } from '../leagues/league-view';
import { getSchedule } from '../schedule/get-schedule';

type PoolQuery = z.output<typeof AuctionPoolQuerySchema>;

/** Bye week per NFL team: the regular-season week (1–18) without a game. */
export function byeWeeks(games: readonly NflGame[]): Map<string, number> {
  const played = new Map<string, Set<number>>();
  let maxWeek = 0;
  for (const g of games) {
    if (g.seas_type !== 'REG') continue;
    maxWeek = Math.max(maxWeek, g.week);
    for (const t of [g.h, g.v]) (played.get(t) ?? played.set(t, new Set()).get(t)!).add(g.week);
  }
  const byes = new Map<string, number>();
  for (const [team, weeks] of played) {
    for (let w = 1; w <= maxWeek; w++) if (!weeks.has(w)) byes.set(team, w);
  }
  return byes;
}

/** Whole years between a `YYYY-MM-DD` birth date and `now`. */
export function ageOn(dob: string | null | undefined, now: Date): number | null {
  if (!dob) return null;
  const born = Date.parse(dob);
  if (Number.isNaN(born)) return null;
  return Math.floor((now.getTime() - born) / (365.25 * 24 * 3600 * 1000));
}

type Row = AuctionPoolPlayer & { lname: string; fname: string };

/** Sort orders; every one ends on points, then name and pid, so pages never overlap or skip a row. */
function comparator(sort: PoolQuery['sort'], dir: PoolQuery['dir']): (a: Row, b: Row) => number {
  const sign = dir === 'asc' ? 1 : -1;
  const tail = (a: Row, b: Row) => b.points - a.points || a.lname.localeCompare(b.lname) || a.fname.localeCompare(b.fname) || a.pid.localeCompare(b.pid);
  const key = (a: Row, b: Row): number => {
    switch (sort) {
      case 'name':
        return a.name.localeCompare(b.name);
      case 'pos':
        return a.pos.localeCompare(b.pos);
      case 'points':
        return a.points - b.points;
      case 'age':
        // unknown ages go last either way
        if (a.age === null || b.age === null) return a.age === b.age ? 0 : (a.age === null ? 1 : -1) * sign;
        return a.age - b.age;
      default:
        // Market and Adjusted both grow with points added (spec §9 prices points added)
        return a.points_added - b.points_added;
    }
  };
  return (a, b) => sign * key(a, b) || tail(a, b);
}

/**
 * GET /leagues/:leagueId/auction/pool: the free agents of a league valued over the whole player pool
 * (retired players left out, like the players page's Market), filtered, sorted and paged here so the room
 * receives only the rows it shows. Values are public (a visitor watching sees them too); no salary or
 * manager data is sent.
 */
export async function getAuctionPool(repos: Repositories, leagueId: number, query: PoolQuery, now: Date): Promise<AuctionPoolResponse> {
  const season = currentSeason(now);
  let league = defaultLeague(now);
  if (leagueId !== 0) {
    const doc = await repos.leagues.findById(leagueId);
    if (!doc) throw AppError.notFound(`League ${leagueId} not found`);
    league = toLeague(doc, [season]);
  }
  const [{ players }, rosterRows, schedule] = await Promise.all([
    repos.players.search({ excludeNflStatuses: NOT_IN_PLAYER_POOL_STATUSES }, { limit: Number.MAX_SAFE_INTEGER, offset: 0 }),
    leagueId === 0 ? Promise.resolve([]) : repos.rosters.listByLeague(leagueId, season),
    getSchedule(repos, {}, now),
  ]);
  const rostered = new Set(rosterRows.map((r) => r.pid));
  const { added, rate } = seasonPointsAdded(league, players.map((p) => ({ pid: p.pid, pos: p.pos, points: p.points_last_season ?? null })));
  let open = 0;
  players.forEach((p, i) => {
    if (added[i] > 0 && !rostered.has(p.pid)) open += added[i];
  });

  const byes = byeWeeks(schedule.games);
  const text = query.q?.toLowerCase();
  const positions = query.pos?.length ? new Set<string>(query.pos) : null;
  const pids = query.pids ? new Set(query.pids) : null;
  const wanted = (p: PlayerDoc) =>
    (pids ? pids.has(p.pid) : !rostered.has(p.pid)) && (!positions || positions.has(p.pos)) && (!text || p.name.toLowerCase().includes(text));
  const rows: Row[] = [];
  players.forEach((p, i) => {
    if (!wanted(p)) return;
    rows.push({
      pid: p.pid,
      name: p.name,
      pos: p.pos as AuctionPoolPlayer['pos'],
      team: p.team,
      nfl_status: p.nfl_status ?? null,
      points: p.points_last_season ?? 0,
      points_added: added[i],
      market: marketSalary(added[i], rate),
      bye: byes.get(p.team) ?? null,
      age: ageOn(p.dob, now),
      lname: p.lname,
      fname: p.fname,
    });
  });
  rows.sort(comparator(query.sort, query.dir));
  if (query.per_pos) {
    const seen = new Map<string, number>();
    const cap = query.per_pos;
    const kept = rows.filter((r) => {
      const n = (seen.get(r.pos) ?? 0) + 1;
      seen.set(r.pos, n);
      return n <= cap;
    });
    rows.length = 0;
    rows.push(...kept);
  }
  const page = rows.slice(query.offset, query.offset + query.limit).map(({ lname: _l, fname: _f, ...row }) => row);
  return { players: page, total: rows.length, open_points_added: open };
}
