import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { AuctionRoomView } from './features/auction/AuctionRoomView';

/**
 * The live auction room remote (`./app`): mounted by the shell for `/leagues/:leagueId/auction`.
 * `?nominate=<pid>` (Select For Nomination on another page) selects that player on arrival.
 */
export default function App(props: RemoteAppProps) {
  const nominate = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('nominate');
  return <AuctionRoomView {...props} initialSelectedPid={nominate} />;
}
