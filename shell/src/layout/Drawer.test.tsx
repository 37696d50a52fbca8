import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Drawer, notConnectedTooltip } from './Drawer';
import { drawerSections } from './drawer-links';

const visitorSections = drawerSections({ leagueId: 0, teamId: null, userId: null, hosted: false, commishid: null });

function renderDrawer(props: Partial<Parameters<typeof Drawer>[0]> = {}) {
  const onClose = jest.fn();
  const onLogout = jest.fn();
  render(
    <MemoryRouter>
      <Drawer narrow={false} open onClose={onClose} onLogout={onLogout} sections={visitorSections} league={null} leagueId={0} {...props} />
    </MemoryRouter>,
  );
  return { onClose, onLogout };
}

describe('Drawer', () => {
  it('reads League not connected with the exact tooltip when no league is connected', () => {
    renderDrawer();
    const header = screen.getByText('League not connected');
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip.textContent).toBe(notConnectedTooltip);
    expect(header.closest('[aria-describedby]')?.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(notConnectedTooltip).toBe(
      'Using the default 12 team half-ppr superflex league settings. Account needed to view league connected pages and player views.',
    );
    expect(screen.getByText('No upcoming events')).toBeTruthy();
  });

  it('shows the league name and its next events', () => {
    const t0 = Date.parse('2026-11-25T17:00:00.000Z');
    jest.useFakeTimers({ now: t0 });
    const soon = Math.floor(t0 / 1000) + 3 * 86400 + 600;
    renderDrawer({ leagueId: 1, league: { uid: 1, name: 'Demo League', draft_start: soon, tddate: soon + 86400 * 10 } });
    expect(screen.getByText('Demo League')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: /Rookie draft begins/ });
    expect(toggle.textContent).toContain('in 3 days');
    fireEvent.click(toggle);
    expect(screen.getByText('Trade deadline')).toBeTruthy();
    jest.useRealTimers();
  });

  it('shows the user\'s team in the league under the league name, and none when not connected', () => {
    renderDrawer({ leagueId: 1, league: { uid: 1, name: 'Demo League' }, teamName: 'Third Wave' });
    expect(screen.getByTestId('drawer-team').textContent).toBe('Third Wave');
    cleanup();
    renderDrawer({ leagueId: 0, league: null, teamName: 'Third Wave' });
    expect(screen.queryByTestId('drawer-team')).toBeNull();
  });

  it('narrow drawer closes on link click; persistent one does not', () => {
    const narrow = renderDrawer({ narrow: true });
    fireEvent.click(screen.getByRole('link', { name: 'Players' }));
    expect(narrow.onClose).toHaveBeenCalledTimes(1);
  });

  it('persistent drawer stays open on link click', () => {
    const wide = renderDrawer({ narrow: false });
    fireEvent.click(screen.getByRole('link', { name: 'Players' }));
    expect(wide.onClose).not.toHaveBeenCalled();
  });

  it('logged in: Logout action and Settings link', () => {
    const sections = drawerSections({ leagueId: 1, teamId: 2, userId: 3, hosted: true, commishid: 1 });
    const { onLogout } = renderDrawer({ sections, leagueId: 1, league: { uid: 1, name: 'Demo League', hosted: 1 } });
    expect(screen.getByTestId('team-section').textContent).toContain('Team Settings');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });
});
