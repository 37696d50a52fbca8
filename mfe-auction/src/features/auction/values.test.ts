import type { AuctionPoolPlayer } from '@league/shared-rules/contracts';
import { withAdjusted } from './values';

const row = (pid: string, pointsAdded: number): AuctionPoolPlayer => ({
  pid, name: pid, pos: 'QB', team: 'KC', nfl_status: 'ACT', points: 100 + pointsAdded, points_added: pointsAdded, market: 0, bye: 7, age: 27,
});

describe('withAdjusted', () => {
  it('prices points added against the unspent cap over the open points added', () => {
    expect(withAdjusted(row('A', 50), { unspentCap: 400, openPointsAdded: 200 }).adjusted).toBe(100);
    // less cap left for the same open value: cheaper
    expect(withAdjusted(row('A', 50), { unspentCap: 200, openPointsAdded: 200 }).adjusted).toBe(50);
  });

  it('is 0 below the baseline and when no open value remains', () => {
    expect(withAdjusted(row('B', -20), { unspentCap: 400, openPointsAdded: 200 }).adjusted).toBe(0);
    expect(withAdjusted(row('C', 30), { unspentCap: 400, openPointsAdded: 0 }).adjusted).toBe(0);
  });
});
