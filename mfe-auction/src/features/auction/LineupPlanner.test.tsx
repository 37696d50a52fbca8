import { render, screen, waitFor, within } from '@testing-library/react';
import { RosterSlot } from '@league/shared-rules';
import {
  DEFAULT_LEAGUE,
  getAuctionPoolEndpoint,
  getTeamPlayersEndpoint,
  type AuctionPoolPlayer,
  type League,
  type LeaguePlayer,
} from '@league/shared-rules/contracts';
import { LineupPlanner, PLANNER_PER_POSITION } from './LineupPlanner';

const league = { ...DEFAULT_LEAGUE, uid: 1 } as League;

function teamPlayer(pid: string, pos: string, points: number, roster: { slot?: number; nfl_status?: string }): LeaguePlayer {
  return { pid, name: pid, pos, team: 'KC', tid: 1, slot: roster.slot ?? RosterSlot.BENCH, value: 5, nfl_status: roster.nfl_status ?? 'ACT', points_last_season: points } as unknown as LeaguePlayer;
}
const freeAgent = (pid: string, pos: AuctionPoolPlayer['pos'], points: number): AuctionPoolPlayer => ({
  pid, name: pid, pos, team: 'KC', nfl_status: 'ACT', points, points_added: points - 100, market: 0, bye: 7, age: 27,
});

/** An api that answers the team's players and the pool's candidates, and records what was asked. */
function fakeApi(team: LeaguePlayer[], pool: AuctionPoolPlayer[]) {
  const call = jest.fn(async (endpoint: unknown) => {
    if (endpoint === getTeamPlayersEndpoint) return { players: team };
    if (endpoint === getAuctionPoolEndpoint) return { players: pool, total: pool.length, open_points_added: 500 };
    throw new Error('unexpected call');
  });
  return { call };
}

describe('LineupPlanner', () => {
  it('never starts a rostered player on Reserve/IR, on the practice squad or of an NFL status that cannot play', async () => {
    const api = fakeApi(
      [
        teamPlayer('QB-ON-IR', 'QB', 400, { slot: RosterSlot.IR }),
        teamPlayer('QB-ON-PS', 'QB', 380, { slot: RosterSlot.PS }),
        teamPlayer('QB-SUSPENDED', 'QB', 360, { nfl_status: 'SUS' }),
        teamPlayer('QB-HEALTHY', 'QB', 200, {}),
      ],
      [],
    );
    render(<LineupPlanner api={api as never} league={league} teamId={1} unspentCap={2000} exclude={new Set()} sales={0} />);
    const plan = within(screen.getByRole('region', { name: 'Optimal lineup' }));
    await waitFor(() => expect(plan.getByText('QB-HEALTHY')).toBeTruthy());
    for (const benched of ['QB-ON-IR', 'QB-ON-PS', 'QB-SUSPENDED']) expect(plan.queryByText(benched)).toBeNull();
  });

  it('asks the server for the best scorers of each position only, and buys them at their Adjusted value', async () => {
    const api = fakeApi([], [freeAgent('K-FREE', 'K', 140), freeAgent('K-SOLD', 'K', 150)]);
    render(<LineupPlanner api={api as never} league={league} teamId={1} unspentCap={2000} exclude={new Set(['K-SOLD'])} sales={0} />);
    const plan = within(screen.getByRole('region', { name: 'Optimal lineup' }));
    // 40 points added × 2000 unspent ÷ 500 open = $160
    await waitFor(() => expect(plan.getByText('K-FREE').closest('tr')!.textContent).toContain('$160'));
    expect(plan.queryByText('K-SOLD')).toBeNull();
    expect(api.call).toHaveBeenCalledWith(getAuctionPoolEndpoint, expect.objectContaining({
      params: { leagueId: 1 },
      query: { sort: 'points', dir: 'desc', per_pos: PLANNER_PER_POSITION, limit: 6 * PLANNER_PER_POSITION },
    }));
  });
});
