import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextEvents } from './NextEvents';

// Wednesday 2026-11-25 12:00 New York, week 12 of the 2026 season.
const inSeason = Date.UTC(2026, 10, 25, 17) / 1000;

describe('NextEvents', () => {
  it("lists the league dates and the server's season calendar events, merged and sorted with relative times", () => {
    const calendar_events = [
      { date: inSeason + 6 * 86400 + 61200, detail: 'Week 13 begins' },
      { date: inSeason + 20 * 86400 + 61200, detail: 'Playoffs begin (week 15)' },
      { date: inSeason + 27 * 86400 + 61200, detail: 'Championship round begins (week 16)' },
      { date: inSeason + 3 * 3600, detail: 'Waivers process' },
    ];
    render(
      <NextEvents
        now={() => inSeason}
        league={{ uid: 1, name: 'Demo', hosted: 1, wildcard_round: 15, championship_round: [16, 17], tddate: inSeason + 2 * 86400, calendar_events }}
      />,
    );
    const toggle = screen.getByRole('button', { name: /Waivers process/ });
    expect(toggle.textContent).toContain('in 3 hours');
    fireEvent.click(toggle);
    const items = within(screen.getByTestId('next-events')).getAllByRole('listitem').map((li) => li.firstChild?.textContent);
    expect(items).toEqual(['Waivers process', 'Trade deadline', 'Week 13 begins', 'Playoffs begin (week 15)', 'Championship round begins (week 16)']);
    expect(screen.getByText(/^in 2 days ·/)).toBeTruthy();
  });

  it("reads 'No upcoming events' when there are none", () => {
    const after = Date.UTC(2027, 0, 20, 12) / 1000;
    render(<NextEvents now={() => after} league={{ uid: 1, name: 'Demo', hosted: 0, tddate: after - 86400, calendar_events: [{ date: after - 3600, detail: 'Week 23 begins' }] }} />);
    expect(screen.getByText('No upcoming events')).toBeTruthy();
  });
});
