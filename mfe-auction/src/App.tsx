import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { useCallback, useState } from 'react';
import { useFirstScreenHandoff, VisuallyHidden } from '@league/shell/kit';
import { AuctionRoomView } from './features/auction/AuctionRoomView';
import { useRoomSummary } from './features/auction/use-room-summary';

/**
 * The live auction room remote (`./app`): mounted by the shell for `/leagues/:leagueId/auction`.
 * `?nominate=<pid>` (Select For Nomination on another page) selects that player on arrival. The page's
 * heading is for screen readers (the room shows its bar where other pages show their title); the widget
 * embedding the room in other sites' pages has none of its own.
 */
export default function App(props: RemoteAppProps) {
  const nominate = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('nominate');
  // a visitor does not join the room (spec §2): the bar's status comes from an HTTP read instead
  const visitor = !props.session.token;
  const summary = useRoomSummary(props.apiBase, props.session.leagueId, visitor);
  // the api's first screen of the room (first-screen.tsx) stays until the page shows what it showed
  const [shown, setShown] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  useFirstScreenHandoff(shown && (!visitor || summary !== null));
  return (
    <>
      <VisuallyHidden as="h1">Auction</VisuallyHidden>
      <AuctionRoomView {...props} initialSelectedPid={nominate} summary={summary} onShown={onShown} />
    </>
  );
}
