import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { getShownMessage } from '@league/shared-rules/client';
import type { ApiContext } from './http';
import { buildRosterCsv } from './roster-export';
import { loadLeaguePlayers, loadRosters, type RostersPayload } from './rosters-api';
import { PositionSummary } from './PositionSummary';
import { TeamRosterCard } from './TeamRosterCard';
import type { Team } from '@league/shared-rules/contracts';
import { Button, downloadText, EmptyState, ErrorState, PageHead, SkeletonList, tokens, useFirstScreenHandoff, useLoad, type LoadState } from '@league/shell/kit';
import type { HeadLeague } from '@league/shared-rules/page-heads';

// a div: the shell's layout holds the page's one main landmark
const Page = styled.div`
  font-family: ${tokens.font};
  color: ${tokens.ink};
  padding: 24px;
  max-width: 1400px;
  margin: 0 auto;
  @media (max-width: 599.98px) { padding: 14px; }
`;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  @media (max-width: 599.98px) { grid-template-columns: 1fr; }
`;

export interface RostersPageProps {
  ctx: ApiContext;
  leagueId: number;
  notify: (notice: { message: string; severity: 'success' | 'info' | 'warning' | 'error' }) => void;
  /** Opens a team page inside the shell (team names link there when given). */
  navigate?: (to: string) => void;
  /** The league as the shell has it: its name heads the page while the rosters load. */
  league?: HeadLeague | null;
}

/** Every team's roster in the league, with the roster export (CSV). */
export function RostersPage({ ctx, leagueId, notify, navigate, league = null }: RostersPageProps) {
  const load = useCallback((signal: AbortSignal) => loadRosters(ctx, leagueId, signal), [ctx, leagueId]);
  const { state, retry } = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}`, load);
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    if (state.status !== 'loaded') return;
    setExporting(true);
    try {
      const players = await loadLeaguePlayers(ctx, leagueId);
      const csv = buildRosterCsv(state.data.rosters, state.data.teams, players);
      downloadText(`league-${leagueId}-rosters.csv`, csv);
    } catch (error) {
      notify({ message: getShownMessage(error), severity: 'error' });
    } finally {
      setExporting(false);
    }
  };

  useFirstScreenHandoff(state.status !== 'loading');
  return (
    <RostersView state={state} onRetry={retry} onExport={onExport} exporting={exporting} navigate={navigate} leagueName={league?.name ?? null} />
  );
}

export interface RostersViewProps {
  state: LoadState<RostersPayload>;
  onRetry?: () => void;
  /** Absent in the first screen the api draws (no script runs there yet): the button is then disabled. */
  onExport?: () => void;
  exporting?: boolean;
  navigate?: (to: string) => void;
  /** The league's name while the rosters load. */
  leagueName: string | null;
}

/**
 * The rosters page as drawn from its data: by the page in the browser, and by the api for a visitor's
 * first screen (first-screen.tsx), so the two are the same markup.
 */
export function RostersView({ state, onRetry = () => undefined, onExport, exporting = false, navigate, leagueName }: RostersViewProps) {
  const teams = new Map<number, Team>(state.status === 'loaded' ? state.data.teams.map((t) => [t.uid, t]) : []);
  const sorted = state.status === 'loaded' ? [...state.data.rosters].sort((a, b) => a.tid - b.tid) : [];
  return (
    <Page>
      <PageHead
        title="Rosters"
        lede={state.status === 'loaded' ? state.data.league.name : (leagueName ?? '\u00a0')}
        actions={
          <Button
            type="button"
            $variant="primary"
            onClick={onExport}
            disabled={!onExport || state.status !== 'loaded' || exporting || state.data.rosters.length === 0}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
      {state.status === 'loading' && <SkeletonList label="Loading rosters" />}
      {state.status === 'error' && <ErrorState message={state.message} onRetry={onRetry} />}
      {state.status === 'loaded' && state.data.rosters.length === 0 && (
        <EmptyState>This league has no rosters yet.</EmptyState>
      )}
      {state.status === 'loaded' && state.data.rosters.length > 0 && (
        <>
          <PositionSummary rosters={sorted} teams={teams} />
          <Grid>
            {sorted.map((roster) => (
              <TeamRosterCard key={roster.tid} roster={roster} team={teams.get(roster.tid)} league={state.data.league} onOpenTeam={navigate} />
            ))}
          </Grid>
        </>
      )}
    </Page>
  );
}
