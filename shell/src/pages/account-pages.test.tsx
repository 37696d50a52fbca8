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
