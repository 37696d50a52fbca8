import { act, fireEvent, render, screen } from '@testing-library/react';
import { noticeStore, notify, snackbarAutoHideMs } from './notice-store';
import { Snackbar } from './Snackbar';

describe('Snackbar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    noticeStore.setState({ queue: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows notices one at a time, each auto-hiding after 6 s', () => {
    render(<Snackbar />);
    act(() => {
      notify({ severity: 'success', message: 'League setting saved' });
      notify({ severity: 'error', message: 'Request failed' });
    });
    expect(snackbarAutoHideMs).toBe(6000);
    expect(screen.getByRole('status').textContent).toContain('League setting saved');
    act(() => {
      jest.advanceTimersByTime(5999);
    });
    expect(screen.getByRole('status').textContent).toContain('League setting saved');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Request failed');
  });

  it('can be dismissed', () => {
    render(<Snackbar />);
    act(() => notify({ severity: 'info', message: 'Waiver Submitted' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Waiver Submitted')).toBeNull();
  });
});
