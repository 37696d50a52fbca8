import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@league/shell/router';
import { useSession } from '../session/session';
import { sessionStore } from '../session/session';
import { shownMessage } from '../session/api';
import { Card, ErrorText, Field, PrimaryButton, Tabs } from './ui';

type Mode = 'login' | 'register';

/** Optional league/team invitation carried in the query (`?leagueId=…&teamId=…&invite_code=…`). */
function invitation(search: string) {
  const query = new URLSearchParams(search);
  const number = (key: string) => {
    const value = Number(query.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return { leagueId: number('leagueId'), teamId: number('teamId'), invite_code: query.get('invite_code') ?? undefined };
}

/** `/login` (logged out only): log in or register; both store the token and reload the profile. */
export function LoginPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const login = useSession((s) => s.login);
  const register = useSession((s) => s.register);
  const isUpdating = useSession((s) => s.isUpdating);
  const [mode, setMode] = useState<Mode>(() => (invitation(search).teamId ? 'register' : 'login'));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim();
    try {
      if (mode === 'login') {
        await login({ email_or_username: text('email_or_username'), password: String(form.get('password') ?? '') });
      } else {
        await register({
          email: text('email'),
          username: text('username'),
          password: String(form.get('password') ?? ''),
          ...invitation(search),
        });
      }
      const { leagueId } = sessionStore.getState();
      navigate(leagueId > 0 ? `/leagues/${leagueId}` : '/data-views', { replace: true });
    } catch (caught) {
      setError(shownMessage(caught));
    }
  };

  return (
    <Card>
      <h1>{mode === 'login' ? 'Log in' : 'Create an account'}</h1>
      <Tabs role="tablist">
        <button type="button" role="tab" aria-selected={mode === 'login'} onClick={() => setMode('login')}>
          Login
        </button>
        <button type="button" role="tab" aria-selected={mode === 'register'} onClick={() => setMode('register')}>
          Register
        </button>
      </Tabs>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <form onSubmit={submit} key={mode}>
        {mode === 'login' ? (
          <Field>
            Email or username
            <input name="email_or_username" autoComplete="username" required />
          </Field>
        ) : (
          <>
            <Field>
              Email
              <input name="email" type="email" autoComplete="email" required />
            </Field>
            <Field>
              Username
              <input name="username" autoComplete="username" required minLength={3} />
            </Field>
          </>
        )}
        <Field>
          Password
          <input
            name="password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            minLength={mode === 'register' ? 8 : undefined}
          />
        </Field>
        <PrimaryButton type="submit" disabled={isUpdating}>
          {mode === 'login' ? 'Log in' : 'Register'}
        </PrimaryButton>
      </form>
    </Card>
  );
}
