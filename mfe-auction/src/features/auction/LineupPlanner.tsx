import { useMemo } from 'react';
import { lineupBudget, optimalBudgetLineup } from '@league/shared-rules';
import type { League } from '@league/shared-rules/contracts';
import { Panel } from './styles';
import type { PoolPlayer } from './values';

interface Props {
  league: League;
  pool: PoolPlayer[];
  teamId: number;
  exclude: Set<string>;
}

/**
 * The optimal lineup under budget for the user's team (spec §3 "optimal lineup players/points/
 * feasibility/budget"): rostered players start for their salary; free agents cost their Adjusted value.
 */
export function LineupPlanner({ league, pool, teamId, exclude }: Props) {
  const plan = useMemo(() => {
    // Slot and NFL status go with each player: the plan never starts a player on Reserve/IR or the practice
    // squad, or one whose NFL status cannot play (canStartInLineup in shared-rules decides).
    const rostered = pool
      .filter((p) => p.player.tid === teamId)
      .map((p) => ({ pid: p.player.pid, pos: p.player.pos, points: p.points, salary: p.player.value ?? 0, slot: p.player.slot ?? null, nfl_status: p.player.nfl_status }));
    const available = pool
      .filter((p) => !p.rostered && !exclude.has(p.player.pid) && p.points > 0)
      .sort((a, b) => b.points - a.points)
      .slice(0, 200)
      .map((p) => ({ pid: p.player.pid, pos: p.player.pos, points: p.points, cost: Math.max(league.min_bid, p.adjusted), nfl_status: p.player.nfl_status }));
    return optimalBudgetLineup({ rostered, available, slots: league, budget: lineupBudget(league.cap) });
  }, [league, pool, teamId, exclude]);
  const names = useMemo(() => new Map(pool.map((p) => [p.player.pid, p.player.name])), [pool]);
  return (
    <Panel aria-label="Optimal lineup">
      <h3>Optimal lineup under ${plan.budget}</h3>
      <p>
        {Math.round(plan.points)} pts · ${plan.cost} of ${plan.budget}
        {!plan.feasible && ' · rostered salaries exceed the budget'}
      </p>
      <table>
        <tbody>
          {plan.starters.map((st) => (
            <tr key={st.pid}>
              <td>{names.get(st.pid) ?? st.pid}</td>
              <td>{st.rostered ? 'rostered' : `$${st.cost}`}</td>
              <td>{Math.round(st.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
