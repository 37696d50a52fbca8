import { LEAGUE_SETTING_LABELS, type LeagueSettingField } from '@league/shared-rules';
import { isApiError, getShownMessage } from '@league/shared-rules/client';
import type { Notice } from '@league/shared-rules/contracts';

/** Spec §8: one setting saved is '{setting} saved'; several at once, 'League setting saved'. */
export function savedNotice(body: Record<string, unknown>): string {
  const fields = Object.keys(body);
  return fields.length === 1 ? `${LEAGUE_SETTING_LABELS[fields[0] as LeagueSettingField] ?? fields[0]} saved` : 'League setting saved';
}

/**
 * A refused save: field messages go next to the fields (answered to the form); a refusal without
 * fields is a notice. The server's message is what the notice says (spec §8 failed API call).
 */
export function refusal(error: unknown, notify: (n: Notice) => void): Record<string, string> {
  if (isApiError(error) && error.details && Object.keys(error.details).length) {
    notify({ severity: 'error', message: getShownMessage(error) });
    return { ...error.details };
  }
  notify({ severity: 'error', message: getShownMessage(error) });
  return {};
}
