import { useState, type FormEvent } from 'react';
import { notify } from '../notices/notice-store';
import { shownMessage } from '../session/api';
import { useSession } from '../session/session';
import type { UserSettingType, UserSettingValue } from '../session/session-api';
import { Card, Field, PrimaryButton } from './ui';

/** Each setting's name in its '{setting} saved' notice (spec §8). */
const LABEL: Partial<Record<UserSettingType, string>> = {
  email: 'Email',
  username: 'Username',
  phone: 'Phone',
  password: 'Password',
  user_text_notifications: 'Text notifications',
  user_voice_notifications: 'Voice notifications',
  default_league: 'Default league',
  default_team: 'Default team',
};

const Divider = () => <hr style={{ margin: '24px 0', border: 0 }} />;

/**
 * `/settings`: every account setting PUT /me takes, one call per setting — email, username, phone, the
 * text and voice notification preferences, the default league and team the app opens on, and the
 * password (a change signs out every other session; this one carries on with the fresh session).
 */
export function SettingsPage() {
  const user = useSession((s) => s.user);
  const teams = useSession((s) => s.teams);
  const leagues = useSession((s) => s.leagues);
  const updateUser = useSession((s) => s.updateUser);
  const [saving, setSaving] = useState<UserSettingType | null>(null);

  const save = async (type: UserSettingType, value: UserSettingValue, message = `${LABEL[type]} saved`) => {
    setSaving(type);
    try {
      await updateUser(type, value);
      notify({ severity: 'success', message });
      return true;
    } catch (error) {
      notify({ severity: 'error', message: shownMessage(error) });
      return false;
    } finally {
      setSaving(null);
    }
  };
  const text = (type: 'email' | 'username' | 'phone') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(type, String(new FormData(event.currentTarget).get(type) ?? '').trim());
  };
  const password = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = String(data.get('password') ?? '');
    if (value !== String(data.get('confirm') ?? '')) {
      notify({ severity: 'error', message: 'The passwords do not match' });
      return;
    }
    void save('password', value, 'Password saved; your other sessions are signed out').then((ok) => ok && form.reset());
  };
  const leagueName = (lid: number) => leagues.find((l) => l.uid === lid)?.name ?? `League ${lid}`;

  if (!user) return null;
  return (
    <Card>
      <h1>Settings</h1>
      <form onSubmit={text('email')} key={`email-${user.email ?? ''}`}>
        <Field>
          Email
          <input name="email" type="email" defaultValue={user.email ?? ''} required />
        </Field>
        <PrimaryButton type="submit" disabled={saving === 'email'}>
          Save email
        </PrimaryButton>
      </form>
      <Divider />
      <form onSubmit={text('username')} key={`username-${user.username}`}>
        <Field>
          Username
          <input name="username" defaultValue={user.username} required minLength={3} />
        </Field>
        <PrimaryButton type="submit" disabled={saving === 'username'}>
          Save username
        </PrimaryButton>
      </form>
      <Divider />
      <form onSubmit={text('phone')} key={`phone-${user.phone ?? ''}`}>
        <Field>
          Phone
          <input name="phone" type="tel" defaultValue={user.phone ?? ''} placeholder="Empty to remove" />
        </Field>
        <PrimaryButton type="submit" disabled={saving === 'phone'}>
          Save phone
        </PrimaryButton>
      </form>
      <Divider />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700, marginBottom: 10 }}>Notifications</legend>
        {(['user_text_notifications', 'user_voice_notifications'] as const).map((type) => (
          <Field key={type}>
            <input
              type="checkbox"
              checked={user[type] ?? false}
              disabled={saving === type}
              onChange={(event) => void save(type, event.currentTarget.checked)}
            />
            {LABEL[type]}
          </Field>
        ))}
      </fieldset>
      <Divider />
      <Field>
        Default league
        <select
          value={user.default_league_id ?? ''}
          disabled={saving === 'default_league'}
          onChange={(event) => void save('default_league', event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        >
          <option value="">The first of my leagues</option>
          {leagues.map((l) => (
            <option key={l.uid} value={l.uid}>
              {leagueName(l.uid)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        Default team
        <select
          value={user.default_team_id ?? ''}
          disabled={saving === 'default_team'}
          onChange={(event) => void save('default_team', event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        >
          <option value="">The first team of the league</option>
          {teams.map((t) => (
            <option key={t.uid} value={t.uid}>
              {`${t.name ?? `Team ${t.uid}`} (${leagueName(t.lid)})`}
            </option>
          ))}
        </select>
      </Field>
      <Divider />
      <form onSubmit={password}>
        <Field>
          New password
          <input name="password" type="password" autoComplete="new-password" required minLength={8} />
        </Field>
        <Field>
          Confirm new password
          <input name="confirm" type="password" autoComplete="new-password" required minLength={8} />
        </Field>
        <PrimaryButton type="submit" disabled={saving === 'password'}>
          Change password
        </PrimaryButton>
      </form>
    </Card>
  );
}
