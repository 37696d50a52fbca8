import { useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import { ChoiceSelect, ConfirmFooter, DialogShell, type Choice } from '../team/DialogShell';

/** What a claim dialog asks: a bid (waiver claims on the active roster) and/or a conditional release. */
export interface ClaimRequest {
  title: string;
  /** The §8 space text when a release is required; otherwise a short explanation or null. */
  message: string | null;
  /** The bid field with its maximum (spec §5), or null when the claim takes no bid. */
  bid: { initial: number; max: number } | null;
  /** The team's players who may be released with the claim (empty: no release field). */
  releaseChoices: Choice[];
  releaseRequired: boolean;
  initialRelease?: string;
  confirmLabel: string;
  onConfirm: (bid: number, release: string[]) => Promise<void> | void;
}

const Shell = styled(DialogShell)`
  h2 { margin: 0 0 8px; }
  p { margin: 0 0 14px; color: ${tokens.inkSoft}; line-height: 1.4; }
  label { margin-bottom: 12px; }
  input { font: inherit; padding: 6px 8px; border-radius: ${tokens.radiusSmall}; border: 1px solid ${tokens.border}; }
  input[aria-invalid='true'] { border-color: ${tokens.danger}; }
  footer { margin-top: 8px; }
`;

/**
 * A waiver or poaching claim (spec §5 "Waiver bid", "Poach", "Sign free agent"): the bid is an
 * integer from 0 to the maximum shown; without roster space a player to release must be chosen
 * (released only if the claim succeeds). Confirm stays disabled until the form is valid.
 */
export function ClaimDialog({ request, onClose }: { request: ClaimRequest; onClose: () => void }) {
  const [text, setText] = useState(String(request.bid?.initial ?? 0));
  const [release, setRelease] = useState(request.initialRelease ?? '');
  const bidRef = useRef<HTMLInputElement>(null);
  const releaseRef = useRef<HTMLSelectElement>(null);
  const bid = Number(text);
  const bidValid = !request.bid || (text.trim() !== '' && Number.isInteger(bid) && bid >= 0 && bid <= request.bid.max);
  const releaseValid = !request.releaseRequired || release !== '';
  return (
    <Shell title={request.title} onClose={onClose} initialFocus={request.bid ? bidRef : releaseRef}>
      {request.message && <p>{request.message}</p>}
      {request.bid && (
        <label>
          Bid (max ${request.bid.max})
          <input ref={bidRef} type="number" min={0} max={request.bid.max} step={1} value={text} aria-invalid={!bidValid} onChange={(e) => setText(e.target.value)} />
        </label>
      )}
      {request.releaseChoices.length > 0 && (
        <ChoiceSelect
          ref={releaseRef}
          label={request.releaseRequired ? 'Player to release' : 'Player to release (optional)'}
          choices={request.releaseChoices}
          value={release}
          invalid={!releaseValid}
          onChange={setRelease}
        />
      )}
      <ConfirmFooter
        label={request.confirmLabel}
        disabled={!bidValid || !releaseValid}
        onCancel={onClose}
        onConfirm={async () => request.onConfirm(request.bid ? bid : 0, release ? [release] : [])}
        onDone={onClose}
      />
    </Shell>
  );
}
