import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, league, Refusal, teams } from '../test-support/fixtures';
import { LeagueSettingsPage } from './LeagueSettingsPage';

const ctx = { apiBase: '/api', token: 't' };
const change = { uid: 1, lid: 1, field: 'cap', old: 200, new: 220, userid: 7, username: 'commish', timestamp: 1_764_000_000 };
const routes = (extra: Record<string, () => unknown> = {}) => ({
  '/api/leagues/1': () => league,
  '/api/leagues/1/teams': () => ({ teams: teams.map((t) => ({ ...t, invite_code: `code${t.uid}` })) }),
  '/api/leagues/1/settings/history': () => ({ changes: [change] }),
  ...extra,
});
const renderPage = (userId: number | null = 7) => {
  const notify = jest.fn();
  render(<LeagueSettingsPage ctx={ctx} leagueId={1} userId={userId} notify={notify} timeZone="America/New_York" />);
  return notify;
};
const section = async (name: string) => screen.findByRole('region', { name });

describe('LeagueSettingsPage', () => {
  it('shows every group, the history, and saves one changed field with the spec\'s notice', async () => {
    const calls = fakeFetch(routes({ 'PUT /api/leagues/1': () => ({ ...league, name: 'Renamed' }) }));
    const notify = renderPage();
    for (const name of ['Identity and size', 'Lineup slots', 'Money', 'Scoring', 'Draft', 'Divisions and playoffs', 'External ids']) expect(await section(name)).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Settings history' });
    expect(within(history).getByText('Salary cap')).toBeTruthy();
    expect(within(history).getByText('commish')).toBeTruthy();
    const identity = await section('Identity and size');
    const save = within(identity).getByRole('button', { name: 'Save identity and size' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(identity).getByLabelText('League name'), { target: { value: 'Renamed' } });
    fireEvent.click(save);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'League name saved' }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/leagues/1', body: { name: 'Renamed' } });
    // the page reloads the league and its history after a save
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/leagues/1/settings/history')).toHaveLength(2));
  });

  it('several fields saved together say League setting saved', async () => {
    fakeFetch(routes({ 'PUT /api/leagues/1': () => league }));
    const notify = renderPage();
    const money = await section('Money');
    fireEvent.change(within(money).getByLabelText('Salary cap'), { target: { value: '250' } });
    fireEvent.change(within(money).getByLabelText('FAAB'), { target: { value: '150' } });
    fireEvent.click(within(money).getByRole('button', { name: 'Save money' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'League setting saved' }));
  });

  it('shows the server\'s refusal next to the field it names', async () => {
    fakeFetch(routes({
      'PUT /api/leagues/1': () => new Refusal(409, { code: 'SETTING_BREAKS_LEAGUE', message: 'Team Three: committed salaries of $170 exceed a cap of $150', details: { cap: 'Team Three: committed salaries of $170 exceed a cap of $150' } }),
    }));
    const notify = renderPage();
    const money = await section('Money');
    const cap = within(money).getByLabelText('Salary cap');
    fireEvent.change(cap, { target: { value: '150' } });
    fireEvent.click(within(money).getByRole('button', { name: 'Save money' }));
    expect((await within(money).findByRole('alert')).textContent).toBe('Team Three: committed salaries of $170 exceed a cap of $150');
    expect(cap.getAttribute('aria-invalid')).toBe('true');
    expect(notify).toHaveBeenCalledWith({ severity: 'error', message: 'Team Three: committed salaries of $170 exceed a cap of $150' });
  });

  it('checks the rules between fields before sending anything', async () => {
    const calls = fakeFetch(routes());
    renderPage();
    const draft = await section('Draft');
    fireEvent.change(within(draft).getByLabelText('Draft last hour (New York)'), { target: { value: '9' } });
    fireEvent.click(within(draft).getByRole('button', { name: 'Save draft' }));
    expect((await within(draft).findByRole('alert')).textContent).toBe('The last draft hour must be after the first');
    fireEvent.change(within(draft).getByLabelText('Draft last hour (New York)'), { target: { value: '99' } });
    fireEvent.click(within(draft).getByRole('button', { name: 'Save draft' }));
    expect((await within(draft).findByRole('alert')).textContent).toMatch(/24/);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('applies a scoring preset in one request', async () => {
    const calls = fakeFetch(routes({ 'PUT /api/leagues/1': () => league }));
    const notify = renderPage();
    const presets = await section('Presets');
    fireEvent.change(within(presets).getByLabelText('Scoring format'), { target: { value: 'ppr' } });
    fireEvent.click(within(presets).getByRole('button', { name: 'Apply scoring' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: expect.stringMatching(/PPR.* saved$/) }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ rec: 1, rbrec: 1, wrrec: 1, terec: 1 });
  });

  it('adds a team and reorders waivers with the spec\'s notices', async () => {
    const calls = fakeFetch(routes({
      'POST /api/leagues/1/teams': () => ({ ...teams[0], uid: 5, name: 'Expansion', abbrv: 'EXP', invite_code: 'abc' }),
      'PUT /api/leagues/1/teams/order': () => ({ teams }),
    }));
    const notify = renderPage();
    const tools = await section('Teams');
    fireEvent.change(within(tools).getByLabelText('Team name'), { target: { value: 'Expansion' } });
    fireEvent.change(within(tools).getByLabelText('Abbreviation'), { target: { value: 'EXP' } });
    fireEvent.click(within(tools).getByRole('button', { name: 'Add team' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'Team Added' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Expansion', abbrv: 'EXP' });
    const again = await section('Teams');
    fireEvent.click(within(again).getByRole('button', { name: 'Move Owner Two FC up in the waiver order' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save waiver order' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'Waiver Order Updated' }));
    expect(calls.find((c) => c.url === '/api/leagues/1/teams/order')?.body).toEqual({ order: 'waiver_order', tids: [2, 1, 3, 4] });
  });

  it('deletes a team after confirmation, and says why when the server refuses', async () => {
    const calls = fakeFetch(routes({
      'DELETE /api/leagues/1/teams': () => (calls.filter((c) => c.method === 'DELETE').length === 1
        ? new Refusal(409, { code: 'TEAM_NOT_EMPTY', message: 'Third Wave has 20 players; release them before deleting the team' })
        : { teamId: 3, archived_at: 1_764_000_000 }),
    }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const notify = renderPage();
    const tools = await section('Teams');
    fireEvent.click(within(tools).getByRole('button', { name: 'Delete Third Wave' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'error', message: 'Third Wave has 20 players; release them before deleting the team' }));
    expect(confirm).toHaveBeenCalledWith('Delete Third Wave?');
    fireEvent.click(within(tools).getByRole('button', { name: 'Delete Third Wave' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'Team Deleted' }));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([{ teamId: 3 }, { teamId: 3 }]);
    confirm.mockReturnValue(false);
    const again = await section('Teams');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete Third Wave' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
    confirm.mockRestore();
  });

  it('tells anyone but the commissioner that the page is the commissioner\'s', async () => {
    fakeFetch(routes());
    renderPage(3);
    expect(await screen.findByText('Only the league\'s commissioner can change its settings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
