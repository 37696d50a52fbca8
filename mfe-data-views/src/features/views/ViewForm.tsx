import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, tokens } from '@league/shell/kit';

const Form = styled.form`
  display: grid;
  gap: 10px;
  padding: 14px;
  margin: 12px 0;
  border-radius: ${tokens.radius};
  background: ${tokens.surfaceAlt};
  label { display: grid; gap: 4px; font-size: 13px; font-weight: 600; color: ${tokens.inkSoft}; }
  input, textarea {
    font: inherit;
    font-weight: 400;
    padding: 8px 10px;
    border-radius: ${tokens.radiusSmall};
    border: 1px solid ${tokens.border};
    background: ${tokens.surface};
  }
  input:focus-visible, textarea:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 1px; }
  div { display: flex; gap: 8px; }
`;

export interface ViewFormProps {
  title: string;
  initialName: string;
  initialDescription: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string, description: string) => void;
  onCancel: () => void;
}

/** Name and description of a view being saved as new or renamed. */
export function ViewForm({ title, initialName, initialDescription, submitLabel, busy, onSubmit, onCancel }: ViewFormProps) {
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name.trim(), description.trim());
  };
  return (
    <Form aria-label={title} onSubmit={submit}>
      <label>
        View name
        <input value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} autoFocus />
      </label>
      <label>
        Description
        <textarea value={description} maxLength={400} rows={2} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <div>
        <Button type="submit" $variant="primary" disabled={busy || !name.trim()}>
          {submitLabel}
        </Button>
        <Button type="button" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
