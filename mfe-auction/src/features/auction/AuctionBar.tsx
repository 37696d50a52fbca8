import { useEffect, useRef, useState } from 'react';
import {
  acceptTypedBid,
  auctionBarText,
  bidButtonState,
  checkBidAmount,
  INVALID_BID_MESSAGE,
  isAuctionLive,
  shouldPlayWarning,
  stepBid,
  TIMER_TICK_MS,
  timerView,
} from '@league/shared-rules';
import type { ClientMessage, League, Notice } from '@league/shared-rules/contracts';
import { beep } from './beep';
import { useRoomFirstScreen } from './first-screen-data';
import type { RoomSummary } from './use-room-summary';
import type { ClientRoom } from './room-reducer';
import { Bar, Card, Controls, Countdown, StatusText } from './styles';
import type { PoolPlayer } from './values';

/** Re-renders every `ms` and returns Date.now() (first the app clock's instant, in the api's first screen). */
export function useNow(ms = TIMER_TICK_MS): number {
  const first = useRoomFirstScreen();
  const [now, setNow] = useState(() => first?.now ?? Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

interface Props {
  league: League | null;
  room: ClientRoom;
  /** The nominated player, else the selected one. */
  shown: PoolPlayer | null;
  selectedPid: string | null;
  readOnly: boolean;
  /** The room as read over HTTP, for a page that does not join it (null otherwise or while unread). */
  summary?: RoomSummary | null;
  send: (m: ClientMessage) => void;
  notify: (n: Notice) => void;
}

/** The auction bar (spec §2): status text, player card, countdown, Enter Bid input and the bid button. */
export function AuctionBar({ league, room, shown, selectedPid, readOnly, summary = null, send, notify }: Props) {
  const now = useNow();
  const s = room.state;
  const lot = s?.lot ?? null;
  const myTeam = s?.teams.find((t) => t.tid === room.you.teamId) ?? null;
  const nominatingTeam = s?.teams.find((t) => t.tid === s.nominatingTid) ?? null;
  // A commissioner nominating for the team on the clock is held to that team's cap.
  const forTeam = !lot && room.you.isCommissioner && nominatingTeam && nominatingTeam.tid !== myTeam?.tid ? nominatingTeam : myTeam;
  const availableCap = forTeam?.availableCap ?? 0;
  const [amount, setAmount] = useState<number | ''>(0);
  const played = useRef<number | null>(null);

  // §4: the input resets to current bid + 1 when a nomination begins or the bid rises, to 0 when it ends.
  useEffect(() => setAmount(lot ? lot.bid + 1 : 0), [lot?.pid, lot?.bid]);
  // §4: selecting a player sets the bid to 0.
  useEffect(() => {
    if (!lot) setAmount(0);
  }, [selectedPid]);

  const serverNow = now + room.serverOffset;
  const view = timerView(s?.paused ? null : (s?.timerExpiresAt ?? null), serverNow);
  const isNominatingUser = myTeam !== null && s?.nominatingTid === myTeam.tid;
  useEffect(() => {
    if (shouldPlayWarning(view, s?.timerExpiresAt ?? null, played.current, { isNominatingUser, hasNomination: lot !== null })) {
      played.current = s?.timerExpiresAt ?? null;
      beep();
    }
  });

  const leagueDates = league ?? {};
  // Until the league has loaded there is nothing true to say (not even "not scheduled"); until the room is
  // known (its state over /ws, or the visitor's HTTP read) only what the league alone decides (not scheduled,
  // begins on, complete) — never "paused" on a guess: a room that is running would read as stopped.
  const known = s
    ? { paused: s.paused, complete: s.complete, nominatingTid: s.nominatingTid, teamName: nominatingTeam?.name ?? null, lot: lot !== null }
    : summary && {
        paused: summary.auction.paused,
        complete: summary.auction.complete,
        nominatingTid: summary.auction.nominatingTid,
        teamName: summary.teamNames.get(summary.auction.nominatingTid ?? -1) ?? null,
        lot: summary.auction.lotPid !== null,
      };
  const text = league && auctionBarText({
    league: leagueDates,
    isComplete: known?.complete ?? false,
    isPaused: known?.paused ?? false,
    nominatingTid: known?.nominatingTid ?? null,
    nominatingTeamName: known?.teamName ?? null,
    hasNomination: known?.lot ?? false,
    teamId: room.you.teamId,
    nowMs: now,
  });
  const live = Boolean(league && s && isAuctionLive(league, s.complete, now));
  const start = league?.free_agency_live_auction_start ?? null;
  const button = bidButtonState({
    hasAuctionStart: Boolean(start),
    started: Boolean(start && start * 1000 <= now),
    complete: s?.complete ?? false,
    paused: s?.paused ?? true,
    locked: now < room.lockedUntil,
    nominated: lot !== null,
    currentBid: lot?.bid ?? 0,
    userIsWinning: lot !== null && myTeam !== null && lot.leader === myTeam.tid,
    availableCap,
    eligible: myTeam !== null && myTeam.openSpots > 0,
    isUsersTurn: isNominatingUser,
    isCommissioner: room.you.isCommissioner,
    hasSelectedPlayer: selectedPid !== null,
    amount,
  });

  const submit = () => {
    if (!s) return;
    const problem = checkBidAmount({ value: amount, availableCap, currentBid: lot ? lot.bid : null });
    if (problem) {
      notify({ severity: 'warning', message: INVALID_BID_MESSAGE });
      return;
    }
    if (lot) send({ type: 'bid', pid: lot.pid, value: amount as number });
    else if (selectedPid) {
      send({ type: 'nomination', pid: selectedPid, value: amount as number, ...(forTeam && forTeam !== myTeam ? { tid: forTeam.tid } : {}) });
    }
  };

  return (
    <Bar aria-label="Auction bar">
      {/* its line is held before the league loads, so the room below does not move when the text comes */}
      <StatusText role="status">{text || '\u00a0'}</StatusText>
      {shown && (
        <Card data-testid="player-card">
          <strong>{shown.name}</strong>
          <span>{shown.pos} · {shown.team}</span>
          <dl>
            <div><dt>Market</dt><dd>${shown.market}</dd></div>
            <div><dt>Adjusted</dt><dd>${shown.adjusted}</dd></div>
            <div><dt>Bye</dt><dd>{shown.bye ?? 'BYE'}</dd></div>
            <div><dt>Age</dt><dd>{shown.age ?? ''}</dd></div>
          </dl>
          {lot && <span data-testid="current-bid">${lot.bid} · {s?.teams.find((t) => t.tid === lot.leader)?.name}</span>}
        </Card>
      )}
      <Countdown $warning={view.warning} data-testid="countdown" aria-live="off">{view.text ?? ''}</Countdown>
      {live && !readOnly && room.you.userid !== null && (
        <Controls>
          <label>
            Enter Bid{' '}
            <input
              aria-label="Enter Bid"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount((prev) => acceptTypedBid(prev, e.target.value, availableCap))}
              onKeyDown={(e) => e.key === 'Enter' && !('disabled' in button && button.disabled) && submit()}
            />
          </label>
          <button type="button" aria-label="minus" onClick={() => setAmount((p) => stepBid(p, -1, availableCap))}>−</button>
          <button type="button" aria-label="plus" onClick={() => setAmount((p) => stepBid(p, 1, availableCap))}>+</button>
          {button.kind !== 'none' && (
            <button type="button" data-testid="bid-button" disabled={button.disabled} onClick={submit}>
              {button.kind === 'loading' ? '…' : button.label}
            </button>
          )}
        </Controls>
      )}
    </Bar>
  );
}
