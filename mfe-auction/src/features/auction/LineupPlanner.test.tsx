import { render, screen, within } from '@testing-library/react';
import { RosterSlot } from '@league/shared-rules';
import { DEFAULT_LEAGUE, type League, type LeaguePlayer } from '@league/shared-rules/contracts';
import { LineupPlanner } from './LineupPlanner';
import type { PoolPlayer } from './values';

const league = { ...DEFAULT_LEAGUE, uid: 1 } as League;

function poolPlayer(pid: string, pos: string, points: number, roster: { tid: number | null; slot?: number; nfl_status?: string }): PoolPlayer {
  const player = { pid, name: pid, pos, team: 'KC', tid: roster.tid, slot: roster.slot ?? null, value: 5, nfl_status: roster.nfl_status ?? 'ACT' } as unknown as LeaguePlayer;
  return { player, rostered: roster.tid !== null, points, pointsAdded: points, market: 1, adjusted: 1, bye: null, age: 27 };
}

describe('LineupPlanner', () => {
  it('never starts a rostered player on Reserve/IR, on the practice squad or of an NFL status that cannot play', () => {
    const pool = [
      poolPlayer('QB-ON-IR', 'QB', 400, { tid: 1, slot: RosterSlot.IR }),
      poolPlayer('QB-ON-PS', 'QB', 380, { tid: 1, slot: RosterSlot.PS }),
      poolPlayer('QB-SUSPENDED', 'QB', 360, { tid: 1, slot: RosterSlot.BENCH, nfl_status: 'SUS' }),
      poolPlayer('QB-HEALTHY', 'QB', 200, { tid: 1, slot: RosterSlot.BENCH }),
    ];
    render(<LineupPlanner league={league} pool={pool} teamId={1} exclude={new Set()} />);
    const plan = within(screen.getByRole('region', { name: 'Optimal lineup' }));
    expect(plan.getByText('QB-HEALTHY')).toBeTruthy();
    for (const benched of ['QB-ON-IR', 'QB-ON-PS', 'QB-SUSPENDED']) expect(plan.queryByText(benched)).toBeNull();
  });
});
