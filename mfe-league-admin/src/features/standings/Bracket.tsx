import styled from 'styled-components';
import type { BracketRound } from '@league/shared-rules/contracts';
import { tokens } from '@league/shell/kit';
import { TableWrap } from '../shared/ui';

const Rounds = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 6px;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(220px, 1fr);
  gap: 14px;
  h3 { margin: 0 0 2px; font-size: 15px; }
  .weeks { margin: 0 0 8px; font-size: 12px; color: ${tokens.muted}; }
  ul { list-style: none; margin: 0 0 10px; padding: 0; border: 1px solid ${tokens.border}; border-radius: ${tokens.radiusSmall}; }
  li { display: flex; justify-content: space-between; gap: 8px; padding: 6px 10px; font-size: 14px; }
  li + li { border-top: 1px solid ${tokens.surfaceAlt}; }
  li.winner { font-weight: 700; background: ${tokens.successSurface}; }
  .seed { color: ${tokens.muted}; margin-right: 6px; font-variant-numeric: tabular-nums; }
  .pts { font-variant-numeric: tabular-nums; }
  p.bye { margin: 0; font-size: 13px; color: ${tokens.inkSoft}; }
`;

const weeksText = (weeks: number[]) => (weeks.length === 1 ? `Week ${weeks[0]}` : `Weeks ${weeks.join(' + ')}`);

/** The postseason: each round's games (seed, team, points), the winner marked, and the teams with a bye. */
export function Bracket({ rounds, teamName }: { rounds: BracketRound[]; teamName: (tid: number) => string }) {
  return (
    <TableWrap tabIndex={0} role="region" aria-label="Playoff bracket">
    <Rounds aria-label="Playoff rounds">
      {rounds.map((round) => {
        const entry = new Map(round.teams.map((t) => [t.tid, t]));
        const playing = new Set(round.games.flatMap((g) => g.tids));
        const byes = round.teams.filter((t) => !playing.has(t.tid));
        return (
          <li key={round.name} aria-label={round.name}>
            <h3>{round.name}</h3>
            <p className="weeks">{weeksText(round.weeks)}</p>
            {round.games.map((game) => (
              <ul key={game.tids.join('-')}>
                {game.tids.map((tid) => {
                  const team = entry.get(tid);
                  const won = game.winner === tid;
                  return (
                    <li key={tid} className={won ? 'winner' : undefined}>
                      <span>
                        {team?.seed != null && <span className="seed">{team.seed}</span>}
                        {teamName(tid)}
                        {won && <span className="sub"> (winner)</span>}
                      </span>
                      <span className="pts">{team?.points == null ? '–' : team.points.toFixed(2)}</span>
                    </li>
                  );
                })}
              </ul>
            ))}
            {byes.length > 0 && <p className="bye">Bye: {byes.map((t) => teamName(t.tid)).join(', ')}</p>}
          </li>
        );
      })}
    </Rounds>
    </TableWrap>
  );
}
