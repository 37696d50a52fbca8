import styled from 'styled-components';
import { tokens } from '@league/shell/kit';
import type { TradeAnalysis } from '@league/shared-rules/contracts';
import { Section } from '../team/ui';
import { ValueChart } from './ValueChart';

type Side = TradeAnalysis['proposing'];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 0;
  @media (max-width: 420px) { grid-template-columns: minmax(0, 1fr); }
`;
const Card = styled.div`
  padding: 12px 16px;
  border-bottom: 1px solid ${tokens.surfaceAlt};
  min-width: 0;
  h3 { margin: 0 0 8px; font-size: 1rem; }
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 0.9rem; }
  th, td { padding: 3px 4px; text-align: right; }
  th:first-child, td:first-child { text-align: left; overflow-wrap: anywhere; }
  caption { text-align: left; font-weight: 700; font-size: 0.8rem; color: ${tokens.inkSoft}; padding: 6px 0 2px; }
`;
const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: 10px 16px;
  font-weight: 600;
  color: ${(p) => (p.$ok ? tokens.ink : tokens.danger)};
  background: ${(p) => (p.$ok ? tokens.surfaceAlt : tokens.dangerSurface)};
`;

const fmt = (v: number) => (Math.round(v * 10) / 10).toFixed(1);
const signed = (v: number) => `${v > 0 ? '+' : ''}${fmt(v)}`;

function Totals({ side }: { side: Side }) {
  const rows: Array<[string, number, number, (v: number) => string]> = [
    ['Points added, season', side.before.seasonPtsAdded, side.after.seasonPtsAdded, fmt],
    ['Points added, rest of season', side.before.restPtsAdded, side.after.restPtsAdded, fmt],
    ['Salary-adjusted value', side.before.salaryAdjusted, side.after.salaryAdjusted, fmt],
    ['Draft pick value', side.before.pickValue, side.after.pickValue, fmt],
    ['Cap space', side.before.capSpace, side.after.capSpace, (v) => `$${v}`],
    ['Active roster', side.before.rosterSize, side.after.rosterSize, String],
  ];
  return (
    <table>
      <caption>Team before and after</caption>
      <thead><tr><th scope="col">Measure</th><th scope="col">Before</th><th scope="col">After</th><th scope="col">Change</th></tr></thead>
      <tbody>
        {rows.map(([label, before, after, show]) => (
          <tr key={label}><th scope="row">{label}</th><td>{show(before)}</td><td>{show(after)}</td><td>{signed(after - before)}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

function Moving({ side, playerName }: { side: Side; playerName: (pid: string) => string }) {
  const lines = [
    ...side.receives.players.map((p) => ({ key: `in-${p.pid}`, label: `+ ${playerName(p.pid)} (${p.pos}, $${p.salary})`, season: p.seasonPtsAdded, rest: p.restPtsAdded, adj: p.salaryAdjusted })),
    ...side.receives.picks.map((p) => ({ key: `inp-${p.uid}`, label: `+ ${p.year} round ${p.round} pick`, season: null, rest: p.value, adj: p.value })),
    ...side.gives.players.map((p) => ({ key: `out-${p.pid}`, label: `− ${playerName(p.pid)} (${p.pos}, $${p.salary})`, season: -p.seasonPtsAdded, rest: -p.restPtsAdded, adj: -p.salaryAdjusted })),
    ...side.gives.picks.map((p) => ({ key: `outp-${p.uid}`, label: `− ${p.year} round ${p.round} pick`, season: null, rest: -p.value, adj: -p.value })),
    ...side.releases.map((p) => ({ key: `rel-${p.pid}`, label: `released ${playerName(p.pid)} ($${p.salary})`, season: -p.seasonPtsAdded, rest: -p.restPtsAdded, adj: -p.salaryAdjusted })),
  ];
  if (!lines.length) return <p style={{ margin: '4px 0', color: tokens.muted }}>Nothing moves for this team yet.</p>;
  return (
    <table>
      <caption>Moving (points added over the worst starter)</caption>
      <thead><tr><th scope="col">Player or pick</th><th scope="col">Season</th><th scope="col">Rest</th><th scope="col">Salary-adj.</th></tr></thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.key}><td>{l.label}</td><td>{l.season === null ? '—' : signed(l.season)}</td><td>{signed(l.rest)}</td><td>{signed(l.adj)}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

export interface AnalyzerPanelProps {
  analysis: TradeAnalysis | null;
  loading: boolean;
  error: string | null;
  teamName: (tid: number) => string;
  playerName: (pid: string) => string;
  /** Leave out the chart (component tests: highcharts needs a real layout engine). */
  chart?: boolean;
}

/** The trade analyzer for both sides (what POST /trades/analyze answers), with the legality verdict. */
export function AnalyzerPanel({ analysis, loading, error, teamName, playerName, chart = true }: AnalyzerPanelProps) {
  return (
    <Section aria-labelledby="analyzer-heading" aria-busy={loading}>
      <h2 id="analyzer-heading">Trade analyzer{loading ? ' — updating…' : ''}</h2>
      {error && <Verdict $ok={false} role="alert">{error}</Verdict>}
      {!analysis && !error && <p style={{ padding: '10px 16px', margin: 0, color: tokens.muted }}>{loading ? 'Analyzing…' : 'Choose players or picks to see the analysis.'}</p>}
      {analysis && (
        <>
          <Verdict $ok={analysis.legal} role="status">
            {analysis.legal ? 'Both rosters are legal after this trade.' : `Not allowed: ${analysis.problem?.message ?? 'a roster would not be legal'}`}
          </Verdict>
          <Grid>
            {[analysis.proposing, analysis.accepting].map((side) => (
              <Card key={side.tid} data-testid={`analysis-${side.tid}`}>
                <h3>{teamName(side.tid)}</h3>
                <Moving side={side} playerName={playerName} />
                <Totals side={side} />
              </Card>
            ))}
          </Grid>
          <p style={{ margin: 0, padding: '6px 16px', fontSize: 13, color: tokens.muted }}>
            Season = points scored so far plus the trailing-average projection for the {analysis.remainingWeeks} weeks left; pick value per spec §9.
          </p>
          {chart && <ValueChart analysis={analysis} teamName={teamName} />}
        </>
      )}
    </Section>
  );
}
