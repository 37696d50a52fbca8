import type { LeagueNotice } from '@league/shared-rules/contracts';
import type { RosterDeps } from './deps';
import { loadLeague } from './team-context';

/** The league's notices, newest first (404 for an unknown league). */
export async function listLeagueNotices(deps: RosterDeps, lid: number, since?: number): Promise<LeagueNotice[]> {
  await loadLeague(deps, lid);
  return (await deps.notices.list(lid, since)).map(({ uid, lid: l, tid, pid, kind, message, severity, timestamp }) => ({
    uid, lid: l, tid, pid, kind, message, severity, timestamp,
  }));
}
