import type { NflGame } from '@league/shared-rules/contracts';
import { formatDateTime } from '../shared/time';
import { ScrollTable } from '../shared/ui';
import { byeTeams, gameDay, kickoffOf } from './nfl-week';

/** One NFL week: each game's kickoff in the user's zone, score once played, line, and the teams on bye. */
export function NflWeek({ games, label, postseason, timeZone }: { games: NflGame[]; label: string; postseason: boolean; timeZone: string }) {
  const rows = games
    .map((game) => ({ game, kickoff: kickoffOf(game) }))
    .sort((a, b) => (a.kickoff ?? 0) - (b.kickoff ?? 0) || a.game.esbid.localeCompare(b.game.esbid));
  const byes = postseason ? [] : byeTeams(games);
  const name = `NFL ${label} games`;
  return (
    <>
      <ScrollTable label={name}>
        <thead>
          <tr>
            <th scope="col">Kickoff</th>
            <th scope="col">Away</th>
            <th scope="col">Home</th>
            <th scope="col" className="num">Score</th>
            <th scope="col" className="num">Spread</th>
            <th scope="col" className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ game, kickoff }) => (
            <tr key={game.esbid}>
              <td>{kickoff === null ? `${gameDay(game)} · time TBD` : <time dateTime={new Date(kickoff * 1000).toISOString()}>{formatDateTime(kickoff, timeZone)}</time>}</td>
              <th scope="row">{game.v}</th>
              <td>@ {game.h}</td>
              <td className="num">{game.home_score === null || game.away_score === null ? '–' : `${game.away_score}–${game.home_score}`}</td>
              {/* the line is from the home side: a positive spread_line favours the home team */}
              <td className="num">{game.spread_line === null ? '–' : game.spread_line === 0 ? 'PK' : `${game.spread_line > 0 ? game.h : game.v} -${Math.abs(game.spread_line)}`}</td>
              <td className="num">{game.total_line ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {!postseason && <p>{byes.length === 0 ? 'No byes this week.' : `Byes: ${byes.join(', ')}`}</p>}
    </>
  );
}
