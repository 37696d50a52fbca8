import { DEFAULT_LEAGUE, type League, type LeaguePlayer } from '@league/shared-rules/contracts';
import { poolValues } from './values';

const league = { ...DEFAULT_LEAGUE, uid: 1 } as League;
const NOW = Date.parse('2026-11-25T17:00:00Z');

/** A player as a visitor's lists carry him: no team, no salary (spec §6). */
function visitorCopy(pid: string, pos: string, points: number): LeaguePlayer {
  return { pid, name: pid, pos, team: 'KC', points_last_season: points } as unknown as LeaguePlayer;
}

describe('poolValues', () => {
  it('marks rostered players from the league list, not from their team field (a visitor sees none)', () => {
    const players = [visitorCopy('QB-ROSTERED', 'QB', 300), visitorCopy('QB-FREE', 'QB', 250), visitorCopy('RB-FREE', 'RB', 120)];
    const pool = poolValues(league, players, { unspentCap: 1000, byes: new Map(), nowMs: NOW, rostered: new Set(['QB-ROSTERED']) });
    expect(pool.map((p) => [p.player.pid, p.rostered])).toEqual([
      ['QB-ROSTERED', true],
      ['QB-FREE', false],
      ['RB-FREE', false],
    ]);
  });

  it('prices the unspent cap over free agents only: rostering the best player raises what the others are worth', () => {
    const players = [visitorCopy('QB-A', 'QB', 400), visitorCopy('QB-B', 'QB', 300), visitorCopy('QB-C', 'QB', 10)];
    const opts = { unspentCap: 500, byes: new Map<string, number>(), nowMs: NOW };
    const allFree = poolValues(league, players, { ...opts, rostered: new Set<string>() });
    const aTaken = poolValues(league, players, { ...opts, rostered: new Set(['QB-A']) });
    expect(aTaken[1].adjusted).toBeGreaterThan(allFree[1].adjusted);
  });
});
