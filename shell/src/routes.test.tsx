import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { loadRemoteApp } from './remotes/remote-registry';
import { AppRoutes } from './routes';
import { sessionStore } from './session/session';
import { initialSession } from './session/session-rules';

jest.mock('./remotes/remote-registry', () => ({ loadRemoteApp: jest.fn() }));
const loadMock = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function visit(path: string) {
  cleanup();
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Location />
      </MemoryRouter>,
    );
  });
  return screen.getByTestId('location').textContent;
}

const remoteApp = (name: string) =>
  function RemoteApp(props: RemoteAppProps) {
    return <p>{`${name} for league ${props.session.leagueId}`}</p>;
  };

describe('routes', () => {
  beforeEach(() => {
    loadMock.mockReset();
    loadMock.mockImplementation(async (name) => remoteApp(name));
    sessionStore.setState({ ...initialSession, isPending: false });
  });

  it('visitors: / and unknown paths go to /data-views, rendered by mfe_data_views', async () => {
    expect(await visit('/')).toBe('/data-views');
    expect(await screen.findByText('mfe_data_views for league 0')).toBeTruthy();
  });

  it('unknown path with leagueId or teamId in the query goes to /login keeping the query', async () => {
    expect(await visit('/nowhere?leagueId=3&teamId=4')).toBe('/login?leagueId=3&teamId=4');
    expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeTruthy();
  });

  it('unknown path with a session league goes to that league page', async () => {
    sessionStore.setState({ leagueId: 1, userId: 2 });
    expect(await visit('/nowhere')).toBe('/leagues/1');
    expect(await screen.findByText('mfe_league_admin for league 1')).toBeTruthy();
  });

  it('players-table redirects to /data-views keeping the query', async () => {
    expect(await visit('/leagues/1/players-table?view=7')).toBe('/data-views?view=7');
  });

  it('/lineups and /trade need a login; /login is for logged-out users only', async () => {
    expect(await visit('/lineups')).toBe('/login');
    sessionStore.setState({ leagueId: 1, userId: 2, teamId: 3 });
    expect(await visit('/trade')).toBe('/trade');
    expect(await screen.findByText('mfe_roster for league 1')).toBeTruthy();
    expect(await visit('/login')).toBe('/leagues/1');
  });

  it('league sub-routes reach their remote and set the session league from the path', async () => {
    expect(await visit('/leagues/5/players')).toBe('/leagues/5/players');
    expect(await screen.findByText('mfe_research for league 5')).toBeTruthy();
    expect(sessionStore.getState().leagueId).toBe(5);
    expect(loadMock).toHaveBeenCalledWith('mfe_research', { retry: false });
  });

  it('matchups with year, week and matchup id go to mfe_league_admin; teams/:tid to mfe_roster', async () => {
    await visit('/leagues/1/matchups/2025/3/12');
    expect(await screen.findByText('mfe_league_admin for league 1')).toBeTruthy();
    await visit('/leagues/1/teams/4');
    expect(await screen.findByText('mfe_roster for league 1')).toBeTruthy();
  });

  it('text pages render their documents', async () => {
    await visit('/glossary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Glossary' })).toBeTruthy();
  });
});
