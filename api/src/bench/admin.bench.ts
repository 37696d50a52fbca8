/**
 * League administration bench (issue #14), on the embedded database with the demo league (12 teams).
 *
 * - Careerlogs for 10 seasons × 12 teams: GET /leagues/:lid/careerlogs over HTTP through the real app. The
 *   answer (standings and bracket of each season, every careerlog metric per team and per user, with ranks)
 *   is stored per league and served while the league's careerlogs stamp holds (careerlogs.ts), so the
 *   usual request — measured, with the target — is the stamp read and the answer sent. The cold request
 *   (the first after an invalidating write: the whole history read, computed and stored) is reported on
 *   its own rows, each sample preceded by a bump of the stamp.
 *   GENERATED FIXTURE, said here and in the row: the data ships stats for 2023–2025 only, so the ten seasons
 *   (2016–2025) are played by the product from generated stat lines — the demo league's real drafted players
 *   on their current rosters, each with a seeded random line per week shaped like its position's (passing,
 *   rushing, receiving; kickers and defenses score 0). Every result (scores, potential points, head-to-head
 *   results, playoffs, champions) is computed by the product's own finalizeWeek, as the week job does.
 *   Floors, same run and process, requested alternately, served by node:http (only http/ imports express):
 *   the same GET round trip doing the minimal reads with our work taken out — for the cached path the stamp
 *   read, then the same answer's JSON (serialized once, ahead) sent through the app's compression
 *   middleware, as the app's answer is (fetch accepts br/gzip); for the cold one the stamp read and the reads computing needs
 *   (the league, its teams and years, the history's week points, matchups and season records; the teams'
 *   owners and their users), then the same JSON sent. The difference is the app's pipeline (express, and
 *   outside production the response checked against its contract) plus, cold, the computing and the store.
 * - The scheduler's lock round trip: JobRunsRepository.claim, the one insert whose unique (job, slot) key
 *   decides which api process runs a slot — won (a new slot) and lost (the slot is taken). Floors on the same
 *   collection through the bare driver: an insertOne of the same record, and a findOne by (job, slot).
 *
 * Run with `npm run bench -w @league/api -- admin` (quiet machine: load under 1).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { getFinalWeek, RosterSlot, STARTER_SLOTS } from '@league/shared-rules';
import type { LineupWeekDoc } from '../db/models/season-play.model';
import type { WeekLine } from '../db/repositories/season-play.repository';
import { writeInvalidating } from '../db/repositories/careerlogs.repository';
import { createJobRunsRepository } from '../db/repositories/job-runs.repository';
import { computeCareerlogs } from '../features/season-play/careerlogs';
import { finalizeWeek } from '../features/season-play/finalize-week';
import { compressResponses } from '../http/middleware/compression';
import { memoryStatLines } from '../features/season-play/league-week';
import { playoffRounds, scheduleRows } from '../features/season-play/matchups';
import { DEMO_LEAGUE_ID } from '../seed/demo-league';
import { bootTestApp } from '../test-support/boot';
import type { BenchOptions, BenchRow } from './run';

const NOW = new Date('2026-11-25T17:00:00Z');
const YEARS = Array.from({ length: 10 }, (_, i) => 2016 + i);
const FULL = { careerlogs: 300, cold: 10, locks: 1000 };
const SMOKE = { careerlogs: 10, cold: 2, locks: 50 };
const TARGET_CAREERLOGS_MS = 100;
const TARGET_LOCK_MS = 5;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A seeded PRNG (mulberry32): the same fixture every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generated week line shaped like the position's (GENERATED, see the header). */
function generatedStats(pos: string, r: () => number): Record<string, number> {
  const n = (lo: number, hi: number) => Math.round(lo + r() * (hi - lo));
  if (pos === 'QB') return { pa: n(25, 45), pc: n(15, 30), py: n(150, 350), tdp: n(0, 3), ints: n(0, 2), ra: n(1, 6), ry: n(0, 40) };
  if (pos === 'RB') return { ra: n(5, 22), ry: n(15, 120), tdr: r() < 0.3 ? 1 : 0, trg: n(1, 6), rec: n(0, 5), recy: n(0, 45) };
  if (pos === 'WR' || pos === 'TE') return { trg: n(2, 11), rec: n(1, 8), recy: n(10, 120), tdrec: r() < 0.25 ? 1 : 0 };
  return {};
}

/** Plays the ten seasons through finalizeWeek (the product computes every result). */
async function playSeasons(app: Awaited<ReturnType<typeof bootTestApp>>): Promise<void> {
  const repos = app.repos;
  const now = Math.floor(NOW.getTime() / 1000);
  const league = (await repos.leagues.findById(DEMO_LEAGUE_ID))!;
  const teams = (await repos.leagues.teamsOf(DEMO_LEAGUE_ID)).sort((a, b) => a.uid - b.uid);
  const roster = await repos.rosters.listByLeague(DEMO_LEAGUE_ID, 2026);
  const starterSlots = new Set<number>(STARTER_SLOTS);
  const r = prng(14);
  for (const year of YEARS) {
    await repos.seasonPlay.clearSeason(DEMO_LEAGUE_ID, year);
    // the league's playoff weeks end at week 17; a year whose fantasy season ends earlier (2020: week 16) has
    // its rounds moved so its championship ends in its last week, as a league then would have set them
    const rounds = playoffRounds(league);
    const shift = getFinalWeek(year) - Math.max(...rounds.championship_round);
    const season = { wildcard_round: rounds.wildcard_round + shift, championship_round: rounds.championship_round.map((w) => w + shift) };
    await repos.seasonPlay.replaceSchedule(DEMO_LEAGUE_ID, year, scheduleRows(DEMO_LEAGUE_ID, year, teams, year), { lid: DEMO_LEAGUE_ID, year, ...season });
    for (let week = 1; week <= getFinalWeek(year); week++) {
      const lines: WeekLine[] = roster.map((p) => ({ year, week, pid: p.pid, team: 'GEN', pos: p.pos, stats: generatedStats(p.pos, r) }) as WeekLine);
      const rows: LineupWeekDoc[] = teams.map((team) => {
        const own = roster.filter((p) => p.tid === team.uid);
        return {
          lid: DEMO_LEAGUE_ID, tid: team.uid, year, week,
          starters: own.filter((p) => starterSlots.has(p.slot)).map((p) => ({ slot: p.slot, pid: p.pid, pos: p.pos })),
          bench: own.filter((p) => !starterSlots.has(p.slot)).map((p) => ({ slot: RosterSlot.BENCH, pid: p.pid, pos: p.pos })),
          final: false, points: null, points_manual: null, projected: null, potential: null,
        };
      });
      await repos.seasonPlay.putLineupWeeks(rows);
      await finalizeWeek(repos, DEMO_LEAGUE_ID, year, week, now, memoryStatLines(lines));
    }
  }
}

export async function adminBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  const size = options.smoke ? SMOKE : FULL;
  const app = await bootTestApp({ importData: { limit: 300, limits: { players: Infinity } }, seedDemo: true, clock: () => NOW, env: { LOG_LEVEL: 'error' }, checkDocument: false });
  const repos = app.repos;
  const now = Math.floor(NOW.getTime() / 1000);
  try {
    await playSeasons(app);
    const lid = DEMO_LEAGUE_ID;
    // The reads computing the careerlogs needs, nothing computed from them.
    const floorReads = async () => {
      const [league, teams, years, history] = await Promise.all([repos.leagues.findById(lid), repos.leagues.teamsOf(lid), repos.leagues.yearsOf(lid), repos.seasonPlay.leagueHistory(lid)]);
      const owners = (await Promise.all(teams.map((t) => repos.users.ownersOf(t.uid)))).flat();
      const users = await Promise.all([...new Set(owners.map((o) => o.userid))].map((id) => repos.users.findById(id)));
      return (league ? 1 : 0) + years.length + history.points.length + history.matchups.length + history.seasons.length + users.length;
    };
    const first = await computeCareerlogs(repos, lid, now);
    const seasons = Math.max(...first.teams.map((t) => t.num_seasons));
    const champions = first.teams.reduce((s, t) => s + t.championships, 0);
    if (seasons !== YEARS.length || first.teams.length !== 12 || champions !== YEARS.length) {
      throw new Error(`careerlogs fixture: ${seasons} seasons, ${first.teams.length} teams, ${champions} championships`);
    }
    const answerJson = JSON.stringify(first);
    // the app compresses its answers (fetch asks for it): the floor sends the same bytes through the same middleware
    const compress = compressResponses() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    const floorServer = createServer((req, res) => {
      const cold = req.url === '/cold';
      compress(req, res, () => void (async () => {
        await repos.careerlogs.stamp(lid);
        if (cold) await floorReads();
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(answerJson);
      })());
    });
    floorServer.listen(0, '127.0.0.1');
    await new Promise((resolve) => floorServer.once('listening', resolve));
    const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}`;
    const rows: BenchRow[] = [];
    try {
      const get = async (url: string): Promise<number> => {
        const t0 = performance.now();
        const res = await fetch(url);
        const body = await res.text();
        const ms = performance.now() - t0;
        if (res.status !== 200 || body.length < answerJson.length / 2) throw new Error(`GET ${url} answered ${res.status}`);
        return ms;
      };
      const appUrl = `${app.url}/api/leagues/${lid}/careerlogs`;
      // as every invalidating write does, in a transaction (here with nothing else written)
      const bump = () => writeInvalidating(async () => ({ result: undefined, lids: [lid] }));
      const cold: number[] = [];
      const coldFloor: number[] = [];
      for (let i = 0; i < size.cold; i++) {
        await bump();
        cold.push(await get(appUrl));
        coldFloor.push(await get(`${floorUrl}/cold`));
      }
      if (JSON.stringify(JSON.parse(await (await fetch(appUrl)).text())) !== JSON.stringify(JSON.parse(answerJson))) throw new Error('the served careerlogs differ from the computed ones');
      const real: number[] = [];
      const floor: number[] = [];
      for (let i = -5; i < size.careerlogs; i++) {
        const ms = await get(appUrl);
        const floorMs = await get(`${floorUrl}/warm`);
        if (i < 0) continue; // warm-up
        real.push(ms);
        floor.push(floorMs);
      }
      const label = `GET careerlogs, 10 seasons × 12 teams, answer stored (GENERATED stat lines, product-computed results) (${size.careerlogs})`;
      const sorted = [...real].sort((a, b) => a - b);
      const floorSorted = [...floor].sort((a, b) => a - b);
      rows.push({ metric: `${label} p50`, value: percentile(sorted, 50), unit: 'ms', floor: { metric: 'same GET round trip: the stamp read, the same JSON sent p50', value: percentile(floorSorted, 50), unit: 'ms' } });
      const p99 = percentile(sorted, 99);
      rows.push({ metric: `${label} p99`, value: p99, unit: 'ms', target: `< ${TARGET_CAREERLOGS_MS}`, pass: p99 < TARGET_CAREERLOGS_MS, floor: { metric: 'same GET round trip: the stamp read, the same JSON sent p99', value: percentile(floorSorted, 99), unit: 'ms' } });
      const coldSorted = [...cold].sort((a, b) => a - b);
      const coldFloorSorted = [...coldFloor].sort((a, b) => a - b);
      const coldFloorRow = (p: number) => ({ metric: `same GET round trip: the stamp read and the history's reads, nothing computed p${p}`, value: percentile(coldFloorSorted, p), unit: 'ms' });
      rows.push({ metric: `GET careerlogs, cold (first after an invalidating write: read, computed, stored) p50 (${size.cold})`, value: percentile(coldSorted, 50), unit: 'ms', floor: coldFloorRow(50) });
      rows.push({ metric: `GET careerlogs, cold (first after an invalidating write: read, computed, stored) max (${size.cold})`, value: coldSorted[coldSorted.length - 1], unit: 'ms', floor: coldFloorRow(100) });
      rows.push({ metric: 'careerlogs seasons counted', value: seasons, unit: 'seasons', target: `= ${YEARS.length}`, pass: seasons === YEARS.length, check: true });
    } finally {
      await new Promise((resolve) => floorServer.close(resolve));
    }

    // The lock: claim won (a new slot), claim lost (the same slot again); floors on the same collection.
    const runs = createJobRunsRepository();
    const raw = mongoose.connection.collection('job_runs');
    const record = (job: string, slot: number) => ({ job, name: job, job_ids: [79], slot, started: now, instance: 'bench', requested_by: null });
    const won: number[] = [];
    const lost: number[] = [];
    const floorInsert: number[] = [];
    const floorFind: number[] = [];
    for (let i = -10; i < size.locks; i++) {
      const slot = now + i * 60;
      let t0 = performance.now();
      const a = await runs.claim(record('bench-lock', slot));
      const wonMs = performance.now() - t0;
      t0 = performance.now();
      const b = await runs.claim(record('bench-lock', slot));
      const lostMs = performance.now() - t0;
      if (!a || b) throw new Error('lock: the first claim must win and the second lose');
      t0 = performance.now();
      await raw.insertOne({ ...record('bench-floor', slot), ended: null, succ: null, reason: null });
      const insertMs = performance.now() - t0;
      t0 = performance.now();
      await raw.findOne({ job: 'bench-lock', slot });
      const findMs = performance.now() - t0;
      if (i < 0) continue; // warm-up
      won.push(wonMs);
      lost.push(lostMs);
      floorInsert.push(insertMs);
      floorFind.push(findMs);
    }
    const lockRows = (name: string, samples: number[], floorName: string, floorSamples: number[]) => {
      const s = [...samples].sort((x, y) => x - y);
      const f = [...floorSamples].sort((x, y) => x - y);
      rows.push({ metric: `${name} p50 (${samples.length})`, value: percentile(s, 50), unit: 'ms', floor: { metric: `${floorName} p50`, value: percentile(f, 50), unit: 'ms' } });
      const lp99 = percentile(s, 99);
      rows.push({ metric: `${name} p99 (${samples.length})`, value: lp99, unit: 'ms', target: `< ${TARGET_LOCK_MS}`, pass: lp99 < TARGET_LOCK_MS, floor: { metric: `${floorName} p99`, value: percentile(f, 99), unit: 'ms' } });
    };
    lockRows('scheduler lock round trip, slot won', won, 'bare insertOne of the same record, same collection', floorInsert);
    lockRows('scheduler lock round trip, slot taken', lost, 'bare findOne by (job, slot), same collection', floorFind);
    return rows;
  } finally {
    await app.stop();
  }
}
