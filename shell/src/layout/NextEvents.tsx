import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { LeagueSummary } from '../session/profile-types';
import { theme } from '../theme/theme';
import { localDateTime, relativeTime, upcomingLeagueEvents } from './league-events';

const Box = styled.div`
  margin: 0 12px 8px;
  border-radius: ${theme.radius.medium};
  background: rgba(255, 255, 255, 0.05);
  font-size: 13px;
`;

const Toggle = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  border: 0;
  background: transparent;
  color: ${theme.color.drawerInk};
  text-align: left;
  padding: 10px 12px;
  cursor: pointer;
  border-radius: ${theme.radius.medium};
  &:hover { background: ${theme.color.drawerHover}; }
  &:disabled { cursor: default; background: transparent; }
`;

const Muted = styled.span`
  color: ${theme.color.drawerMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 12px 10px;
  li { padding: 6px 0; border-top: 1px solid rgba(255, 255, 255, 0.08); }
  li div:first-child { font-weight: 600; }
`;

const wallClock = () => Math.floor(Date.now() / 1000);

/** Clock for relative times; ticks once a minute. */
function useNowSeconds(clock: () => number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clock()), 60_000);
    return () => window.clearInterval(timer);
  }, [clock]);
  return now;
}

/** Collapsible list of the league's upcoming events (spec §2 Side menu). `now` is injectable for tests. */
export function NextEvents({ league, now: clock = wallClock }: { league: LeagueSummary | null; now?: () => number }) {
  const now = useNowSeconds(clock);
  const [expanded, setExpanded] = useState(false);
  const events = upcomingLeagueEvents(league, now);
  const first = events[0];
  return (
    <Box data-testid="next-events">
      <Toggle type="button" aria-expanded={expanded} disabled={!first} onClick={() => setExpanded((value) => !value)}>
        {first ? (
          <span>
            {first.detail} <Muted>{relativeTime(first.date, now)}</Muted>
          </span>
        ) : (
          <Muted>No upcoming events</Muted>
        )}
        {first && <Muted aria-hidden>{expanded ? '▴' : '▾'}</Muted>}
      </Toggle>
      {expanded && first && (
        <List>
          {events.map((event) => (
            <li key={`${event.detail}-${event.date}`}>
              <div>{event.detail}</div>
              <Muted>
                {relativeTime(event.date, now)} · {localDateTime(event.date)}
              </Muted>
            </li>
          ))}
        </List>
      )}
    </Box>
  );
}
