import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { AuctionRoomView } from './features/auction/AuctionRoomView';

/** The live auction room remote (`./app`): mounted by the shell for `/leagues/:leagueId/auction`. */
export default function App(props: RemoteAppProps) {
  return <AuctionRoomView {...props} />;
}
