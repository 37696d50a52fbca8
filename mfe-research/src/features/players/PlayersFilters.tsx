import { memo } from 'react';
import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import { AVAILABILITY_OPTIONS, EXPERIENCE_OPTIONS, toggleValue, type Availability, type Experience } from './filter';

/** The list filters of spec §2 beyond search and positions; each list empty means "all". */
export interface ListFilters {
  nflTeams: string[];
  colleges: string[];
  draftRounds: number[];
  experience: Experience[];
  nflStatuses: string[];
  teams: number[];
  availability: Availability[];
}

export const NO_LIST_FILTERS: ListFilters = { nflTeams: [], colleges: [], draftRounds: [], experience: [], nflStatuses: [], teams: [], availability: [] };

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-bottom: 12px;
  font-size: 14px;
`;

const Menu = styled.details`
  position: relative;
  summary {
    list-style: none;
    cursor: pointer;
    padding: 6px 10px;
    border-radius: ${tokens.radiusSmall};
    border: 1px solid ${tokens.border};
    background: ${tokens.surface};
    min-height: 24px;
  }
  summary::-webkit-details-marker { display: none; }
  summary:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 1px; }
  &[data-active='true'] summary { border-color: ${tokens.ink}; font-weight: 600; }
  fieldset {
    position: absolute;
    z-index: 3;
    margin: 4px 0 0;
    padding: 8px 10px;
    min-width: 180px;
    max-height: 280px;
    overflow: auto;
    background: ${tokens.surface};
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radiusSmall};
    box-shadow: ${tokens.shadow};
  }
  legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  label { display: flex; gap: 6px; align-items: center; padding: 3px 0; white-space: nowrap; }
`;

interface Option<T> {
  value: T;
  label: string;
}

function MultiSelect<T extends string | number>({ label, options, selected, onChange }: { label: string; options: readonly Option<T>[]; selected: readonly T[]; onChange: (next: T[]) => void }) {
  const summary = selected.length === 0 ? `${label}: all` : `${label}: ${selected.length}`;
  return (
    <Menu data-active={selected.length > 0}>
      <summary aria-label={`${label} filter, ${selected.length === 0 ? 'all' : `${selected.length} selected`}`}>{summary}</summary>
      <fieldset>
        <legend>{label}</legend>
        {selected.length > 0 && (
          <label>
            <input type="checkbox" checked={false} onChange={() => onChange([])} /> Clear
          </label>
        )}
        {options.map((option) => (
          <label key={String(option.value)}>
            <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onChange(toggleValue(selected, option.value))} />
            {option.label}
          </label>
        ))}
      </fieldset>
    </Menu>
  );
}

export interface PlayersFiltersProps {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
  nflTeams: readonly string[];
  colleges: readonly string[];
  /** Every NFL status (spec §3), code and name. */
  nflStatuses: readonly Option<string>[];
  /** Fantasy teams of the league; empty when the caller sees no rosters (spec §6). */
  teams: ReadonlyArray<{ uid: number; name: string }>;
  /** Roster status is known (a league member); availability needs it. */
  rosters: boolean;
}

const ROUNDS: Option<number>[] = [1, 2, 3, 4, 5, 6, 7].map((round) => ({ value: round, label: `Round ${round}` })).concat({ value: 0, label: 'Undrafted' });
const asOptions = (values: readonly string[]): Option<string>[] => values.map((value) => ({ value, label: value }));

/**
 * The list filters (spec §2): NFL teams, colleges, draft rounds, experience, statuses, teams, availability.
 * Memoized: its few hundred choices are not diffed again on every sort or position change.
 */
export const PlayersFilters = memo(function PlayersFilters({ filters, onChange, nflTeams, colleges, nflStatuses, teams, rosters }: PlayersFiltersProps) {
  const set = <K extends keyof ListFilters>(key: K) => (next: ListFilters[K]) => onChange({ ...filters, [key]: next });
  return (
    <Row role="group" aria-label="Filters">
      <MultiSelect label="NFL Teams" options={asOptions(nflTeams)} selected={filters.nflTeams} onChange={set('nflTeams')} />
      <MultiSelect label="Colleges" options={asOptions(colleges)} selected={filters.colleges} onChange={set('colleges')} />
      <MultiSelect label="Draft Rounds" options={ROUNDS} selected={filters.draftRounds} onChange={set('draftRounds')} />
      <MultiSelect label="Experience" options={EXPERIENCE_OPTIONS} selected={filters.experience} onChange={set('experience')} />
      <MultiSelect label="NFL Status" options={nflStatuses} selected={filters.nflStatuses} onChange={set('nflStatuses')} />
      {teams.length > 0 && (
        <MultiSelect label="Teams" options={teams.map((t) => ({ value: t.uid, label: t.name }))} selected={filters.teams} onChange={set('teams')} />
      )}
      {rosters && <MultiSelect label="Availability" options={AVAILABILITY_OPTIONS} selected={filters.availability} onChange={set('availability')} />}
    </Row>
  );
});
