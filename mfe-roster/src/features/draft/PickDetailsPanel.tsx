import { useEffect, useState } from 'react';
import { getShownMessage } from '@league/shared-rules/client';
import type { DraftPickDetails } from '@league/shared-rules/contracts';
import { Button, EmptyState, SkeletonList } from '@league/shell/kit';
import { Section } from '../team/ui';
import type { draftActions } from './draft-data';
import { nyTime } from './DraftBanner';

type Details = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; data: DraftPickDetails };

/**
 * A pick's details (spec §2): its current and original team, the player taken, the trades that
 * moved it, and the same overall pick in the league's earlier drafts with the players taken there.
 */
export function PickDetailsPanel({ pickId, actions, teamName, onClose }: {
  pickId: number;
  actions: ReturnType<typeof draftActions>;
  teamName: (tid: number) => string;
  onClose: () => void;
}) {
  const [state, setState] = useState<Details>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    actions
      .pickDetails(pickId, controller.signal)
      .then((data) => setState({ status: 'loaded', data }))
      .catch((error: unknown) => !controller.signal.aborted && setState({ status: 'error', message: getShownMessage(error) }));
    return () => controller.abort();
  }, [actions, pickId]);

  const title = state.status === 'loaded' ? `Pick ${state.data.pick_str ?? state.data.round + '.?'} (${state.data.year})` : 'Pick details';
  return (
    <Section aria-label="Pick details">
      <h2>
        {title}
        <Button type="button" $variant="ghost" onClick={onClose} aria-label="Close pick details">Close</Button>
      </h2>
      {state.status === 'loading' && <SkeletonList rows={3} label="Loading pick details" />}
      {state.status === 'error' && <EmptyState>{state.message}</EmptyState>}
      {state.status === 'loaded' && (
        <div style={{ padding: '8px 16px 12px' }}>
          <p>
            Owned by {teamName(state.data.tid)}
            {state.data.otid !== state.data.tid ? `, originally ${teamName(state.data.otid)}'s` : ''}.
            {state.data.player ? ` Selected ${state.data.player.name} (${state.data.player.pos}).` : ' Not made yet.'}
          </p>
          <h3>Trade history</h3>
          {(state.data.trades ?? []).length === 0 ? (
            <p>{state.data.otid !== state.data.tid ? 'Traded; no trade record names this pick.' : 'Never traded.'}</p>
          ) : (
            <ul aria-label="Trade history">
              {state.data.trades!.map((t) => <li key={t.uid}>{nyTime(t.timestamp)}: to {teamName(t.tid)}</li>)}
            </ul>
          )}
          <h3>Historical picks at this slot</h3>
          {(state.data.history ?? []).length === 0 ? (
            <p>No earlier draft of the league had this pick.</p>
          ) : (
            <ul aria-label="Historical picks">
              {state.data.history!.map((h) => (
                <li key={h.year}>{h.year} {h.pick_str ?? `#${h.pick}`}: {teamName(h.tid)} — {h.player ? `${h.player.name} (${h.player.pos})` : 'no pick made'}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Section>
  );
}
