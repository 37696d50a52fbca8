import { getLeagueTeamsEndpoint } from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from '../rosters/http';
import { EmptyState, ErrorState, SkeletonList, useLoad } from '@league/shell/kit';
import { Name, Page, Row, Section } from './ui';

/** The league's teams, each linking to its team page (when the user has no team of his own). */
export function TeamsIndex({ ctx, leagueId, navigate }: { ctx: ApiContext; leagueId: number; navigate: (to: string) => void }) {
  const { state, retry } = useLoad(`${leagueId}`, (signal) => apiClient(ctx).call(getLeagueTeamsEndpoint, { params: { leagueId }, signal }));
  if (state.status === 'loading') return <Page><SkeletonList label="Loading teams" /></Page>;
  if (state.status === 'error') return <Page><ErrorState message={state.message} onRetry={retry} /></Page>;
  if (state.data.teams.length === 0) return <Page><EmptyState>No teams</EmptyState></Page>;
  return (
    <Page>
      <Section aria-label="Teams">
        <h1>Teams</h1>
        {state.data.teams.map((t) => (
          <Row key={t.uid}>
            <span>{t.abbrv}</span>
            <Name>
              <a
                href={`/leagues/${leagueId}/teams/${t.uid}`}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(`/leagues/${leagueId}/teams/${t.uid}`);
                }}
              >
                {t.name}
              </a>
            </Name>
          </Row>
        ))}
      </Section>
    </Page>
  );
}
