import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { DataViewTableState } from '@league/shared-rules/contracts';
import { FilterEditor } from './FilterEditor';

const base: DataViewTableState = { sort: [], prefix_columns: ['player_name'], columns: [{ column_id: 'player_pass_yards_from_plays' }] };

/** The editor controlled as the explorer holds it; `seen` records every table state it hands back. */
function renderEditor() {
  const seen: DataViewTableState[] = [];
  function Host() {
    const [state, setState] = useState(base);
    return (
      <FilterEditor
        tableState={state}
        onChange={(s) => {
          seen.push(s);
          setState(s);
        }}
      />
    );
  }
  render(<Host />);
  return { last: () => seen.at(-1)?.filters };
}

describe('FilterGroups (explorer filter groups)', () => {
  it('sets score, EPA and WPA ranges, clamped to the spec bounds, and the score difference presets', () => {
    const { last } = renderEditor();
    const score = within(screen.getByRole('group', { name: 'Score' }));
    fireEvent.change(score.getByLabelText('Score from'), { target: { value: '14' } });
    fireEvent.change(score.getByLabelText('Score difference to'), { target: { value: '-99' } });
    expect(last()).toEqual({ score: { min: 14 }, score_diff: { max: -70 } });

    fireEvent.change(score.getByLabelText('Score difference preset'), { target: { value: 'One Score Game' } });
    expect(last()).toEqual({ score: { min: 14 }, score_diff: { min: -8, max: 8 } });
    expect((score.getByLabelText('Score difference from') as HTMLInputElement).value).toBe('-8');
    fireEvent.change(score.getByLabelText('Score difference preset'), { target: { value: 'Blowouts' } });
    expect(last()).toEqual({ score: { min: 14 }, score_diff_abs: { min: 17, max: 70 } });
    fireEvent.change(score.getByLabelText('Score difference preset'), { target: { value: '' } });
    fireEvent.change(score.getByLabelText('Score from'), { target: { value: '' } });
    expect(last()).toBeUndefined();

    fireEvent.change(screen.getByLabelText('EPA from'), { target: { value: '0.25' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Win Probability' })).getByLabelText('WPA to'), { target: { value: '0.034' } });
    expect(last()).toEqual({ epa: { min: 0.3 }, wpa: { max: 0.03 } });
  });

  it('sets the game and betting market filters from the schedule: game days, rest, referees, moneylines, total line', () => {
    const { last } = renderEditor();
    const days = within(screen.getByRole('group', { name: 'Game day' }));
    // only the codes the schedule can answer (no PRO, HOF or PRE games in it)
    expect(days.getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual(['SUN', 'SN', 'MN', 'THU', 'SAT', 'FRI', 'WED', 'TUE', 'WC', 'DIV', 'CONF', 'SB']);
    fireEvent.click(days.getByLabelText('MN'));
    fireEvent.click(days.getByLabelText('SN'));
    fireEvent.change(screen.getByLabelText('Home rest days from'), { target: { value: '10' } });
    const referees = screen.getByLabelText('Referees');
    fireEvent.change(referees, { target: { value: 'Brad Allen,  Shawn Hochuli , ' } });
    fireEvent.blur(referees);
    const markets = within(screen.getByRole('group', { name: 'Betting Markets' }));
    fireEvent.change(markets.getByLabelText('Away moneyline from'), { target: { value: '-20000' } });
    fireEvent.change(markets.getByLabelText('Total line from'), { target: { value: '47.3' } });
    expect(last()).toEqual({
      game_days: ['SN', 'MN'],
      home_rest: { min: 10 },
      referees: ['Brad Allen', 'Shawn Hochuli'],
      away_moneyline: { min: -10000 },
      total_line: { min: 47.5 },
    });
    fireEvent.click(days.getByLabelText('MN'));
    expect(last()?.game_days).toEqual(['SN']);
  });

  it('quarters: checkboxes and the first and second half presets', () => {
    const { last } = renderEditor();
    const group = within(screen.getByRole('group', { name: 'Quarters' }));
    fireEvent.click(group.getByRole('button', { name: 'Second half' }));
    expect(last()).toEqual({ quarters: [3, 4] });
    fireEvent.click(group.getByLabelText('OT'));
    expect(last()).toEqual({ quarters: [3, 4, 5] });
    fireEvent.click(group.getByRole('button', { name: 'First half' }));
    expect(last()).toEqual({ quarters: [1, 2] });
    expect((group.getByLabelText('Q2') as HTMLInputElement).checked).toBe(true);
  });

  it('team unit and matchup: offense and the player\'s team by default (no filter sent)', () => {
    const { last } = renderEditor();
    const unit = screen.getByLabelText('Team unit') as HTMLSelectElement;
    expect(unit.value).toBe('off');
    fireEvent.change(unit, { target: { value: 'def' } });
    expect(last()).toEqual({ team_unit: 'def' });
    fireEvent.change(unit, { target: { value: 'off' } });
    expect(last()).toBeUndefined();
    const matchup = screen.getByLabelText('Matchup') as HTMLSelectElement;
    expect([...matchup.options].map((o) => o.textContent)).toEqual(["Player's team", 'Current week opponent', 'Next week opponent']);
    fireEvent.change(matchup, { target: { value: 'next_week_opponent_total' } });
    expect(last()).toEqual({ matchup_opponent_type: 'next_week_opponent_total' });
  });

  it('the player\'s active games: off by default, sent when checked, not offered with a matchup', () => {
    const { last } = renderEditor();
    const active = screen.getByLabelText("Player's active games only") as HTMLInputElement;
    expect(active.checked).toBe(false);
    fireEvent.click(active);
    expect(last()).toEqual({ limit_to_player_active_games: true });
    fireEvent.click(active);
    expect(last()).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Matchup'), { target: { value: 'current_week_opponent_total' } });
    expect(active.disabled).toBe(true);
  });
});
