import { useEffect, useState } from 'react';
import { GAME_DAYS, type DataViewFilterRange, type DataViewFilters } from '@league/shared-rules/contracts';

/** The range filters of spec §2 the shipped plays and schedule answer, with the spec's bounds and steps. */
const RANGES = {
  score: { label: 'Score', lo: 0, hi: 80, step: 1 },
  score_diff: { label: 'Score difference', lo: -70, hi: 70, step: 1 },
  epa: { label: 'EPA', lo: -14, hi: 14, step: 0.1 },
  wpa: { label: 'WPA', lo: -1, hi: 1, step: 0.01 },
  home_rest: { label: 'Home rest days', lo: 4, hi: 21, step: 1 },
  away_rest: { label: 'Away rest days', lo: 4, hi: 21, step: 1 },
  home_moneyline: { label: 'Home moneyline', lo: -10000, hi: 3000, step: 1 },
  away_moneyline: { label: 'Away moneyline', lo: -10000, hi: 3000, step: 1 },
  total_line: { label: 'Total line', lo: 25, hi: 65, step: 0.5 },
} as const;
type RangeKey = keyof typeof RANGES;

/** Quarters (spec §2: 1-5, 5 being overtime). */
const QUARTERS: Array<[number, string]> = [[1, 'Q1'], [2, 'Q2'], [3, 'Q3'], [4, 'Q4'], [5, 'OT']];

/**
 * Score difference presets (spec §2), as ranges of the offence's lead before the play. The spec names them
 * without values; these are ours: one score is 8 points (a touchdown and a two-point try), two scores 16, a
 * close game within a field goal, a blowout a lead of 17 or more either way. Garbage Time is left out: it is
 * a win-probability notion (spec: Exclude Garbage Time 20%-80%) and the plays carry no win probability.
 */
export const SCORE_DIFF_PRESETS: Record<string, Pick<DataViewFilters, 'score_diff' | 'score_diff_abs'>> = {
  Leading: { score_diff: { min: 1, max: 70 } },
  Trailing: { score_diff: { min: -70, max: -1 } },
  Tied: { score_diff: { min: 0, max: 0 } },
  'One Score Game': { score_diff: { min: -8, max: 8 } },
  'Two Score Game': { score_diff: { min: -16, max: 16 } },
  'Close Game': { score_diff: { min: -3, max: 3 } },
  Blowouts: { score_diff_abs: { min: 17, max: 70 } },
};

function presetOf(f: DataViewFilters): string {
  const same = (a?: DataViewFilterRange, b?: DataViewFilterRange) => a?.min === b?.min && a?.max === b?.max;
  return Object.entries(SCORE_DIFF_PRESETS).find(([, p]) => same(p.score_diff, f.score_diff) && same(p.score_diff_abs, f.score_diff_abs))?.[0] ?? '';
}

function RangeInput({ name, value, onChange }: { name: RangeKey; value?: DataViewFilterRange; onChange: (r: DataViewFilterRange) => void }) {
  const { label, lo, hi, step } = RANGES[name];
  // clamped to the spec's bounds and snapped to the step (the contract refuses a total line off the half point)
  const parse = (text: string) => (text === '' ? undefined : Math.round(Math.max(lo, Math.min(hi, Number(text))) / step) * step);
  const fix = (x: number | undefined) => (x === undefined ? undefined : Number(x.toFixed(2)));
  return (
    <label>
      {label}
      <input type="number" min={lo} max={hi} step={step} aria-label={`${label} from`} value={value?.min ?? ''} onChange={(e) => onChange({ ...value, min: fix(parse(e.target.value)) })} />
      –
      <input type="number" min={lo} max={hi} step={step} aria-label={`${label} to`} value={value?.max ?? ''} onChange={(e) => onChange({ ...value, max: fix(parse(e.target.value)) })} />
    </label>
  );
}

export interface FilterGroupsProps {
  filters: DataViewFilters;
  onChange: (patch: DataViewFilters) => void;
}

/**
 * The explorer's Score, Expected Points, Win Probability, Game and Betting Markets filters (spec §2), only
 * those the shipped data answers: play columns (score, lead, EPA, WPA) and the schedule's columns (game day,
 * rest days, referee, moneylines, total line). Win probability itself, coverage, personnel, formation, time
 * to throw, routes and separation are not shown (guide: /guides/data-views).
 */
export function FilterGroups({ filters: f, onChange }: FilterGroupsProps) {
  const range = (name: RangeKey) => <RangeInput name={name} value={f[name]} onChange={(r) => onChange({ [name]: r })} />;
  const [referees, setReferees] = useState((f.referees ?? []).join(', '));
  useEffect(() => setReferees((f.referees ?? []).join(', ')), [f.referees]);
  const days = new Set(f.game_days ?? []);
  const quarters = new Set(f.quarters ?? []);
  return (
    <>
      <label>
        Team unit
        <select value={f.team_unit ?? 'off'} onChange={(e) => onChange({ team_unit: e.target.value === 'def' ? 'def' : undefined })}>
          <option value="off">Offense</option>
          <option value="def">Defense</option>
        </select>
      </label>
      <label>
        Matchup
        <select
          value={f.matchup_opponent_type ?? ''}
          onChange={(e) => onChange({ matchup_opponent_type: (e.target.value || undefined) as DataViewFilters['matchup_opponent_type'] })}
        >
          <option value="">Player&apos;s team</option>
          <option value="current_week_opponent_total">Current week opponent</option>
          <option value="next_week_opponent_total">Next week opponent</option>
        </select>
      </label>
      {/* the opponent's games are not the player's: with a matchup the limit does not apply (api data-view-filters) */}
      <label title="Team columns count only the games in which the player has a play">
        <input
          type="checkbox"
          checked={f.limit_to_player_active_games === true}
          disabled={!!f.matchup_opponent_type}
          onChange={(e) => onChange({ limit_to_player_active_games: e.target.checked || undefined })}
        />
        Player&apos;s active games only
      </label>
      <span className="group" role="group" aria-label="Quarters">
        {QUARTERS.map(([q, label]) => (
          <label key={q}>
            <input type="checkbox" checked={quarters.has(q)} onChange={() => onChange({ quarters: QUARTERS.map(([x]) => x).filter((x) => (x === q ? !quarters.has(q) : quarters.has(x))) })} />
            {label}
          </label>
        ))}
        <button type="button" onClick={() => onChange({ quarters: [1, 2] })}>
          First half
        </button>
        <button type="button" onClick={() => onChange({ quarters: [3, 4] })}>
          Second half
        </button>
      </span>
      <span className="group" role="group" aria-label="Score">
        {range('score')}
        {range('score_diff')}
        <label>
          Score difference preset
          <select value={presetOf(f)} onChange={(e) => onChange({ score_diff: undefined, score_diff_abs: undefined, ...SCORE_DIFF_PRESETS[e.target.value] })}>
            <option value="">Any</option>
            {Object.keys(SCORE_DIFF_PRESETS).map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </span>
      <span className="group" role="group" aria-label="Expected Points">
        {range('epa')}
      </span>
      <span className="group" role="group" aria-label="Win Probability">
        {range('wpa')}
      </span>
      <span className="group" role="group" aria-label="Game">
        <span className="group" role="group" aria-label="Game day">
          {GAME_DAYS.map((d) => (
            <label key={d}>
              <input
                type="checkbox"
                checked={days.has(d)}
                onChange={() => onChange({ game_days: GAME_DAYS.filter((x) => (x === d ? !days.has(d) : days.has(x))) })}
              />
              {d}
            </label>
          ))}
        </span>
        {range('home_rest')}
        {range('away_rest')}
        <label>
          Referees
          <input
            type="text"
            placeholder="names, comma separated"
            value={referees}
            onChange={(e) => setReferees(e.target.value)}
            onBlur={() => onChange({ referees: referees.split(',').map((r) => r.trim()).filter(Boolean) })}
          />
        </label>
      </span>
      <span className="group" role="group" aria-label="Betting Markets">
        {range('home_moneyline')}
        {range('away_moneyline')}
        {range('total_line')}
      </span>
    </>
  );
}
