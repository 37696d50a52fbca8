import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../rosters/ui/states';
import { tokens } from '../rosters/ui/tokens';
import { DialogShell } from './DialogShell';
import { Select } from './ui';

export interface Choice {
  value: string;
  label: string;
}

/** What a dialog asks: a §5/§8 message and the player to choose (release, activate, untag …). */
export interface ChoiceRequest {
  title: string;
  message: string;
  fieldLabel: string;
  choices: Choice[];
  confirmLabel: string;
  onConfirm: (value: string) => Promise<void> | void;
}

const ChoiceShell = styled(DialogShell)`
  h2 { margin: 0 0 8px; }
  p { margin: 0 0 14px; color: ${tokens.inkSoft}; line-height: 1.4; }
  footer { margin-top: 18px; }
`;

/** A modal asking for one player; the confirm button stays disabled until one is chosen. */
export function ChoiceDialog({ request, onClose }: { request: ChoiceRequest; onClose: () => void }) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <ChoiceShell title={request.title} onClose={onClose} initialFocus={selectRef}>
      <p>{request.message}</p>
      <label>
        {request.fieldLabel}
        <Select ref={selectRef} value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={value === ''}>
          <option value="">—</option>
          {request.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </label>
      <footer>
        <Button type="button" $variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="button"
          $variant="primary"
          disabled={value === '' || busy}
          onClick={async () => {
            setBusy(true);
            try {
              await request.onConfirm(value);
              onClose();
            } finally {
              setBusy(false);
            }
          }}
        >
          {request.confirmLabel}
        </Button>
      </footer>
    </ChoiceShell>
  );
}
