import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextEvents } from './NextEvents';

// Wednesday 2026-11-25 12:00 New York, week 12 of the 2026 season.
const inSeason = Date.UTC(2026, 10, 25, 17) / 1000;

describe('NextEvents', () => {
  it('lists the league dates and the season calendar events, merged and sorted with relative times', async () => {
    render(
      <NextEvents
        now={() => inSeason}
        league={{ uid: 1, name: 'Demo', hosted: 1, wildcard_round: 15, championship_round: [16, 17], tddate: inSeason + 2 * 86400 }}
      />,
    );
    const toggle = await screen.findByRole('button', { name: /Waivers process/ });
    expect(toggle.textContent).toContain('in 3 hours');
    fireEvent.click(toggle);
    const items = within(screen.getByTestId('next-events')).getAllByRole('listitem').map((li) => li.firstChild?.textContent);
    expect(items).toEqual(['Waivers process', 'Trade deadline', 'Week 13 begins', 'Playoffs begin (week 15)', 'Championship round begins (week 16)']);
    expect(screen.getByText(/^in 2 days ·/)).toBeTruthy();
  });

  it("reads 'No upcoming events' when there are none", async () => {
    render(<NextEvents now={() => Date.UTC(2027, 0, 20, 12) / 1000} league={{ uid: 1, name: 'Demo', hosted: 0 }} />);
    expect(screen.getByText('No upcoming events')).toBeTruthy();
    // still none once the calendar has loaded
    await act(() => import('@league/shared-rules'));
    expect(screen.getByText('No upcoming events')).toBeTruthy();
  });
});
