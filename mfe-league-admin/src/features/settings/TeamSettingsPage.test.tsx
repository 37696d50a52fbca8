import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeFetch, Refusal, team } from '../test-support/fixtures';
import { TeamSettingsPage } from './TeamSettingsPage';

const ctx = { apiBase: '/api', token: 't' };
const mine = { ...team(3, 'Third Wave'), image: 'https://example.com/logo.png', teamtext: false, teamvoice: false, leaguetext: true };
const me = () => ({ user: { id: 9, username: 'owner3', email: 'o@example.com', phone: null, user_text_notifications: false, user_voice_notifications: false, watchlist: [], default_league_id: null, default_team_id: null }, teams: [mine], leagues: [] });

describe('TeamSettingsPage', () => {
  it('saves the owner\'s changes with \'Team setting saved\'', async () => {
    const calls = fakeFetch({
      '/api/me': me,
      'PUT /api/teams/3': () => ({ team: { ...mine, name: 'Wave Three' }, notifications: { teamtext: true, teamvoice: false, leaguetext: true } }),
    });
    const notify = jest.fn();
    render(<TeamSettingsPage ctx={ctx} teamId={3} notify={notify} />);
    fireEvent.change(await screen.findByLabelText('Team name'), { target: { value: 'Wave Three' } });
    fireEvent.click(screen.getByLabelText('Text me about my team'));
    fireEvent.click(screen.getByRole('button', { name: 'Save team settings' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'Team setting saved' }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/teams/3', body: { name: 'Wave Three', teamtext: true } });
    expect((screen.getByRole('button', { name: 'Save team settings' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks the shell to reload the session after a rename (the side menu shows the team name), not after other changes', async () => {
    let answer = { ...mine, abbrv: 'WV3' };
    fakeFetch({ '/api/me': me, 'PUT /api/teams/3': () => ({ team: answer, notifications: null }) });
    const onSaved = jest.fn(async () => undefined);
    const notify = jest.fn();
    render(<TeamSettingsPage ctx={ctx} teamId={3} notify={notify} onSaved={onSaved} />);
    fireEvent.change(await screen.findByLabelText('Abbreviation'), { target: { value: 'WV3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save team settings' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(onSaved).not.toHaveBeenCalled();
    answer = { ...answer, name: 'Wave Three' };
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Wave Three' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save team settings' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('hides a team image that fails to load, and shows a refused field next to it', async () => {
    fakeFetch({
      '/api/me': me,
      'PUT /api/teams/3': () => new Refusal(400, { code: 'INVALID_PARAMS', message: 'Invalid parameters', details: { image: 'Must be an http(s) address' } }),
    });
    const notify = jest.fn();
    render(<TeamSettingsPage ctx={ctx} teamId={3} notify={notify} />);
    const image = await screen.findByAltText('Third Wave logo');
    fireEvent.error(image);
    expect(screen.queryByAltText('Third Wave logo')).toBeNull();
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: 'ftp://nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save team settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Must be an http(s) address');
    expect(screen.getByLabelText('Image URL').getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when the user has no team or is not logged in', async () => {
    fakeFetch({ '/api/me': me });
    const { unmount } = render(<TeamSettingsPage ctx={ctx} teamId={null} notify={jest.fn()} />);
    expect(await screen.findByText('You have no team in this league.')).toBeTruthy();
    unmount();
    render(<TeamSettingsPage ctx={{ apiBase: '/api', token: null }} teamId={3} notify={jest.fn()} />);
    expect(await screen.findByText('Must be logged in.')).toBeTruthy();
  });
});
