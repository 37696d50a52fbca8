import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import type { Roster, Team, TradeAnalysis } from '@league/shared-rules/contracts';
import { Section, Select } from '../team/ui';
import type { TradeDraft } from './trades-api';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  @media (max-width: 420px) { grid-template-columns: minmax(0, 1fr); }
`;
const Column = styled.fieldset`
  border: 0;
  border-bottom: 1px solid ${tokens.surfaceAlt};
  margin: 0;
  padding: 10px 16px;
  min-width: 0;
  legend { font-weight: 700; padding: 0; margin-bottom: 6px; }
  label { display: flex; gap: 8px; align-items: center; min-height: 32px; cursor: pointer; }
  label span { overflow-wrap: anywhere; }
  h4 { margin: 10px 0 4px; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${tokens.inkSoft}; }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  padding: 12px 16px;
  border-bottom: 1px solid ${tokens.surfaceAlt};
`;

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

export interface TradeBuilderProps {
  draft: TradeDraft;
  onChange: (draft: TradeDraft) => void;
  teams: Team[];
  rosters: Roster[];
  /** The latest analysis: its sides carry each team's unused picks with their §9 value. */
  analysis: TradeAnalysis | null;
  /** True for a counter-offer (the other team is fixed). */
  fixedPartner?: boolean;
}

/**
 * The trade builder: the other team, then what each side gives (players and picks, from both rosters)
 * and the proposing team's releases (to make room). Every change re-runs the analyzer.
 */
export function TradeBuilder({ draft, onChange, teams, rosters, analysis, fixedPartner = false }: TradeBuilderProps) {
  const own = rosters.find((r) => r.tid === draft.propose_tid);
  const theirs = rosters.find((r) => r.tid === draft.accept_tid);
  const picksOf = (tid: number) =>
    analysis ? [analysis.proposing, analysis.accepting].find((s) => s.tid === tid)?.picks ?? [] : [];
  const others = teams.filter((t) => t.uid !== draft.propose_tid);
  const nameOf = (tid: number) => teams.find((t) => t.uid === tid)?.name ?? `Team ${tid}`;

  const side = (roster: Roster | undefined, tid: number, mine: boolean) => {
    const players = mine ? draft.proposingTeamPlayers : draft.acceptingTeamPlayers;
    const picks = mine ? draft.proposingTeamPicks : draft.acceptingTeamPicks;
    const setPlayers = (next: string[]) =>
      onChange(mine
        ? { ...draft, proposingTeamPlayers: next, releasePlayers: draft.releasePlayers.filter((p) => !next.includes(p)) }
        : { ...draft, acceptingTeamPlayers: next });
    const setPicks = (next: number[]) => onChange(mine ? { ...draft, proposingTeamPicks: next } : { ...draft, acceptingTeamPicks: next });
    return (
      <Column>
        <legend>{mine ? `${nameOf(tid)} gives` : `${nameOf(tid)} gives`}</legend>
        {!roster?.players.length && <p style={{ color: tokens.muted }}>No players.</p>}
        {roster?.players.map((p) => (
          <label key={p.pid}>
            <input type="checkbox" checked={players.includes(p.pid)} onChange={() => setPlayers(toggle(players, p.pid))} />
            <span>{p.name} <small>({p.pos}, ${p.value})</small></span>
          </label>
        ))}
        <h4>Draft picks</h4>
        {picksOf(tid).length === 0 && <p style={{ color: tokens.muted, margin: 0 }}>{analysis ? 'No unused picks.' : 'Loading picks…'}</p>}
        {picksOf(tid).map((pick) => (
          <label key={pick.uid}>
            <input type="checkbox" checked={picks.includes(pick.uid)} onChange={() => setPicks(toggle(picks, pick.uid))} />
            <span>{pick.year} round {pick.round}{pick.otid !== tid ? ` (from ${nameOf(pick.otid)})` : ''} <small>value {pick.value.toFixed(1)}</small></span>
          </label>
        ))}
        {mine && (
          <>
            <h4>Release to make room</h4>
            {roster?.players.filter((p) => !draft.proposingTeamPlayers.includes(p.pid)).map((p) => (
              <label key={`r-${p.pid}`}>
                <input type="checkbox" checked={draft.releasePlayers.includes(p.pid)} onChange={() => onChange({ ...draft, releasePlayers: toggle(draft.releasePlayers, p.pid) })} />
                <span>Release {p.name}</span>
              </label>
            ))}
          </>
        )}
      </Column>
    );
  };

  return (
    <Section aria-labelledby="builder-heading">
      <h2 id="builder-heading">{fixedPartner ? 'Counter-offer' : 'Propose a trade'}</h2>
      <Bar>
        <label htmlFor="trade-partner">Trade with</label>
        <Select
          id="trade-partner"
          value={draft.accept_tid || ''}
          disabled={fixedPartner}
          onChange={(e) => onChange({ ...draft, accept_tid: Number(e.target.value), acceptingTeamPlayers: [], acceptingTeamPicks: [] })}
        >
          <option value="" disabled>Choose a team</option>
          {others.map((t) => <option key={t.uid} value={t.uid}>{t.name}</option>)}
        </Select>
      </Bar>
      {draft.accept_tid > 0 && (
        <Columns>
          {side(own, draft.propose_tid, true)}
          {side(theirs, draft.accept_tid, false)}
        </Columns>
      )}
    </Section>
  );
}
