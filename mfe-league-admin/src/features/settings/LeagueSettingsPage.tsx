import { useState } from 'react';
import { LEAGUE_SETTING_GROUPS } from '@league/shared-rules';
import type { Notice } from '@league/shared-rules/contracts';
import { EmptyState, ErrorState, SkeletonList, useLoad } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { loadSettings, saveLeague } from '../data/settings-api';
import { browserTimeZone } from '../shared/time';
import { Page } from '../shared/ui';
import { PresetsCard } from './PresetsCard';
import { refusal, savedNotice } from './save-notice';
import { SettingsHistory } from './SettingsHistory';
import { SettingsSection } from './SettingsSection';
import { TeamTools } from './TeamTools';

export interface LeagueSettingsPageProps {
  ctx: ApiContext;
  leagueId: number;
  userId: number | null;
  notify: (n: Notice) => void;
  timeZone?: string;
}

/**
 * /leagues/:lid/settings, the commissioner's page (spec §2, §6): every league setting in its group with
 * its own Save, the presets, the teams tools and the settings history. Anyone else is told the page is
 * the commissioner's; the server refuses their writes too.
 */
export function LeagueSettingsPage({ ctx, leagueId, userId, notify, timeZone = browserTimeZone() }: LeagueSettingsPageProps) {
  const [revision, setRevision] = useState(0);
  const { state, retry } = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${leagueId}|${revision}`, (signal) => loadSettings(ctx, leagueId, signal));
  const reload = () => setRevision((r) => r + 1);
  const body = (() => {
    if (leagueId === 0) return <EmptyState>League settings belong to a hosted league.</EmptyState>;
    if (state.status === 'loading') return <SkeletonList rows={10} label="Loading league settings" />;
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />;
    const { league, teams, changes } = state.data;
    if (userId === null || league.commishid !== userId) return <EmptyState>Only the league&apos;s commissioner can change its settings.</EmptyState>;
    const save = async (patch: Record<string, unknown>, notice = savedNotice(patch)) => {
      try {
        await saveLeague(ctx, leagueId, patch);
        notify({ severity: 'success', message: notice });
        reload();
        return null;
      } catch (error) {
        return refusal(error, notify);
      }
    };
    return (
      <>
        <PresetsCard league={league} onApply={async (patch, label) => void (await save(patch, `${label} saved`))} />
        {LEAGUE_SETTING_GROUPS.map((group) => (
          <SettingsSection key={`${group.id}|${revision}`} id={group.id} title={group.label} fields={group.fields} league={league} onSave={(patch) => save(patch)} />
        ))}
        <TeamTools key={`teams|${revision}`} ctx={ctx} leagueId={leagueId} teams={teams} notify={notify} onChanged={reload} />
        <SettingsHistory changes={changes} timeZone={timeZone} />
      </>
    );
  })();
  return (
    <Page>
      <h1>League settings</h1>
      {body}
    </Page>
  );
}
