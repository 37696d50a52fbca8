/** The bid button's states, exactly as §4 lists them. */
export type BidButtonState =
  | { kind: 'none' }
  | { kind: 'locked'; label: 'Locked'; disabled: true }
  | { kind: 'winning'; label: 'Winning Bid'; disabled: true }
  | { kind: 'exceeded'; label: 'Exceeded CAP'; disabled: true }
  | { kind: 'bid'; label: string; disabled: false }
  | { kind: 'ineligible'; label: 'Ineligible'; disabled: true }
  | { kind: 'nominate'; label: string; disabled: boolean }
  | { kind: 'loading'; label: ''; disabled: true };

export interface BidButtonInput {
  /** The league has an auction start time. */
  hasAuctionStart: boolean;
  /** The start time has passed. */
  started: boolean;
  complete: boolean;
  paused: boolean;
  locked: boolean;
  /** A player is nominated (a lot is open). */
  nominated: boolean;
  /** Current bid on the lot. */
  currentBid: number;
  /** The user's team holds the winning bid. */
  userIsWinning: boolean;
  /** The user's team's available cap (0 for no team). */
  availableCap: number;
  /** The user's team may bid (has a team and roster space). */
  eligible: boolean;
  /** It is the user's team's turn to nominate. */
  isUsersTurn: boolean;
  isCommissioner: boolean;
  /** A player is selected for nomination. */
  hasSelectedPlayer: boolean;
  /** Amount in the bid input. */
  amount: number | '';
}

/**
 * §4 bid button, evaluated only when the league has an auction start, the auction has started and
 * is not complete; otherwise (and while paused) there is no button.
 */
export function bidButtonState(i: BidButtonInput): BidButtonState {
  if (!i.hasAuctionStart || !i.started || i.complete) return { kind: 'none' };
  if (i.paused) return { kind: 'none' };
  if (i.locked) return { kind: 'locked', label: 'Locked', disabled: true };
  if (i.nominated) {
    if (i.userIsWinning) return { kind: 'winning', label: 'Winning Bid', disabled: true };
    if (i.currentBid >= i.availableCap) return { kind: 'exceeded', label: 'Exceeded CAP', disabled: true };
    if (i.eligible) return { kind: 'bid', label: `Bid $${i.amount === '' ? 0 : i.amount}`, disabled: false };
    return { kind: 'ineligible', label: 'Ineligible', disabled: true };
  }
  if (i.isUsersTurn || i.isCommissioner) {
    return { kind: 'nominate', label: `Nominate $${i.amount === '' ? 0 : i.amount}`, disabled: !i.hasSelectedPlayer };
  }
  return { kind: 'loading', label: '', disabled: true };
}
