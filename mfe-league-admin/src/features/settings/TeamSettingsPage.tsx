import { useState } from 'react';
import styled from 'styled-components';
import type { Notice, UserTeam } from '@league/shared-rules/contracts';
import { Button, EmptyState, ErrorState, SkeletonList, tokens, useLoad } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { loadMyTeam, saveTeam } from '../data/settings-api';
import { Card, Page } from '../shared/ui';
import { refusal } from './save-notice';

const Form = styled.form`
  display: grid; gap: 12px; max-width: 520px;
  .field { display: grid; gap: 4px; }
  label { font-size: 13px; color: ${tokens.inkSoft}; font-weight: 600; }
  label.check { display: flex; align-items: center; gap: 8px; }
  input:not([type='checkbox']) { font: inherit; min-height: 36px; padding: 4px 8px; border: 1px solid ${tokens.border}; border-radius: ${tokens.radiusSmall}; }
  input[type='checkbox'] { width: 20px; height: 20px; }
  [aria-invalid='true'] { border-color: ${tokens.danger}; }
  .error { color: ${tokens.danger}; font-weight: 400; font-size: 12px; }
  img { width: 64px; height: 64px; object-fit: cover; border-radius: ${tokens.radiusSmall}; }
`;

const FLAGS = [
  { field: 'teamtext', label: 'Text me about my team' },
  { field: 'teamvoice', label: 'Call me about my team' },
  { field: 'leaguetext', label: 'Text me about the league' },
] as const;

type Draft = { name: string; abbrv: string; image: string; teamtext: boolean; teamvoice: boolean; leaguetext: boolean };

function TeamForm({ ctx, team, notify, onSaved }: { ctx: ApiContext; team: UserTeam; notify: (n: Notice) => void; onSaved?: () => Promise<void> }) {
  const [saved, setSaved] = useState<Draft>({ name: team.name, abbrv: team.abbrv, image: team.image ?? '', teamtext: team.teamtext, teamvoice: team.teamvoice, leaguetext: team.leaguetext });
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // spec §8: a team image that fails to load is hidden
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  const changed = Object.fromEntries(
    (Object.keys(draft) as Array<keyof Draft>).filter((k) => draft[k] !== saved[k]).map((k) => [k, k === 'image' ? (draft.image.trim() || null) : typeof draft[k] === 'string' ? (draft[k] as string).trim() : draft[k]]),
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const res = await saveTeam(ctx, team.uid, changed);
      const next = { name: res.team.name, abbrv: res.team.abbrv, image: res.team.image ?? '', ...(res.notifications ?? draft) };
      setSaved(next);
      setDraft(next);
      setErrors({});
      notify({ severity: 'success', message: 'Team setting saved' });
      // the shell shows the team's name in its side menu: it reloads the session to show the new one
      if ('name' in changed) void onSaved?.().catch(() => undefined);
    } catch (error) {
      setErrors(refusal(error, notify));
    } finally {
      setSaving(false);
    }
  };
  const text = (field: 'name' | 'abbrv' | 'image', label: string, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`team-${field}`}>{label}</label>
      <input id={`team-${field}`} value={draft[field]} aria-invalid={errors[field] ? true : undefined} aria-describedby={errors[field] ? `team-${field}-error` : undefined} onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))} {...extra} />
      {errors[field] && <span className="error" id={`team-${field}-error`} role="alert">{errors[field]}</span>}
    </div>
  );
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      {text('name', 'Team name', { maxLength: 40 })}
      {text('abbrv', 'Abbreviation', { maxLength: 5 })}
      {text('image', 'Image URL', { type: 'url', inputMode: 'url', placeholder: 'https://…' })}
      {draft.image && imageFailed !== draft.image && <img src={draft.image} alt={`${draft.name} logo`} onError={() => setImageFailed(draft.image)} />}
      <fieldset>
        <legend>Notifications</legend>
        {FLAGS.map(({ field, label }) => (
          <label key={field} className="check" htmlFor={`team-${field}`}>
            <input id={`team-${field}`} type="checkbox" checked={draft[field]} onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.checked }))} />
            {label}
          </label>
        ))}
      </fieldset>
      <Button type="submit" $variant="primary" disabled={saving || Object.keys(changed).length === 0} aria-busy={saving}>
        {saving ? 'Saving…' : 'Save team settings'}
      </Button>
    </Form>
  );
}

/** /leagues/:lid/team-settings: the signed-in owner's team name, abbreviation, image and notifications. */
export function TeamSettingsPage({ ctx, teamId, notify, onSaved }: { ctx: ApiContext; teamId: number | null; notify: (n: Notice) => void; onSaved?: () => Promise<void> }) {
  const { state, retry } = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${teamId ?? 0}`, (signal) => (teamId === null || !ctx.token ? Promise.resolve(null) : loadMyTeam(ctx, teamId, signal)));
  let body: React.ReactNode;
  if (state.status === 'loading') body = <SkeletonList rows={5} label="Loading team settings" />;
  else if (state.status === 'error') body = <ErrorState message={state.message} onRetry={retry} />;
  else if (!state.data) body = <EmptyState>{ctx.token ? 'You have no team in this league.' : 'Must be logged in.'}</EmptyState>;
  else body = <TeamForm ctx={ctx} team={state.data} notify={notify} onSaved={onSaved} />;
  return (
    <Page>
      <h1>Team settings</h1>
      <Card>{body}</Card>
    </Page>
  );
}
