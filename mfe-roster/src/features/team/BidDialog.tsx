import { useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import { ChoiceSelect, ConfirmFooter, DialogShell, type Choice } from './DialogShell';

/** What the RFA tag dialog asks: a bid, and a tag to remove when the set is full. */
export interface BidRequest {
  title: string;
  initialBid: number;
  /** The §8 warning for a bid (null when within the maximum). */
  warningFor: (bid: number) => string | null;
  /** RFA-tagged players to choose from when the tag set is full (empty: no choice needed). */
  removeChoices: Choice[];
  onConfirm: (bid: number, remove?: string) => Promise<void> | void;
  /** The confirm button's label ('Apply Tag' unless set). */
  confirmLabel?: string;
}

const BidShell = styled(DialogShell)`
  h2 { margin: 0 0 12px; }
  label { margin-bottom: 12px; }
  input { font: inherit; padding: 6px 8px; border-radius: ${tokens.radiusSmall}; border: 1px solid ${tokens.border}; }
  input[aria-invalid='true'] { border-color: ${tokens.danger}; }
  footer { margin-top: 8px; }
`;

const Warning = styled.p`
  margin: 0 0 12px;
  padding: 8px 10px;
  border-radius: ${tokens.radiusSmall};
  background: #fff7e6;
  color: #7a4b00;
  font-size: 0.88rem;
`;

/** The RFA tag bid: an integer of at least 0 (spec §5), with the §8 warning above the maximum. */
export function BidDialog({ request, onClose }: { request: BidRequest; onClose: () => void }) {
  const [text, setText] = useState(String(request.initialBid));
  const [remove, setRemove] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const bid = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(bid) && bid >= 0;
  const needsRemove = request.removeChoices.length > 0;
  const warning = valid ? request.warningFor(bid) : null;
  return (
    <BidShell title={request.title} onClose={onClose} initialFocus={inputRef}>
      <label>
        Bid
        <input ref={inputRef} type="number" min={0} step={1} value={text} aria-invalid={!valid} onChange={(e) => setText(e.target.value)} />
      </label>
      {warning && <Warning role="alert">{warning}</Warning>}
      {needsRemove && <ChoiceSelect label="Tag to remove" choices={request.removeChoices} value={remove} invalid={remove === ''} onChange={setRemove} />}
      <ConfirmFooter
        label={request.confirmLabel ?? 'Apply Tag'}
        disabled={!valid || (needsRemove && remove === '')}
        onCancel={onClose}
        onConfirm={async () => request.onConfirm(bid, needsRemove ? remove : undefined)}
        onDone={onClose}
      />
    </BidShell>
  );
}
