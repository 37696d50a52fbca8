import { forwardRef, useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, tokens } from '@league/shell/kit';
import { Select } from './ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(20, 33, 61, 0.45);
  display: grid;
  place-items: center;
  z-index: 50;
  padding: 16px;
`;

// Only what every dialog shares; each dialog adds its own spacing with styled(DialogShell).
const Card = styled.div`
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  box-shadow: ${tokens.shadow};
  width: min(460px, 100%);
  padding: 20px 22px;
  font-family: ${tokens.font};
  h2 { font-size: 1.15rem; }
  label { display: grid; gap: 6px; font-weight: 600; font-size: 0.9rem; }
  footer { display: flex; justify-content: flex-end; gap: 10px; }
`;

/** Props of {@link DialogShell}. */
export interface DialogShellProps {
  title: string;
  onClose: () => void;
  /** The field focused when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Set by styled(DialogShell): the dialog's own card styles. */
  className?: string;
  children: ReactNode;
}

/**
 * The modal frame of the team page's dialogs: a backdrop that closes on a click outside the card,
 * Escape to close, the title as the dialog's accessible name, and focus on the dialog's first field.
 */
export function DialogShell({ title, onClose, initialFocus, className, children }: DialogShellProps) {
  const titleId = useId();
  useEffect(() => {
    initialFocus.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, initialFocus]);
  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Card className={className} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Card>
    </Backdrop>
  );
}

/** Props of {@link ConfirmFooter}. */
export interface ConfirmFooterProps {
  label: string;
  /** The form is not valid yet. */
  disabled: boolean;
  onCancel: () => void;
  /** The write; the dialog closes when it resolves and stays open (re-enabled) when it throws. */
  onConfirm: () => Promise<void>;
  onDone: () => void;
  /** Focused first by a confirmation (no field): cancelling is the safe default. */
  cancelRef?: RefObject<HTMLButtonElement | null>;
}

/** Cancel and the confirm button, disabled while the write runs (one click, one write). */
export function ConfirmFooter({ label, disabled, onCancel, onConfirm, onDone, cancelRef }: ConfirmFooterProps) {
  const [busy, setBusy] = useState(false);
  return (
    <footer>
      <Button ref={cancelRef} type="button" $variant="ghost" onClick={onCancel}>Cancel</Button>
      <Button
        type="button"
        $variant="primary"
        disabled={disabled || busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
            onDone();
          } finally {
            setBusy(false);
          }
        }}
      >
        {label}
      </Button>
    </footer>
  );
}

/** One choice of a dialog's select (a player to release, a tag to remove, a slot). */
export interface Choice {
  value: string;
  label: string;
}

/** A labelled select of choices with an empty first option; `invalid` marks it for assistive tech. */
export const ChoiceSelect = forwardRef<HTMLSelectElement, { label: string; choices: readonly Choice[]; value: string; invalid: boolean; onChange: (value: string) => void }>(
  function ChoiceSelect({ label, choices, value, invalid, onChange }, ref) {
    return (
      <label>
        {label}
        <Select ref={ref} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid}>
          <option value="">—</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>{c.label}</option>
          ))}
        </Select>
      </label>
    );
  },
);
