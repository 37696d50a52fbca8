import type { LeagueNotice } from '@league/shared-rules/contracts';
import type { NoticeDoc } from '../../db/models/notice.model';
import type { RosterDeps } from './deps';
import { loadLeague } from './team-context';

/** A stored notice as the contract answers it. */
export function toLeagueNotice({ uid, lid, tid, pid, kind, message, severity, timestamp, private: only }: NoticeDoc): LeagueNotice {
  return { uid, lid, tid, pid, kind, message, severity, timestamp, ...(only ? { private: true } : {}) };
}

/**
 * The league's notices, newest first (404 for an unknown league): the public ones, and the private
 * ones of the caller's own team in this league (a trade offer is between two teams until it is accepted).
 */
export async function listLeagueNotices(deps: RosterDeps, userId: number | null, lid: number, since?: number): Promise<LeagueNotice[]> {
  await loadLeague(deps, lid);
  const own = userId === null ? undefined : (await deps.users.teamsOf(userId)).find((t) => t.lid === lid)?.tid;
  return (await deps.notices.list(lid, since))
    .filter((n) => !n.private || (own !== undefined && n.tid === own))
    .map(toLeagueNotice);
}
