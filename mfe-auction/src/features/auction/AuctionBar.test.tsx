import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoomState } from '@league/shared-rules';
import { DEFAULT_LEAGUE, type League } from '@league/shared-rules/contracts';
import { AuctionBar } from './AuctionBar';
import { emptyRoom, type ClientRoom } from './room-reducer';

/** Every test runs on a frozen clock at this instant (a test never reads the wall clock). */
const T0 = Date.parse('2026-11-25T17:00:00.000Z');
const startS = Math.floor(T0 / 1000) - 60;
const league = { ...DEFAULT_LEAGUE, uid: 1, hosted: 1, free_agency_live_auction_start: startS } as League;
const base = createRoomState({
  lid: 1, hosted: true, startsAt: startS * 1000, minBid: 0,
  teams: [1, 2].map((tid) => ({ tid, name: `Team ${tid}`, draftOrder: tid, availableCap: 50, openSpots: 3 })),
});

function room(patch: Partial<ClientRoom['state'] & object>, you: Partial<ClientRoom['you']> = {}): ClientRoom {
  return { ...emptyRoom, version: 2, baseVersion: 2, state: { ...base, connected: [], paused: false, ...patch }, you: { userid: 7, teamId: 2, isCommissioner: false, ...you } };
}

describe('AuctionBar', () => {
  beforeEach(() => jest.useFakeTimers({ now: T0 }));
  afterEach(() => jest.useRealTimers());

  it('shows the waiting text and a disabled loading button when another team nominates', () => {
    render(<AuctionBar league={league} room={room({ nominatingTid: 1 })} shown={null} selectedPid={null} readOnly={false} send={jest.fn()} notify={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Waiting for a nomination by Team 1.');
    expect((screen.getByTestId('bid-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('nominates the selected player on the user turn and warns on an invalid amount', () => {
    const send = jest.fn();
    const notify = jest.fn();
    render(<AuctionBar league={league} room={room({ nominatingTid: 2 })} shown={null} selectedPid="AAAA-BBBB-2020-1999-01-01" readOnly={false} send={send} notify={notify} />);
    expect(screen.getByRole('status').textContent).toBe('Your turn to nominate a player.');
    fireEvent.click(screen.getByLabelText('plus'));
    fireEvent.click(screen.getByTestId('bid-button'));
    expect(send).toHaveBeenCalledWith({ type: 'nomination', pid: 'AAAA-BBBB-2020-1999-01-01', value: 1 });
    fireEvent.change(screen.getByLabelText('Enter Bid'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('bid-button'));
    expect(notify).toHaveBeenCalledWith({ severity: 'warning', message: 'missing or invalid bid amount' });
  });

  it('offers Bid $amount during a lot, ignores typed values above cap, and hides the button while paused', () => {
    // The frozen clock: the countdown shows whole seconds left (floor), so 8.5 s left reads '08' exactly.
    const lot = { pid: 'P', nominatedBy: 1, bid: 5, leader: 1, leaderUserid: 1, bids: [] };
    const send = jest.fn();
    const { rerender } = render(<AuctionBar league={league} room={room({ lot, timerExpiresAt: T0 + 8500 })} shown={null} selectedPid={null} readOnly={false} send={send} notify={jest.fn()} />);
    expect(screen.getByTestId('bid-button').textContent).toBe('Bid $6');
    fireEvent.change(screen.getByLabelText('Enter Bid'), { target: { value: '51' } });
    expect((screen.getByLabelText('Enter Bid') as HTMLInputElement).value).toBe('6');
    act(() => fireEvent.click(screen.getByTestId('bid-button')));
    expect(send).toHaveBeenCalledWith({ type: 'bid', pid: 'P', value: 6 });
    expect(screen.getByTestId('countdown').textContent).toBe('08');
    rerender(<AuctionBar league={league} room={room({ lot, paused: true })} shown={null} selectedPid={null} readOnly={false} send={send} notify={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Auction is paused.');
    expect(screen.queryByTestId('bid-button')).toBeNull();
  });

  it('says nothing of the room before it is known, then what the room or its HTTP read says', () => {
    const none = { ...emptyRoom, you: { userid: null, teamId: null, isCommissioner: false } };
    const props = { shown: null, selectedPid: null, readOnly: true, send: jest.fn(), notify: jest.fn() };
    // a running room must not read as paused while its state is on the way
    const { rerender } = render(<AuctionBar league={league} room={none} {...props} />);
    expect(screen.getByRole('status').textContent).toBe('\u00a0');
    // what the league alone decides is said at once
    rerender(<AuctionBar league={{ ...league, free_agency_live_auction_start: startS + 3600 }} room={none} {...props} />);
    expect(screen.getByRole('status').textContent).toMatch(/^Auction will begin on /);
    // a visitor who does not join reads the room over HTTP
    const auction = { version: 3, startsAt: startS * 1000, startedAt: startS * 1000, paused: false, complete: false, nominatingTid: 2, lotPid: null };
    const teamNames = new Map([[1, 'Team 1'], [2, 'Team 2']]);
    rerender(<AuctionBar league={league} room={none} summary={{ auction, teamNames }} {...props} />);
    expect(screen.getByRole('status').textContent).toBe('Waiting for a nomination by Team 2.');
    rerender(<AuctionBar league={league} room={none} summary={{ auction: { ...auction, paused: true }, teamNames }} {...props} />);
    expect(screen.getByRole('status').textContent).toBe('Auction is paused.');
    // the room's own state wins over the read
    rerender(<AuctionBar league={league} room={room({ nominatingTid: 1 })} summary={{ auction: { ...auction, paused: true }, teamNames }} {...props} />);
    expect(screen.getByRole('status').textContent).toBe('Waiting for a nomination by Team 1.');
  });
});
