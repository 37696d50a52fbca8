import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../rosters/ui/states';
import { tokens } from '../rosters/ui/tokens';
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

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(20, 33, 61, 0.45);
  display: grid;
  place-items: center;
  z-index: 50;
  padding: 16px;
`;

const Card = styled.div`
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
  width: min(460px, 100%);
  padding: 20px 22px;
  font-family: ${tokens.font};
  h2 { margin: 0 0 8px; font-size: 1.15rem; }
  p { margin: 0 0 14px; color: ${tokens.inkSoft}; line-height: 1.4; }
  label { display: grid; gap: 6px; font-weight: 600; font-size: 0.9rem; }
  footer { display: flex; justify-content: flex-end; gap: 10px; margin-top: 18px; }
`;

/** A modal asking for one player; the confirm button stays disabled until one is chosen. */
export function ChoiceDialog({ request, onClose }: { request: ChoiceRequest; onClose: () => void }) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    selectRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Card role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{request.title}</h2>
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
      </Card>
    </Backdrop>
  );
}
