import { computeRecords, type MatchupResult } from '../standings/team-records';
import { seedPlayoffs } from '../standings/seeding';
import { FastSeeding } from './fast-seeding';
import { generateHeadToHeadSchedule } from './head-to-head-schedule';
import { mulberry32 } from './random';

describe('FastSeeding', () => {
  it('orders every team exactly as seedPlayoffs on random seasons (ties included)', () => {
    const uniform = mulberry32(99);
    for (let season = 0; season < 300; season++) {
      const count = 4 + Math.floor(uniform() * 11);
      const divisions = Math.floor(uniform() * 5);
      const teams = Array.from({ length: count }, (_, i) => ({ tid: 100 - i * 3, div: divisions ? (i % divisions) + 1 : 0 }));
      // Coarse integer scores make level records, points and all-play wins common, so tiebreaks are exercised.
      const matchups: MatchupResult[] = generateHeadToHeadSchedule(teams, 1 + Math.floor(uniform() * 14), { seed: season }).map((g) => ({
        ...g,
        hp: 10 * Math.floor(uniform() * 4),
        ap: 10 * Math.floor(uniform() * 4),
      }));
      const records = computeRecords(teams, matchups);
      const expected = seedPlayoffs(records);
      const fast = new FastSeeding(teams);
      const order = new Int32Array(count);
      const winners = fast.seed(
        records.records.map((r) => r.wins),
        records.records.map((r) => r.ties),
        records.records.map((r) => r.pointsFor),
        records.records.map((r) => r.allPlayWins),
        order,
      );
      expect([...order].map((i) => teams[i].tid)).toEqual(expected.seeds.map((r) => r.tid));
      expect(winners).toBe(expected.divisionWinners.length);
    }
  });
});
