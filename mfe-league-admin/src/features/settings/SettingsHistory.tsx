import { LEAGUE_SETTING_LABELS, type LeagueSettingField } from '@league/shared-rules';
import type { LeagueSettingChange } from '@league/shared-rules/contracts';
import { EmptyState } from '@league/shell/kit';
import { formatDateTime } from '../shared/time';
import { Card, ScrollTable } from '../shared/ui';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join(', ') : String(value));

/** Who changed which setting when, newest first. */
export function SettingsHistory({ changes, timeZone }: { changes: LeagueSettingChange[]; timeZone: string }) {
  return (
    <Card aria-labelledby="history-title">
      <h2 id="history-title">Settings history</h2>
      {changes.length === 0 ? (
        <EmptyState>No settings changed yet.</EmptyState>
      ) : (
        <ScrollTable label="Settings history">
          <thead>
            <tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Setting</th><th scope="col">From</th><th scope="col">To</th></tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.uid}>
                <td>{formatDateTime(c.timestamp, timeZone)}</td>
                <td>{c.username ?? `User ${c.userid}`}</td>
                <th scope="row">{LEAGUE_SETTING_LABELS[c.field as LeagueSettingField] ?? c.field}</th>
                <td>{shown(c.old)}</td>
                <td>{shown(c.new)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Card>
  );
}
