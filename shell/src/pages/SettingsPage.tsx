import { useState, type FormEvent } from 'react';
import { notify } from '../notices/notice-store';
import { shownMessage } from '../session/api';
import { useSession } from '../session/session';
import { Card, Field, PrimaryButton } from './ui';

/** `/settings`: the user's email and username, saved through PUT /me (type, value). */
export function SettingsPage() {
  const user = useSession((s) => s.user);
  const updateUser = useSession((s) => s.updateUser);
  const [saving, setSaving] = useState<'email' | 'username' | null>(null);

  const save = (type: 'email' | 'username') => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(type) ?? '').trim();
    setSaving(type);
    try {
      await updateUser(type, value);
      notify({ severity: 'success', message: `${type === 'email' ? 'Email' : 'Username'} saved` });
    } catch (error) {
      notify({ severity: 'error', message: shownMessage(error) });
    } finally {
      setSaving(null);
    }
  };

  if (!user) return null;
  return (
    <Card>
      <h1>Settings</h1>
      <form onSubmit={save('email')} key={`email-${user.email ?? ''}`}>
        <Field>
          Email
          <input name="email" type="email" defaultValue={user.email ?? ''} required />
        </Field>
        <PrimaryButton type="submit" disabled={saving === 'email'}>
          Save email
        </PrimaryButton>
      </form>
      <hr style={{ margin: '24px 0', border: 0 }} />
      <form onSubmit={save('username')} key={`username-${user.username}`}>
        <Field>
          Username
          <input name="username" defaultValue={user.username} required minLength={3} />
        </Field>
        <PrimaryButton type="submit" disabled={saving === 'username'}>
          Save username
        </PrimaryButton>
      </form>
    </Card>
  );
}
