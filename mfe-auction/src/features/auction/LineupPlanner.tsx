import { useEffect, useMemo, useState } from 'react';
import { lineupBudget, optimalBudgetLineup } from '@league/shared-rules';
import type { ApiClient } from '@league/shared-rules/client';
import { getTeamPlayersEndpoint, type AuctionPoolPlayer, type League, type LeaguePlayer } from '@league/shared-rules/contracts';
import { usePoolPage } from './pool-data';
import { Panel } from './styles';
import { withAdjusted } from './values';

/**
 * Free agents the plan may buy: the best last-season scorers of each position, in one server answer.
 * Within a position Adjusted grows with points, and every player below the position's baseline (its
 * num_teams × dedicated slots-th scorer) costs the minimum bid, so a player further down is never a better
 * buy than the best of those. 33 a position keeps that true while a league starts at most 32 players of
 * one position (12 teams × 2 RB = 24); past that the plan may miss a cheaper above-baseline option.
 * The room used to take the top 200 overall, which could leave kickers and defenses out.
 */
export const PLANNER_PER_POSITION = 33;
const CANDIDATES_QUERY = { sort: 'points', dir: 'desc', per_pos: PLANNER_PER_POSITION, limit: 6 * PLANNER_PER_POSITION } as const;

interface Props {
  api: ApiClient;
  league: League;
  teamId: number;
  /** The league's unspent cap: free agents cost their Adjusted value. */
  unspentCap: number;
  /** Sold in this room. */
  exclude: Set<string>;
  /** Sales since the room's first state: each one asks for the candidates and the team again. */
  sales: number;
  /** The candidates' rows, so the room can name them elsewhere. */
  onRows?: (rows: AuctionPoolPlayer[], openPointsAdded: number) => void;
}

/**
 * The optimal lineup under budget for the user's team (spec §3 "optimal lineup players/points/
 * feasibility/budget"): rostered players start for their salary; free agents cost their Adjusted value.
 */
export function LineupPlanner({ api, league, teamId, unspentCap, exclude, sales, onRows }: Props) {
  const candidates = usePoolPage(api, league.uid, CANDIDATES_QUERY, sales, onRows);
  const [team, setTeam] = useState<LeaguePlayer[]>([]);
  useEffect(() => {
    let cancelled = false;
    api
      .call(getTeamPlayersEndpoint, { params: { teamId }, query: { leagueId: league.uid } })
      .then((r) => !cancelled && setTeam(r.players))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // a sale can add a player to the team
  }, [api, teamId, league.uid, sales]);

  const plan = useMemo(() => {
    // Slot and NFL status go with each player: the plan never starts a player on Reserve/IR or the practice
    // squad, or one whose NFL status cannot play (canStartInLineup in shared-rules decides).
    const rostered = team.map((p) => ({ pid: p.pid, pos: p.pos, points: p.points_last_season ?? 0, salary: p.value ?? 0, slot: p.slot ?? null, nfl_status: p.nfl_status }));
    const basis = { unspentCap, openPointsAdded: candidates.openPointsAdded ?? 0 };
    const available = candidates.rows
      .filter((p) => !exclude.has(p.pid) && p.points > 0)
      .map((p) => ({ pid: p.pid, pos: p.pos, points: p.points, cost: Math.max(league.min_bid, withAdjusted(p, basis).adjusted), nfl_status: p.nfl_status }));
    return optimalBudgetLineup({ rostered, available, slots: league, budget: lineupBudget(league.cap) });
  }, [league, team, candidates.rows, candidates.openPointsAdded, unspentCap, exclude]);
  const names = useMemo(() => new Map([...team, ...candidates.rows].map((p) => [p.pid, p.name])), [team, candidates.rows]);
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
