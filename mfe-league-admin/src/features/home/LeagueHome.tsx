import { useCallback, type MouseEvent } from 'react';
import styled from 'styled-components';
import { loadLeagueHome } from '../data/league-api';
import type { ApiContext } from '../data/http';
import { ErrorState, PageHead, SkeletonList, tokens, useLoad } from '@league/shell/kit';
import { leagueBadge, type HeadLeague } from '@league/shared-rules/page-heads';
import type { Notice } from '@league/shared-rules/contracts';
import { CommissionerJobs } from './CommissionerJobs';
import { formatInstant, keyDates, lineupSummary, reserveSummary, scoringSummary } from './league-summary';

// a div: the shell's layout holds the page's one main landmark
const Page = styled.div`
  font-family: ${tokens.font};
  color: ${tokens.ink};
  padding: 24px;
  max-width: 1200px;
  margin: 0 auto;
  @media (max-width: 599.98px) { padding: 14px; }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 14px 0 20px;
  a {
    padding: 8px 14px;
    border-radius: 999px;
    background: ${tokens.ink};
    color: #fff;
    text-decoration: none;
    font-weight: 600;
    font-size: 14px;
  }
  a:hover { background: ${tokens.inkSoft}; }
  a:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 2px; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 16px;
  margin-bottom: 16px;
`;

const Card = styled.section`
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
  padding: 16px;
  min-width: 0;
  h2 { margin: 0 0 10px; font-size: 16px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 14px; margin: 0; font-size: 14px; }
  dt { color: ${tokens.muted}; }
  dd { margin: 0; font-weight: 600; }
  ol { margin: 0; padding: 0; list-style: none; display: grid; gap: 8px; font-size: 14px; }
  ol li { display: flex; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
  time { color: ${tokens.inkSoft}; font-variant-numeric: tabular-nums; }
  p.none { margin: 0; color: ${tokens.muted}; }
`;

const TableWrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th, td { padding: 8px 10px; text-align: left; border-bottom: 1px solid ${tokens.surfaceAlt}; white-space: nowrap; }
  thead th { font-size: 12px; color: ${tokens.inkSoft}; background: ${tokens.surfaceAlt}; }
  tbody th { font-weight: 600; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
`;

export interface LeagueHomeProps {
  ctx: ApiContext;
  leagueId: number;
  navigate: (to: string) => void;
  /** The signed-in user: the league's commissioner gets the on-demand jobs. */
  userId?: number | null;
  notify?: (notice: Notice) => void;
  /** The league as the shell has it: its head shows while the page's own read is on its way. */
  league?: HeadLeague | null;
}

/** League home: name, format, key dates, teams with cap and space, and links into its pages. */
export function LeagueHome({ ctx, leagueId, navigate, userId = null, notify = () => undefined, league: known = null }: LeagueHomeProps) {
  const load = useCallback((signal: AbortSignal) => loadLeagueHome(ctx, leagueId, signal), [ctx, leagueId]);
  const { state, retry } = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}`, load);

  if (state.status === 'loading') {
    return (
      <Page>
        {known && <PageHead title={known.name} badge={leagueBadge(known.hosted)} />}
        <SkeletonList rows={6} label="Loading league" />
      </Page>
    );
  }
  if (state.status === 'error') {
    return (
      <Page>
        <ErrorState message={state.message} onRetry={retry} />
      </Page>
    );
  }
  const { league, teams, rosters } = state.data;
  const space = new Map(rosters.map((r) => [r.tid, r]));
  const dates = keyDates(league);
  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(to);
  };
  const links: [string, string][] = [
    ['Players', `/leagues/${leagueId}/players`],
    ['Rosters', `/leagues/${leagueId}/rosters`],
    ['Data Views', '/data-views'],
  ];
  if (league.hosted === 1) {
    links.push(
      ['Auction', `/leagues/${leagueId}/auction`],
      ['Matchups', `/leagues/${leagueId}/matchups`],
      ['Standings', `/leagues/${leagueId}/standings`],
      ['Schedule', `/leagues/${leagueId}/schedule`],
    );
  }

  return (
    <Page>
      <PageHead title={league.name} badge={leagueBadge(league.hosted === 1)} />
      <Links aria-label="League pages">
        {links.map(([label, to]) => (
          <a key={to} href={to} onClick={go(to)}>
            {label}
          </a>
        ))}
      </Links>
      <Grid>
        <Card aria-labelledby="format-title">
          <h2 id="format-title">Format</h2>
          <dl>
            {league.years.length > 0 && (
              <>
                <dt>Season</dt>
                <dd>{Math.max(...league.years)}</dd>
              </>
            )}
            <dt>Teams</dt>
            <dd>{league.num_teams}</dd>
            <dt>Scoring</dt>
            <dd>{scoringSummary(league)}</dd>
            <dt>Starters</dt>
            <dd>{lineupSummary(league)}</dd>
            <dt>Roster</dt>
            <dd>{reserveSummary(league)}</dd>
            <dt>Salary cap</dt>
            <dd>${league.cap}</dd>
            <dt>Min bid</dt>
            <dd>${league.min_bid}</dd>
            <dt>FAAB</dt>
            <dd>${league.faab}</dd>
          </dl>
        </Card>
        <Card aria-labelledby="dates-title">
          <h2 id="dates-title">Key dates</h2>
          {dates.length === 0 ? (
            <p className="none">No dates scheduled.</p>
          ) : (
            <ol>
              {dates.map((d) => (
                <li key={d.label}>
                  <span>{d.label}</span>
                  <time dateTime={new Date(d.at * 1000).toISOString()}>{formatInstant(d.at)}</time>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </Grid>
      {teams.length > 0 && (
        <Card aria-labelledby="teams-title">
          <h2 id="teams-title">Teams</h2>
          {/* focusable so a keyboard user can scroll it sideways on a phone (WCAG 2.1.1) */}
          <TableWrap tabIndex={0} role="region" aria-labelledby="teams-title">
            <Table aria-labelledby="teams-title">
              <thead>
                <tr>
                  <th scope="col">Team</th>
                  <th scope="col">Abbr</th>
                  <th scope="col" className="num">Cap</th>
                  <th scope="col" className="num">Roster space</th>
                  <th scope="col" className="num">FAAB</th>
                  <th scope="col" className="num">Draft order</th>
                </tr>
              </thead>
              <tbody>
                {[...teams]
                  .sort((a, b) => (a.draft_order ?? a.uid) - (b.draft_order ?? b.uid))
                  .map((team) => {
                    const roster = space.get(team.uid);
                    return (
                      <tr key={team.uid}>
                        <th scope="row">{team.name}</th>
                        <td>{team.abbrv}</td>
                        {/* a visitor gets no available cap (spec §6: no salary data) */}
                        <td className="num">{roster ? (roster.availableCap === undefined ? '–' : `$${roster.availableCap}`) : `$${team.cap}`}</td>
                        <td className="num">{roster ? roster.availableSpace : '–'}</td>
                        <td className="num">${team.faab}</td>
                        <td className="num">{team.draft_order ?? '–'}</td>
                      </tr>
                    );
                  })}
              </tbody>
            </Table>
          </TableWrap>
        </Card>
      )}
      {league.hosted === 1 && userId !== null && league.commishid === userId && (
        <Card aria-labelledby="commissioner-jobs">
          <h2 id="commissioner-jobs">Commissioner: run now</h2>
          <CommissionerJobs ctx={ctx} leagueId={leagueId} notify={notify} />
        </Card>
      )}
    </Page>
  );
}
