import styled from 'styled-components';
import type { Matchup, MatchupList } from '@league/shared-rules/contracts';
import { tokens } from '@league/shell/kit';
import { formatPoints } from '../matchups/lineup-format';
import { matchupTeams } from '../matchups/matchup-rules';
import { matchupLines } from '../matchups/MatchupList';

const Weeks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 12px;
  h3 { margin: 0 0 6px; font-size: 15px; }
  ul { list-style: none; margin: 0; padding: 0; font-size: 14px; }
  li { display: flex; justify-content: space-between; gap: 8px; padding: 4px 0; border-top: 1px solid ${tokens.surfaceAlt}; }
  li a { color: ${tokens.link}; }
  .score { font-variant-numeric: tabular-nums; color: ${tokens.inkSoft}; white-space: nowrap; }
`;

const NO_LINEUPS = new Map();

/** Matchups grouped by week, weeks in order. */
export function byWeek(matchups: readonly Matchup[]): [number, Matchup[]][] {
  const weeks = new Map<number, Matchup[]>();
  for (const m of matchups) weeks.set(m.week, [...(weeks.get(m.week) ?? []), m]);
  return [...weeks.entries()].sort((a, b) => a[0] - b[0]);
}

export interface LeagueScheduleProps {
  list: MatchupList;
  teamId: number | null;
  teamName: (tid: number) => string;
  href: (m: Matchup) => string;
  onOpen: (m: Matchup) => void;
}

/** The league's head-to-head schedule (and playoff games) by week, with scores once played. */
export function LeagueSchedule({ list, teamId, teamName, href, onOpen }: LeagueScheduleProps) {
  const shown = [...list.matchups, ...list.playoffs].filter((m) => teamId === null || matchupTeams(m).includes(teamId));
  return (
    <Weeks>
      {byWeek(shown).map(([week, games]) => (
        <section key={week} aria-label={`League week ${week}`}>
          <h3>Week {week}</h3>
          <ul>
            {games.map((m) => {
              const lines = matchupLines(m, NO_LINEUPS);
              const played = lines.some((l) => l.points !== null);
              return (
                <li key={m.uid}>
                  <a
                    href={href(m)}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpen(m);
                    }}
                  >
                    {lines.map((l) => teamName(l.tid)).join(m.type === 'head_to_head' ? ' vs ' : ', ')}
                  </a>
                  {played && <span className="score">{lines.map((l) => formatPoints(l.points)).join(' – ')}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Weeks>
  );
}
