import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetAuctionEndpoint, startAuctionEndpoint } from '@league/shared-rules/contracts';
import { CommissionerAuctionControls } from './CommissionerAuctionControls';

const base = { leagueId: 2, started: false, paused: true, complete: false, startsAt: null };

describe('CommissionerAuctionControls', () => {
  it('starts a scheduled auction now and says so', async () => {
    const call = jest.fn().mockResolvedValue({});
    const notify = jest.fn();
    render(<CommissionerAuctionControls {...base} startsAt={Date.UTC(2026, 10, 25, 17, 5)} api={{ call } as never} notify={notify} />);
    expect(screen.getByText(/Starts by itself at/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset Auction' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start Auction' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'Auction started' }));
    expect(call).toHaveBeenCalledWith(startAuctionEndpoint, { params: { leagueId: 2 } });
  });

  it('resets a finished auction after confirmation, and shows the server refusal', async () => {
    const call = jest.fn().mockRejectedValueOnce(new Error('Only the commissioner may do this')).mockResolvedValue({});
    const notify = jest.fn();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    render(<CommissionerAuctionControls {...base} started complete paused={false} api={{ call } as never} notify={notify} />);
    expect(screen.queryByRole('button', { name: /Start|Resume/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Auction' }));
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Auction' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'error', message: 'Only the commissioner may do this' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset Auction' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'Auction reset' }));
    expect(call).toHaveBeenLastCalledWith(resetAuctionEndpoint, { params: { leagueId: 2 } });
    confirm.mockRestore();
  });
});
