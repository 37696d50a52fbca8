import styled from 'styled-components';
import { toLeagueTime } from '@league/shared-rules';
import type { Draft } from '@league/shared-rules/contracts';
import { tokens } from '@league/shell/kit';

/** A time of the draft clock in New York time (spec §4: the clock runs in New York time). */
export function nyTime(at: number): string {
  return toLeagueTime(at).format('ddd MMM D, h:mm A z');
}

const Banner = styled.section`
  border: 1px solid ${tokens.border};
  border-left: 6px solid ${tokens.accent};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  padding: 12px 16px;
  margin-bottom: 18px;
  h2 { margin: 0 0 4px; font-size: 1.1rem; }
  p { margin: 0; color: ${tokens.inkSoft}; }
`;

/**
 * Who is on the clock and the window of that pick, in New York time (hourly inside the draft hours,
 * or daily); before the draft its start, after it its completion. A live region: a pick pushed over
 * /ws changes it, and screen readers hear the new team on the clock.
 */
export function DraftBanner({ board, teamName }: { board: Draft; teamName: (tid: number) => string }) {
  const onClock = board.picks.find((p) => p.uid === board.on_clock);
  const hours = board.draft_type === 'day' ? 'one day per pick' : `hourly, ${board.draft_hour_min}:00–${board.draft_hour_max}:00 New York time`;
  let title: string;
  let detail: string;
  if (board.complete) {
    title = 'Draft complete';
    detail = board.completed_at ? `Last pick ${nyTime(board.completed_at)}` : 'Every pick has been made';
  } else if (onClock) {
    const opens = onClock.window_opens ?? null;
    const started = board.open && opens !== null && (board.may_pick ?? []).includes(onClock.uid);
    title = `${started ? 'On the clock' : 'Up next'}: ${teamName(onClock.tid)} — pick ${onClock.pick_str ?? onClock.pick}`;
    detail = opens !== null && onClock.window_closes != null
      ? `Window ${nyTime(opens)} – ${nyTime(onClock.window_closes)} (${hours})`
      : hours;
  } else if (board.draft_start == null) {
    title = 'The draft is not scheduled yet';
    detail = `Draft hours: ${hours}`;
  } else {
    title = board.end !== null && board.end !== undefined ? 'The draft has ended' : 'The draft order is not set';
    detail = board.end ? `Ended ${nyTime(board.end)}` : `Starts ${nyTime(board.draft_start)}`;
  }
  return (
    <Banner aria-live="polite" aria-label="Draft clock">
      <h2>{title}</h2>
      <p>{detail}</p>
      {board.end && !board.complete ? <p>The draft ends {nyTime(board.end)}; an owner whose window passed may still pick until then.</p> : null}
    </Banner>
  );
}
