import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { announce, initialMemory, type AnnounceInput, type AnnouncerMemory } from './announcements';

/** Read by screen readers, invisible on screen (the usual visually-hidden pattern). */
const Hidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * The auction's polite live region: a new lot, being outbid, a sale and the clock's last seconds
 * (announcements.ts decides what to say). Polite, so it never cuts into what the reader is saying;
 * no role, so it does not compete with the bar's status text.
 */
export function LiveAnnouncer(props: AnnounceInput) {
  const memory = useRef<AnnouncerMemory>(initialMemory);
  const [message, setMessage] = useState('');
  const { state, teamId, serverNow, playerName, teamName } = props;
  useEffect(() => {
    const next = announce(memory.current, { state, teamId, serverNow, playerName, teamName });
    memory.current = next.memory;
    if (next.message) setMessage(next.message);
  }, [state, teamId, serverNow, playerName, teamName]);
  return (
    <Hidden aria-live="polite" aria-atomic="true" data-testid="auction-announcer">
      {message}
    </Hidden>
  );
}
