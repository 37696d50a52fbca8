import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { LineupPlayer, TeamWeekLineup } from '@league/shared-rules/contracts';
import { ROSTER_SLOT_LABELS } from '@league/shared-rules';
import { Button, tokens } from '@league/shell/kit';
import { Badge, ScrollTable } from '../shared/ui';
import { countedPoints, formatPoints, minutesLeft, playerState } from './lineup-format';

const Teams = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 16px;
  @media (max-width: 599.98px) { grid-template-columns: 1fr; }
`;

const TeamPanel = styled.section`
  min-width: 0;
  header { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; flex-wrap: wrap; margin-bottom: 6px; }
  h2 { margin: 0; font-size: 16px; }
  .total { font-size: 24px; font-weight: 700; font-variant-numeric: tabular-nums; }
  .line { font-size: 13px; color: ${tokens.inkSoft}; margin: 0 0 8px; }
  details { margin-top: 8px; font-size: 14px; }
  summary { cursor: pointer; font-weight: 600; }
`;

const Correction = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  margin-top: 10px;
  label { display: grid; gap: 4px; font-size: 13px; font-weight: 600; color: ${tokens.inkSoft}; }
  input { font: inherit; width: 110px; min-height: 36px; padding: 4px 8px; border: 1px solid ${tokens.border}; border-radius: ${tokens.radiusSmall}; }
`;

export interface MatchupDetailProps {
  lineups: TeamWeekLineup[];
  teamName: (tid: number) => string;
  timeZone: string;
  /** Commissioner only: set or clear a team's points correction. */
  onCorrect?: (tid: number, points: number | null) => Promise<void>;
}

function PlayerRows({ players, timeZone }: { players: LineupPlayer[]; timeZone: string }) {
  return (
    <>
      {players.map((p) => (
        <tr key={`${p.slot}-${p.pid}`}>
          <td>{ROSTER_SLOT_LABELS[p.slot] ?? p.slot}</td>
          <th scope="row">
            {p.name}
            <span className="sub">
              {p.pos} · {p.team ?? 'FA'}
              {p.opponent ? ` vs ${p.opponent}` : ''}
            </span>
          </th>
          <td>{playerState(p, timeZone)}</td>
          <td className="num">{formatPoints(p.projection)}</td>
          <td className="num">{formatPoints(p.points)}</td>
        </tr>
      ))}
    </>
  );
}

function LineupTable({ label, players, timeZone }: { label: string; players: LineupPlayer[]; timeZone: string }) {
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          <th scope="col">Slot</th>
          <th scope="col">Player</th>
          <th scope="col">Game</th>
          <th scope="col" className="num">Proj</th>
          <th scope="col" className="num">Pts</th>
        </tr>
      </thead>
      <tbody>
        <PlayerRows players={players} timeZone={timeZone} />
      </tbody>
    </ScrollTable>
  );
}

function CorrectionForm({ lineup, name, onCorrect }: { lineup: TeamWeekLineup; name: string; onCorrect: NonNullable<MatchupDetailProps['onCorrect']> }) {
  const [value, setValue] = useState(lineup.points_manual === null ? '' : String(lineup.points_manual));
  const [busy, setBusy] = useState(false);
  const submit = (points: number | null) => {
    setBusy(true);
    onCorrect(lineup.tid, points).finally(() => setBusy(false));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '' && Number.isFinite(Number(value))) submit(Number(value));
  };
  return (
    <Correction onSubmit={onSubmit} aria-label={`Points correction for ${name}`}>
      <label>
        Corrected points
        <input type="number" step="0.01" min={-1000} max={1000} value={value} onChange={(e) => setValue(e.target.value)} required />
      </label>
      <Button type="submit" disabled={busy}>
        Save correction
      </Button>
      {lineup.points_manual !== null && (
        <Button type="button" $variant="ghost" disabled={busy} onClick={() => submit(null)}>
          Clear correction
        </Button>
      )}
    </Correction>
  );
}

/** Both (or every playoff) team's lineup slot by slot, with totals and the live state of each player. */
export function MatchupDetail({ lineups, teamName, timeZone, onCorrect }: MatchupDetailProps) {
  return (
    <Teams>
      {lineups.map((lineup) => {
        const name = teamName(lineup.tid);
        return (
          <TeamPanel key={lineup.tid} aria-label={name}>
            <header>
              <h2>{name}</h2>
              <span className="total" aria-label={`${name} points`}>
                {formatPoints(countedPoints(lineup))}
              </span>
            </header>
            <p className="line">
              Projected {formatPoints(lineup.projected)} · {minutesLeft(lineup)}
              {lineup.points_manual !== null && (
                <>
                  {' '}
                  <Badge $tone="info" title={`Commissioner correction; scored ${formatPoints(lineup.points)}`}>
                    Corrected (scored {formatPoints(lineup.points)})
                  </Badge>
                </>
              )}
            </p>
            <LineupTable label={`${name} starters`} players={lineup.starters} timeZone={timeZone} />
            {lineup.bench.length > 0 && (
              <details>
                <summary>Bench ({lineup.bench.length})</summary>
                <LineupTable label={`${name} bench`} players={lineup.bench} timeZone={timeZone} />
              </details>
            )}
            {onCorrect &&
              (lineup.final ? (
                <CorrectionForm key={lineup.points_manual ?? 'none'} lineup={lineup} name={name} onCorrect={onCorrect} />
              ) : (
                <p className="line">Points can be corrected once the week is final.</p>
              ))}
          </TeamPanel>
        );
      })}
    </Teams>
  );
}
