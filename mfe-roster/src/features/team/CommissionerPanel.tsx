import { useState } from 'react';
import styled from 'styled-components';
import { isValidCommissionerValue } from '@league/shared-rules';
import { getShownMessage } from '@league/shared-rules/client';
import { searchPlayersEndpoint, type LeaguePlayer, type Notice } from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from '../rosters/http';
import { Button, tokens } from '@league/shell/kit';
import type { ChoiceRequest } from './ChoiceDialog';
import type { MenuEntry } from './PlayerMenu';
import type { TeamActions } from './team-actions';
import { Section, Select } from './ui';
import { runWrite } from './run-write';

interface CommissionerDeps {
  actions: TeamActions;
  nameOf: (pid: string) => string;
  notify: (notice: Notice) => void;
  reload: () => void;
  ask: (request: ChoiceRequest) => void;
  availableCap: number;
}


/** The commissioner's items in a player's menu (spec §6: edit team rosters): remove the player. */
export function commissionerEntries(deps: CommissionerDeps, pid: string): MenuEntry[] {
  return [{ key: 'commissioner-remove', label: 'Remove Player', onSelect: () => void runWrite(deps, () => deps.actions.commissionerRemove(pid), 'Player released') }];
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: flex-end;
  padding: 14px 16px;
  label { display: grid; gap: 4px; font-size: 0.82rem; font-weight: 600; color: ${tokens.inkSoft}; }
  input {
    font: inherit;
    padding: 6px 8px;
    border-radius: ${tokens.radiusSmall};
    border: 1px solid ${tokens.border};
    width: 180px;
  }
  input[type='number'] { width: 90px; }
  input[aria-invalid='true'] { border-color: ${tokens.danger}; }
`;

/**
 * Commissioner roster edits (spec §6, §5 "Add player to roster"): find a free agent by name and
 * add him at a salary between $0 and the team's available cap.
 */
export function CommissionerPanel(props: {
  ctx: ApiContext;
  leagueId: number;
  actions: TeamActions;
  availableCap: number;
  notify: (notice: Notice) => void;
  reload: () => void;
}) {
  const { ctx, leagueId, actions, availableCap } = props;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<LeaguePlayer[]>([]);
  const [pid, setPid] = useState('');
  const [value, setValue] = useState('0');
  const valid = isValidCommissionerValue(Number(value), availableCap) && value.trim() !== '';

  const search = async () => {
    try {
      const answer = await apiClient(ctx).call(searchPlayersEndpoint, { body: { q: query, leagueId, free_agents_only: true, limit: 20 } });
      setResults(answer.players);
      setPid(answer.players[0]?.pid ?? '');
    } catch (error) {
      props.notify({ message: getShownMessage(error), severity: 'error' });
    }
  };

  return (
    <Section aria-label="Commissioner">
      <h2>Commissioner</h2>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          if (pid && valid) void runWrite(props, () => actions.commissionerAdd(pid, Number(value)));
        }}
      >
        <label>
          Player search
          <input value={query} onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void search())} />
        </label>
        <Button type="button" onClick={() => void search()}>Search</Button>
        <label>
          Player
          <Select value={pid} onChange={(e) => setPid(e.target.value)} aria-label="Player to add">
            <option value="">—</option>
            {results.map((p) => (
              <option key={p.pid} value={p.pid}>{p.name} ({p.pos} · {p.team})</option>
            ))}
          </Select>
        </label>
        <label>
          Value
          <input type="number" min={0} max={availableCap} step={1} value={value} aria-invalid={!valid} onChange={(e) => setValue(e.target.value)} />
        </label>
        <Button type="submit" $variant="primary" disabled={!pid || !valid}>Add Player</Button>
      </Form>
    </Section>
  );
}
