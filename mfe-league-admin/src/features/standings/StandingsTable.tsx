import { toOrdinal } from '@league/shared-rules';
import { ScrollTable } from '../shared/ui';
import { oddsCell, potentialShare, record, type OddsKind, type StandingsTeam } from './standings-model';

const ODDS_COLUMNS: [OddsKind, string][] = [
  ['playoff', 'Playoff'],
  ['division', 'Division'],
  ['bye', 'Bye'],
  ['championship', 'Title'],
];

function OddsTd({ team, kind, label }: { team: StandingsTeam; kind: OddsKind; label: string }) {
  const cell = oddsCell(team.odds, kind);
  if (!cell) return <td className="num">–</td>;
  const conditional = cell.win !== null && cell.loss !== null;
  return (
    <td className="num" title={conditional ? `${label} odds with a win ${cell.win}, with a loss ${cell.loss}` : undefined}>
      {cell.now}
      {conditional && (
        <span className="sub">
          W {cell.win} · L {cell.loss}
        </span>
      )}
    </td>
  );
}

export interface StandingsTableProps {
  title: string;
  teams: StandingsTeam[];
  teamName: (tid: number) => string;
  showOdds: boolean;
  showDivisionOdds: boolean;
  champion: number | null;
}

/**
 * One standings table: seed, record, points for and against, all-play record, potential points and
 * their share, and (current season) the simulated odds with their with-win/with-loss variants.
 */
export function StandingsTable({ title, teams, teamName, showOdds, showDivisionOdds, champion }: StandingsTableProps) {
  const odds = ODDS_COLUMNS.filter(([kind]) => kind !== 'division' || showDivisionOdds);
  const label = `${title} standings`;
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          <th scope="col">Team</th>
          <th scope="col" className="num">Seed</th>
          <th scope="col" className="num">W-L</th>
          <th scope="col" className="num">PF</th>
          <th scope="col" className="num">PA</th>
          <th scope="col" className="num">All-play</th>
          <th scope="col" className="num">PP</th>
          <th scope="col" className="num">PP%</th>
          {showOdds && odds.map(([kind, name]) => (
            <th scope="col" className="num" key={kind}>{name} odds</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {teams.map((team) => (
          <tr key={team.tid}>
            <th scope="row">
              {teamName(team.tid)}
              {team.tid === champion && <span className="sub">Champion</span>}
              {team.post_season_finish !== null && team.tid !== champion && (
                <span className="sub">{toOrdinal(team.post_season_finish)} in the playoffs</span>
              )}
            </th>
            <td className="num">{team.seed ?? '–'}</td>
            <td className="num">{record(team.wins, team.losses, team.ties)}</td>
            <td className="num">{team.pf.toFixed(2)}</td>
            <td className="num">{team.pa.toFixed(2)}</td>
            <td className="num">{record(team.apWins, team.apLosses, team.apTies)}</td>
            <td className="num">{team.pp.toFixed(2)}</td>
            <td className="num">{potentialShare(team)}</td>
            {showOdds && odds.map(([kind, name]) => <OddsTd key={kind} team={team} kind={kind} label={name} />)}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
