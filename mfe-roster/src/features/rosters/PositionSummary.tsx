import { POSITIONS } from '@league/shared-rules';
import type { RosterRead, Team } from '@league/shared-rules/contracts';
import styled from 'styled-components';
import { positionCounts } from './roster-groups';
import { tokens } from '@league/shell/kit';

const Details = styled.details`
  margin-bottom: 16px;
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
  summary { cursor: pointer; padding: 12px 16px; font-weight: 700; }
  summary:focus-visible { outline: 2px solid ${tokens.focus}; border-radius: ${tokens.radius}; }
  div { overflow-x: auto; padding: 0 16px 12px; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th, td { padding: 6px 8px; border-bottom: 1px solid ${tokens.surfaceAlt}; text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  th:first-child, td:first-child { text-align: left; }
  thead th { color: ${tokens.inkSoft}; font-size: 12px; }
  tbody th { font-weight: 600; text-align: left; }
`;

/** Players per position for every team in one table, to compare roster build at a glance. */
export function PositionSummary({ rosters, teams }: { rosters: readonly RosterRead[]; teams: ReadonlyMap<number, Team> }) {
  return (
    <Details>
      <summary>Position counts by team</summary>
      <div>
        <Table aria-label="Position counts by team">
          <thead>
            <tr>
              <th scope="col">Team</th>
              {POSITIONS.map((pos) => (
                <th key={pos} scope="col">
                  {pos}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {rosters.map((roster) => (
              <tr key={roster.tid}>
                <th scope="row">{teams.get(roster.tid)?.name ?? `Team ${roster.tid}`}</th>
                {positionCounts(roster.players).map(({ pos, count }) => (
                  <td key={pos}>{count}</td>
                ))}
                <td>{roster.players.length}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </Details>
  );
}
