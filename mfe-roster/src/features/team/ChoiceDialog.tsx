import { useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import { ChoiceSelect, ConfirmFooter, DialogShell, type Choice } from './DialogShell';

export type { Choice } from './DialogShell';

/**
 * What a dialog asks: a §5/§8 message and the player to choose (release, activate, untag …). Without
 * `choices` it only asks for confirmation (an action the owner cannot undo, such as a release).
 */
export interface ChoiceRequest {
  title: string;
  message: string;
  fieldLabel?: string;
  choices?: Choice[];
  confirmLabel: string;
  onConfirm: (value: string) => Promise<void> | void;
}

const ChoiceShell = styled(DialogShell)`
  h2 { margin: 0 0 8px; }
  p { margin: 0 0 14px; color: ${tokens.inkSoft}; line-height: 1.4; }
  footer { margin-top: 18px; }
`;

/**
 * A modal asking for one player; the confirm button stays disabled until one is chosen. Without
 * choices it is a confirmation: the message says what follows, Cancel (or Escape) does nothing.
 */
export function ChoiceDialog({ request, onClose }: { request: ChoiceRequest; onClose: () => void }) {
  const [value, setValue] = useState('');
  const selectRef = useRef<HTMLSelectElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const choosing = request.choices !== undefined;
  return (
    <ChoiceShell title={request.title} onClose={onClose} initialFocus={choosing ? selectRef : cancelRef}>
      <p>{request.message}</p>
      {choosing && (
        <ChoiceSelect ref={selectRef} label={request.fieldLabel ?? ''} choices={request.choices!} value={value} invalid={value === ''} onChange={setValue} />
      )}
      <ConfirmFooter cancelRef={cancelRef} label={request.confirmLabel} disabled={choosing && value === ''} onCancel={onClose} onConfirm={async () => request.onConfirm(value)} onDone={onClose} />
    </ChoiceShell>
  );
}
