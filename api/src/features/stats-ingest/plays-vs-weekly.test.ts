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
    for (const row of weekly) {
      const official = statLineFromNflverse(row);
      const ours = fromPlays.get(`${row.week}:${row.player_id}`) ?? {};
      for (const key of KEYS) {
        const expected = official[key] ?? 0;
        if (!expected && key !== 'pa') continue;
        seen[key] = (seen[key] ?? 0) + 1;
        if (Math.abs((ours[key] ?? 0) - expected) <= 0) agree[key] = (agree[key] ?? 0) + 1;
      }
    }
    const rates = Object.fromEntries(KEYS.map((k) => [k, (agree[k] ?? 0) / seen[k]]));
    // measured: every key >= 0.989 (receiving yards lowest: laterals are credited differently)
    for (const key of KEYS) expect(rates[key]).toBeGreaterThan(0.98);

    // players' 2024 season totals (incl. playoffs): within 1%, Lamar Jackson's rushing within 2.5%
    // (measured 1,015 from plays vs 1,035 official: nflverse credits some laterals/aborted snaps differently)
    const season = (gsis: string, key: (typeof KEYS)[number]) => {
      let ours = 0;
      let official = 0;
      for (const row of weekly.filter((r) => r.player_id === gsis)) {
        official += statLineFromNflverse(row)[key] ?? 0;
        ours += fromPlays.get(`${row.week}:${gsis}`)?.[key] ?? 0;
      }
      return { ours, official };
    };
    const checks = [['00-0034796', 'py', 0.01], ['00-0034796', 'ry', 0.025], ['00-0034844', 'ry', 0.01], ['00-0036900', 'recy', 0.01]] as const;
    for (const [gsis, key, tolerance] of checks) {
      const { ours, official } = season(gsis, key);
      expect(official).toBeGreaterThan(1000);
      expect({ gsis, key, close: Math.abs(ours - official) / official < tolerance, ours, official }).toMatchObject({ gsis, key, close: true });
    }
  }, 120000);
});
