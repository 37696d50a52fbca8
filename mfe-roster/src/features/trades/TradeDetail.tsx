import styled from 'styled-components';
import { Button, tokens } from '@league/shell/kit';
import type { Roster, Trade } from '@league/shared-rules/contracts';
import { Section } from '../team/ui';
import { statusOf } from './trades-api';

const Body = styled.div`
  padding: 12px 16px;
  display: grid;
  gap: 10px;
  ul { margin: 4px 0 0; padding-left: 20px; }
  fieldset { border: 1px solid ${tokens.surfaceAlt}; border-radius: ${tokens.radiusSmall}; padding: 8px 12px; margin: 0; }
  label { display: flex; gap: 8px; align-items: center; min-height: 32px; }
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

export interface TradeDetailProps {
  trade: Trade;
  teamName: (tid: number) => string;
  playerName: (pid: string) => string;
  /** The accepting team's roster (its owner picks releases from it). */
  acceptingRoster: Roster | undefined;
  /** Which buttons the caller gets (the server checks again). */
  can: { accept: boolean; reject: boolean; cancel: boolean; counter: boolean; veto: boolean };
  releases: string[];
  onReleases: (pids: string[]) => void;
  busy: boolean;
  onAction: (action: 'accept' | 'reject' | 'cancel' | 'counter' | 'veto') => void;
}

const when = (t: number | null) => (t === null ? '' : new Date(t * 1000).toLocaleString());

/** One trade: who gives what, its status, and the actions the caller may take. */
export function TradeDetail({ trade, teamName, playerName, acceptingRoster, can, releases, onReleases, busy, onAction }: TradeDetailProps) {
  const status = statusOf(trade);
  const gives = (tid: number, players: string[], picks: Trade['proposingTeamPicks'], released: string[]) => (
    <div>
      <strong>{teamName(tid)} gives</strong>
      <ul>
        {players.map((p) => <li key={p}>{playerName(p)}</li>)}
        {picks.map((p) => <li key={p.uid}>{p.year} round {p.round} pick{p.otid !== tid ? ` (from ${teamName(p.otid)})` : ''}</li>)}
        {players.length + picks.length === 0 && <li>nothing</li>}
        {released.map((p) => <li key={`r${p}`}>releases {playerName(p)}</li>)}
      </ul>
    </div>
  );
  return (
    <Section aria-labelledby="trade-heading">
      <h2 id="trade-heading">Trade #{trade.uid}: {teamName(trade.propose_tid)} → {teamName(trade.accept_tid)}</h2>
      <Body>
        <p style={{ margin: 0 }} data-testid="trade-status">
          Status: <strong>{status}</strong>{' '}
          <small>offered {when(trade.offered)}{trade.accepted !== null ? `, accepted ${when(trade.accepted)}` : ''}{trade.vetoed !== null ? `, vetoed ${when(trade.vetoed)}` : ''}</small>
        </p>
        {gives(trade.propose_tid, trade.proposingTeamPlayers, trade.proposingTeamPicks, trade.proposingTeamReleasePlayers)}
        {gives(trade.accept_tid, trade.acceptingTeamPlayers, trade.acceptingTeamPicks, trade.acceptingTeamReleasePlayers)}
        {can.accept && (
          <fieldset>
            <legend>Your releases (to make room)</legend>
            {acceptingRoster?.players.filter((p) => !trade.acceptingTeamPlayers.includes(p.pid)).map((p) => (
              <label key={p.pid}>
                <input
                  type="checkbox"
                  checked={releases.includes(p.pid)}
                  onChange={() => onReleases(releases.includes(p.pid) ? releases.filter((x) => x !== p.pid) : [...releases, p.pid])}
                />
                Release {p.name} <small>({p.pos}, ${p.value})</small>
              </label>
            ))}
          </fieldset>
        )}
        <Buttons>
          {can.accept && <Button $variant="primary" disabled={busy} onClick={() => onAction('accept')}>Accept trade</Button>}
          {can.counter && <Button disabled={busy} onClick={() => onAction('counter')}>Counter</Button>}
          {can.reject && <Button disabled={busy} onClick={() => onAction('reject')}>Reject trade</Button>}
          {can.cancel && <Button disabled={busy} onClick={() => onAction('cancel')}>Cancel trade</Button>}
          {can.veto && <Button $variant="danger" disabled={busy} onClick={() => onAction('veto')}>Veto trade</Button>}
        </Buttons>
      </Body>
    </Section>
  );
}
