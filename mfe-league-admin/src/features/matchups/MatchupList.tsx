import styled from 'styled-components';
import type { Matchup, TeamWeekLineup } from '@league/shared-rules/contracts';
import { tokens } from '@league/shell/kit';
import { countedPoints, formatPoints } from './lineup-format';
import { matchupTeams } from './matchup-rules';

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: 10px;
  a {
    display: grid;
    gap: 4px;
    padding: 10px 12px;
    border-radius: ${tokens.radiusSmall};
    border: 1px solid ${tokens.border};
    background: ${tokens.surface};
    color: ${tokens.ink};
    text-decoration: none;
    font-size: 14px;
  }
  a[aria-current='true'] { border-color: ${tokens.accent}; box-shadow: inset 0 0 0 1px ${tokens.accent}; }
  a:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 2px; }
  .row { display: flex; justify-content: space-between; gap: 8px; }
  .pts { font-weight: 700; font-variant-numeric: tabular-nums; }
  .proj { color: ${tokens.muted}; font-size: 12px; font-variant-numeric: tabular-nums; }
`;

interface TeamLine {
  tid: number;
  points: number | null;
  projection: number | null;
}

/** A matchup's team lines: the live lineup's numbers when the week has lineups, else the stored result. */
export function matchupLines(matchup: Matchup, lineups: ReadonlyMap<number, TeamWeekLineup>): TeamLine[] {
  return matchupTeams(matchup).map((tid, i) => {
    const lineup = lineups.get(tid);
    if (lineup) return { tid, points: countedPoints(lineup), projection: lineup.projected };
    if (matchup.type === 'head_to_head') {
      return i === 0 ? { tid, points: matchup.hp, projection: matchup.home_projection } : { tid, points: matchup.ap, projection: matchup.away_projection };
    }
    const key = String(tid);
    return { tid, points: matchup.points_manual[key] ?? matchup.points[key] ?? null, projection: matchup.projections[key] ?? null };
  });
}

export interface MatchupListProps {
  matchups: Matchup[];
  selected: number | null;
  lineups: ReadonlyMap<number, TeamWeekLineup>;
  teamName: (tid: number) => string;
  href: (matchup: Matchup) => string;
  onSelect: (matchup: Matchup) => void;
}

/** The week's matchups with score and projection per team; choosing one shows its lineups. */
export function MatchupList({ matchups, selected, lineups, teamName, href, onSelect }: MatchupListProps) {
  return (
    <List aria-label="Matchups of the week">
      {matchups.map((m) => (
        <li key={m.uid}>
          <a
            href={href(m)}
            aria-current={m.uid === selected ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onSelect(m);
            }}
          >
            {matchupLines(m, lineups).map((line) => (
              <span className="row" key={line.tid}>
                <span>{teamName(line.tid)}</span>
                <span>
                  <span className="pts">{formatPoints(line.points)}</span> <span className="proj">proj {formatPoints(line.projection)}</span>
                </span>
              </span>
            ))}
          </a>
        </li>
      ))}
    </List>
  );
}
