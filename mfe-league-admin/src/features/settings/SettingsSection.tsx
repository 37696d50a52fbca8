import { useState } from 'react';
import styled from 'styled-components';
import { LEAGUE_SETTING_LABELS, validateLeagueSettings, type LeagueSettingField } from '@league/shared-rules';
import type { League } from '@league/shared-rules/contracts';
import { Button, tokens } from '@league/shell/kit';
import { Card } from '../shared/ui';
import { changedFields, kindOf, schemaErrors, toInput } from './settings-form';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 12px;
  margin-bottom: 12px;
  .field { display: grid; gap: 4px; align-content: start; }
  label { font-size: 13px; color: ${tokens.inkSoft}; font-weight: 600; }
  .check label { display: flex; align-items: center; gap: 8px; min-height: 36px; }
  input:not([type='checkbox']), select {
    font: inherit; min-height: 36px; padding: 4px 8px; min-width: 0;
    border: 1px solid ${tokens.border}; border-radius: ${tokens.radiusSmall}; background: ${tokens.surface}; color: ${tokens.ink};
  }
  input[type='checkbox'] { width: 20px; height: 20px; }
  [aria-invalid='true'] { border-color: ${tokens.danger}; }
  input:focus-visible, select:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 1px; }
  .error { color: ${tokens.danger}; font-weight: 400; font-size: 12px; }
`;

/** What saving a section answers: nothing when saved, or messages by field. */
export type SaveResult = Record<string, string> | null;

export interface SettingsSectionProps {
  id: string;
  title: string;
  fields: readonly LeagueSettingField[];
  league: League;
  /** Sends the changed fields; answers field messages when the server refused them. */
  onSave: (body: Record<string, unknown>) => Promise<SaveResult>;
}

/**
 * One group of league settings with its own Save: only the fields that changed are sent, after the
 * contract's schema and the rules between fields have been checked here with the server's own code, so
 * the messages are the same whichever side finds the problem.
 */
export function SettingsSection({ id, title, fields, league, onSave }: SettingsSectionProps) {
  const [draft, setDraft] = useState<Record<string, string | boolean>>(() => Object.fromEntries(fields.map((f) => [f, toInput(f, (league as Record<string, unknown>)[f])])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const body = changedFields(fields, league, draft);
  const dirty = Object.keys(body).length > 0;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const local = { ...schemaErrors(body) };
    if (!Object.keys(local).length) {
      const rules = validateLeagueSettings({ ...league, ...body });
      for (const [field, message] of Object.entries(rules)) if ((fields as readonly string[]).includes(field)) local[field] = message;
    }
    setErrors(local);
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      setErrors((await onSave(body)) ?? {});
    } finally {
      setSaving(false);
    }
  };

  const shownErrors = Object.entries(errors).filter(([f]) => !(fields as readonly string[]).includes(f));
  return (
    <Card aria-labelledby={`${id}-title`}>
      <form onSubmit={(e) => void save(e)} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        <Grid>
          {fields.map((field) => {
            const kind = kindOf(field);
            const label = LEAGUE_SETTING_LABELS[field];
            const error = errors[field];
            const common = { id: `setting-${field}`, name: field, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `setting-${field}-error` : undefined };
            const set = (value: string | boolean) => setDraft((d) => ({ ...d, [field]: value }));
            const message = error && <span className="error" id={`setting-${field}-error`} role="alert">{error}</span>;
            if (kind === 'checkbox') {
              return (
                <div key={field} className="field check">
                  <label htmlFor={common.id}>
                    <input type="checkbox" {...common} checked={Boolean(draft[field])} onChange={(e) => set(e.target.checked)} />
                    {label}
                  </label>
                  {message}
                </div>
              );
            }
            // the message sits outside the label so the field's name stays its label alone
            return (
              <div key={field} className="field">
                <label htmlFor={common.id}>{label}</label>
                {kind === 'select' ? (
                  <select {...common} value={String(draft[field])} onChange={(e) => set(e.target.value)}>
                    <option value="">Not set</option>
                    <option value="hour">One pick an hour</option>
                    <option value="day">One round a day</option>
                  </select>
                ) : (
                  <input
                    {...common}
                    type={kind === 'date' ? 'datetime-local' : kind === 'number' || kind === 'decimal' ? 'number' : 'text'}
                    inputMode={kind === 'number' ? 'numeric' : kind === 'decimal' ? 'decimal' : undefined}
                    step={kind === 'decimal' ? 'any' : kind === 'number' ? 1 : undefined}
                    placeholder={kind === 'weeks' ? 'e.g. 16, 17' : undefined}
                    value={String(draft[field])}
                    onChange={(e) => set(e.target.value)}
                  />
                )}
                {message}
              </div>
            );
          })}
        </Grid>
        {shownErrors.map(([field, message]) => (
          <p key={field} className="error" role="alert" style={{ color: tokens.danger }}>
            {message}
          </p>
        ))}
        <Button type="submit" $variant="primary" disabled={!dirty || saving} aria-busy={saving}>
          {saving ? 'Saving…' : `Save ${title.toLowerCase()}`}
        </Button>
      </form>
    </Card>
  );
}

