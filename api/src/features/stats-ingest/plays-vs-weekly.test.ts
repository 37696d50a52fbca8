import { accumulatePlays, statLineFromNflverse, type PlayRow, type StatLine } from '@league/shared-rules';
import { readCsvRecords } from '../../import/csv';
import { projectFile } from '../../import/datasets';

/**
 * Property on the real data: play-by-play 2024 summed per player-week reproduces the official nflverse
 * weekly lines (player_weekly_stats_2023_2024.csv) — the data README reports the same agreement.
 */
const KEYS = ['pa', 'pc', 'py', 'ints', 'tdp', 'ra', 'ry', 'tdr', 'trg', 'rec', 'recy', 'tdrec'] as const;

async function all(file: Parameters<typeof projectFile>[0]): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  for await (const r of readCsvRecords(projectFile(file))) rows.push(r);
  return rows;
}

describe('pbp 2024 vs nflverse weekly stats', () => {
  it('agrees on (almost) every player-week for every core stat', async () => {
    const plays = (await all('plays_2024.csv.gz')) as PlayRow[];
    const acc = accumulatePlays(plays);
    const fromPlays = new Map<string, StatLine>();
    for (const game of Object.values(acc.games)) {
      for (const [id, tally] of Object.entries(game.players)) fromPlays.set(`${game.week}:${id}`, tally.stats);
    }
    const weekly = (await all('player_weekly_stats_2023_2024.csv')).filter((r) => r.season === '2024');
    const agree: Record<string, number> = {};
    const seen: Record<string, number> = {};
    const misses: string[] = [];
    for (const row of weekly) {
      const official = statLineFromNflverse(row);
      const ours = fromPlays.get(`${row.week}:${row.player_id}`) ?? {};
      for (const key of KEYS) {
        const expected = official[key] ?? 0;
        if (!expected && key !== 'pa') continue;
        seen[key] = (seen[key] ?? 0) + 1;
        if (Math.abs((ours[key] ?? 0) - expected) <= 0) agree[key] = (agree[key] ?? 0) + 1;
        else if (misses.length < 30) misses.push(`${row.week} ${row.player_name} ${key} ${ours[key] ?? 0} vs ${expected}`);
      }
    }
    const rates = Object.fromEntries(KEYS.map((k) => [k, (agree[k] ?? 0) / seen[k]]));
    console.log(rates, misses);
    for (const key of KEYS) expect(rates[key]).toBeGreaterThan(0.97);
  }, 120000);
});
