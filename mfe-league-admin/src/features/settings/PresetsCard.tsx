import { useState } from 'react';
import { getScoringFormatHash, LEAGUE_FORMATS, leaguePresetPatch, SCORING_FORMATS, SCORING_FORMAT_IDS, scoringPresetPatch, type ScoringFormatId } from '@league/shared-rules';
import type { League } from '@league/shared-rules/contracts';
import styled from 'styled-components';
import { Button } from '@league/shell/kit';
import { Card, Controls } from '../shared/ui';

// Preset names are long: on a phone the selects shrink to the card instead of widening the page.
const PresetControls = styled(Controls)`
  label { min-width: 0; max-width: 100%; grid-template-columns: minmax(0, 1fr); }
  select { max-width: 100%; min-width: 0; }
`;

/**
 * The scoring and league presets of spec §3, each applied in one click (one PUT of all its values);
 * the league's two format hashes are shown so the commissioner can tell which format the league has.
 */
export function PresetsCard({ league, onApply }: { league: League; onApply: (body: Record<string, unknown>, label: string) => Promise<void> }) {
  const [scoring, setScoring] = useState<ScoringFormatId>('ppr_lower_turnover');
  const [format, setFormat] = useState('genesis_10_team');
  const [busy, setBusy] = useState(false);
  const apply = async (body: Record<string, unknown>, label: string) => {
    setBusy(true);
    try {
      await onApply(body, label);
    } finally {
      setBusy(false);
    }
  };
  const scoringMatch = SCORING_FORMAT_IDS.find((id) => getScoringFormatHash(SCORING_FORMATS[id].format) === league.scoring_format_hash);
  const formatMatch = Object.values(LEAGUE_FORMATS).find((p) => p.league_format_hash === league.league_format_hash);
  return (
    <Card aria-labelledby="presets-title">
      <h2 id="presets-title">Presets</h2>
      <PresetControls>
        <label>
          Scoring format
          <select value={scoring} onChange={(e) => setScoring(e.target.value as ScoringFormatId)}>
            {SCORING_FORMAT_IDS.map((id) => (
              <option key={id} value={id}>{SCORING_FORMATS[id].label}</option>
            ))}
          </select>
        </label>
        <Button type="button" disabled={busy} onClick={() => void apply(scoringPresetPatch(scoring), SCORING_FORMATS[scoring].label)}>
          Apply scoring
        </Button>
        <label>
          League format
          <select value={format} onChange={(e) => setFormat(e.target.value)}>
            {Object.values(LEAGUE_FORMATS).map((p) => (
              <option key={p.id} value={p.id}>{p.label}</option>
            ))}
          </select>
        </label>
        <Button type="button" disabled={busy} onClick={() => void apply(leaguePresetPatch(format), LEAGUE_FORMATS[format].label)}>
          Apply league format
        </Button>
      </PresetControls>
      <p>
        <small>
          Scoring hash <code>{league.scoring_format_hash?.slice(0, 12) ?? '—'}</code>
          {scoringMatch && <> ({SCORING_FORMATS[scoringMatch].label})</>} · League format hash{' '}
          <code>{league.league_format_hash?.slice(0, 12) ?? '—'}</code>
          {formatMatch && <> ({formatMatch.label})</>}
        </small>
      </p>
    </Card>
  );
}
