import { scoreLineup } from './lineup-score';

const starters = [
  { slot: 1, pid: 'QB1', pos: 'QB' },
  { slot: 2, pid: 'RB1', pos: 'RB' },
  { slot: 3, pid: 'WR1', pos: 'WR' },
  { slot: 4, pid: 'TE1', pos: 'TE' },
];

describe('scoreLineup', () => {
  it('adds actual points, projects live games by the clock left and counts player-minutes', () => {
    const result = scoreLineup(
      starters,
      new Map([
        ['QB1', 21.44],
        ['RB1', 6.1],
      ]),
      new Map([
        ['QB1', 18],
        ['RB1', 12],
        ['WR1', 10.5],
        ['TE1', 7],
      ]),
      new Map([
        ['QB1', { secondsRemaining: 0, status: 'final' as const }],
        ['RB1', { secondsRemaining: 900, status: 'live' as const }],
        ['WR1', { secondsRemaining: 3600, status: 'scheduled' as const }],
      ]),
    );
    // QB final 21.44; RB 6.1 + 12 × 0.25 = 9.1 with 15 minutes left; WR 10.5 with 60; TE on bye: 0.
    expect(result.points).toBe(27.54);
    expect(result.projected).toBe(41.04);
    expect(result.minutes).toBe(75);
    expect(result.players.map((p) => [p.pid, p.points, p.projected, p.minutesLeft, p.status])).toEqual([
      ['QB1', 21.44, 21.44, 0, 'final'],
      ['RB1', 6.1, 9.1, 15, 'live'],
      ['WR1', null, 10.5, 60, 'scheduled'],
      ['TE1', null, 0, 0, 'none'],
    ]);
  });

  it('accepts plain records and keeps totals equal to the sum of the rounded lines', () => {
    const result = scoreLineup(
      starters.slice(0, 3),
      { QB1: 0.105, RB1: 0.105, WR1: 0.105 },
      {},
      { QB1: { secondsRemaining: 0, status: 'final' }, RB1: { secondsRemaining: 0, status: 'final' }, WR1: { secondsRemaining: 0, status: 'final' } },
    );
    const sum = result.players.reduce((t, p) => t + Math.round((p.points ?? 0) * 100), 0) / 100;
    expect(result.points).toBe(sum);
    expect(result.projected).toBe(sum);
  });

  it('clamps a live clock outside 0..60 minutes and ignores inherited record keys', () => {
    const result = scoreLineup(
      [{ slot: 1, pid: 'toString', pos: 'QB' }, { slot: 2, pid: 'RB1', pos: 'RB' }],
      {},
      { RB1: 10 },
      { RB1: { secondsRemaining: 5000, status: 'live' } },
    );
    expect(result.projected).toBe(10);
    expect(result.minutes).toBe(60);
    expect(result.players[0]).toMatchObject({ points: null, projection: 0, status: 'none' });
  });

  it('scores an empty lineup as zero', () => {
    expect(scoreLineup([], {}, {}, {})).toEqual({ points: 0, projected: 0, minutes: 0, players: [] });
  });
});
