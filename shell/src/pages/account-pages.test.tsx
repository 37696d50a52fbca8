import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { noticeStore } from '../notices/notice-store';
import { SessionApiError } from '../session/api';
import { sessionStore } from '../session/session';
import { initialSession } from '../session/session-rules';
import { LoginPage } from './LoginPage';
import { SettingsPage } from './SettingsPage';

beforeEach(() => {
  noticeStore.setState({ queue: [] });
  sessionStore.setState({ ...initialSession, isPending: false });
});

describe('SettingsPage', () => {
  it('saves email and username through updateUser and confirms', async () => {
    const updateUser = jest.fn(async () => undefined);
    sessionStore.setState({ userId: 2, user: { id: 2, username: 'owner1', email: 'owner1@example.com' }, updateUser });
    render(<SettingsPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save email' }));
    });
    expect(updateUser).toHaveBeenCalledWith('email', 'new@example.com');
    expect(noticeStore.getState().queue[0]).toMatchObject({ severity: 'success', message: 'Email saved' });
  });

  it('shows the failure as an error notice', async () => {
    const updateUser = jest.fn(async () => {
      throw new SessionApiError('Username is taken', 409, 'CONFLICT');
    });
    sessionStore.setState({ userId: 2, user: { id: 2, username: 'owner1', email: 'owner1@example.com' }, updateUser });
    render(<SettingsPage />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save username' }));
    });
    expect(updateUser).toHaveBeenCalledWith('username', 'owner1');
    expect(noticeStore.getState().queue[0]).toMatchObject({ severity: 'error', message: 'Username is taken' });
  });
});

describe('SettingsPage: phone, notifications, defaults and password', () => {
  const user = { id: 3, username: 'owner3', email: 'o3@example.com', phone: null, user_text_notifications: false, user_voice_notifications: true, default_league_id: null, default_team_id: null };
  const teams = [{ uid: 3, lid: 1, name: 'Team Three' }, { uid: 27, lid: 2, name: 'Auction Three' }];
  const leagues = [{ uid: 1, name: 'Demo League' }, { uid: 2, name: 'Demo Startup Auction' }];
  const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

  it('saves each setting with its type and value and confirms it by name', async () => {
    const updateUser = jest.fn(async () => undefined);
    sessionStore.setState({ userId: 3, user, teams, leagues, updateUser });
    render(<SettingsPage />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+1 555 010 2030' } });
    await click('Save phone');
    await act(async () => void fireEvent.click(screen.getByLabelText('Text notifications')));
    await act(async () => void fireEvent.change(screen.getByLabelText('Default team'), { target: { value: '27' } }));
    await act(async () => void fireEvent.change(screen.getByLabelText('Default league'), { target: { value: '' } }));
    expect(updateUser.mock.calls).toEqual([['phone', '+1 555 010 2030'], ['user_text_notifications', true], ['default_team', 27], ['default_league', null]]);
    expect(noticeStore.getState().queue.map((n) => n.message)).toEqual(['Phone saved', 'Text notifications saved', 'Default team saved', 'Default league saved']);
    expect(screen.getByRole('option', { name: 'Auction Three (Demo Startup Auction)' })).toBeTruthy();
    expect((screen.getByLabelText('Voice notifications') as HTMLInputElement).checked).toBe(true);
  });

  it('changes the password only when both entries match, and says the other sessions are signed out', async () => {
    const updateUser = jest.fn(async () => undefined);
    sessionStore.setState({ userId: 3, user, teams, leagues, updateUser });
    render(<SettingsPage />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'battery staple' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'battery stapel' } });
    await click('Change password');
    expect(updateUser).not.toHaveBeenCalled();
    expect(noticeStore.getState().queue[0]).toMatchObject({ severity: 'error', message: 'The passwords do not match' });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'battery staple' } });
    await click('Change password');
    expect(updateUser).toHaveBeenCalledWith('password', 'battery staple');
    expect(noticeStore.getState().queue[1]).toMatchObject({ severity: 'success', message: 'Password saved; your other sessions are signed out' });
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });
});

describe('LoginPage', () => {
  function renderLogin(path = '/login') {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<p>landed</p>} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('logs in with email_or_username and password, then leaves the page', async () => {
    const login = jest.fn(async () => {
      sessionStore.setState({ userId: 2, leagueId: 1 });
    });
    sessionStore.setState({ login });
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email or username'), { target: { value: 'owner1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'league-demo' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    expect(login).toHaveBeenCalledWith({ email_or_username: 'owner1', password: 'league-demo' });
    expect(screen.getByText('landed')).toBeTruthy();
  });

  it('registers with the invitation from the query and shows a failure', async () => {
    const register = jest.fn(async () => {
      throw new SessionApiError('Invalid invite code', 400, 'INVALID_INVITE');
    });
    sessionStore.setState({ register });
    renderLogin('/login?leagueId=1&teamId=3&invite_code=abc');
    expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'n@example.com' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newbie' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-password' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    });
    expect(register).toHaveBeenCalledWith({
      email: 'n@example.com',
      username: 'newbie',
      password: 'long-password',
      leagueId: 1,
      teamId: 3,
      invite_code: 'abc',
    });
    expect(screen.getByRole('alert').textContent).toBe('Invalid invite code');
  });
});
