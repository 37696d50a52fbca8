import { useState } from 'react';
import type { ApiClient } from '@league/shared-rules/client';
import { resetAuctionEndpoint, startAuctionEndpoint, type Notice } from '@league/shared-rules/contracts';

export interface CommissionerAuctionControlsProps {
  api: Pick<ApiClient, 'call'>;
  leagueId: number;
  started: boolean;
  paused: boolean;
  complete: boolean;
  /** Scheduled start (epoch ms), shown in the browser's time zone. */
  startsAt: number | null;
  notify: (notice: Notice) => void;
}

/**
 * The commissioner's start and reset (HTTP; the room tells every socket what changed over /ws): Start runs
 * the auction now — before its scheduled time, or again after a reset — and Reset starts the room over,
 * paused and unscheduled, after a confirmation (an open lot is voided; players already sold stay sold).
 */
export function CommissionerAuctionControls({ api, leagueId, started, paused, complete, startsAt, notify }: CommissionerAuctionControlsProps) {
  const [busy, setBusy] = useState(false);
  const run = async (what: 'start' | 'reset') => {
    if (what === 'reset' && !window.confirm('Reset the auction? The room starts over, paused and unscheduled.')) return;
    setBusy(true);
    try {
      await api.call(what === 'start' ? startAuctionEndpoint : resetAuctionEndpoint, { params: { leagueId } });
      notify({ severity: 'success', message: what === 'start' ? 'Auction started' : 'Auction reset' });
    } catch (err) {
      notify({ severity: 'error', message: err instanceof Error ? err.message : 'Request failed' });
    } finally {
      setBusy(false);
    }
  };
  const canStart = !complete && (!started || paused);
  return (
    <div role="group" aria-label="Auction start and reset">
      {!started && startsAt !== null && <p>Starts by itself at {new Date(startsAt).toLocaleString()}.</p>}
      {canStart && (
        <button type="button" disabled={busy} onClick={() => void run('start')}>
          {started ? 'Resume Auction' : 'Start Auction'}
        </button>
      )}{' '}
      {(started || complete) && (
        <button type="button" disabled={busy} onClick={() => void run('reset')}>
          Reset Auction
        </button>
      )}
    </div>
  );
}
