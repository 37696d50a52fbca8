import { draftClock, getLeagueDraftWindow, toLeagueTime, type League } from '@league/shared-rules';
import type { DraftPickDoc } from '../../db/models/draft.model';
import { clockLeague, loadDraft, type DraftDeps, type LoadedDraft } from './draft-context';

/** New York time as the notices say it, e.g. "Wed Nov 25, 1:00 PM EST". */
function nyTime(at: number): string {
  return toLeagueTime(at).format('ddd MMM D, h:mm A z');
}

const label = (p: DraftPickDoc) => p.pick_str ?? `round ${p.round}`;

/**
 * The private notice telling a pick's owner it is on the clock (key `draft:<lid>:<year>:<uid>:on_clock`,
 * unique: whoever writes it first — the pick before it, or the job when the window opens — writes it
 * once). A pick whose window is not open yet is told when it opens.
 */
export async function noticeOnClock(deps: DraftDeps, draft: LoadedDraft, pick: DraftPickDoc, now: number): Promise<boolean> {
  const opens = pick.pick !== null ? getLeagueDraftWindow(clockLeague(draft.league) as League, pick.pick) : null;
  const message =
    opens === null || opens <= now
      ? `You are on the clock with pick ${label(pick)} of the ${draft.year} rookie draft`
      : `You are up next in the ${draft.year} rookie draft: pick ${label(pick)}, window opens ${nyTime(opens)}`;
  return deps.notices.insert({
    key: `draft:${draft.league.uid}:${draft.year}:${pick.uid}:on_clock`,
    lid: draft.league.uid, tid: pick.tid, pid: null, kind: 'draft_on_clock', message, severity: 'info', timestamp: now, private: true,
  });
}

/**
 * After a pick: a public `draft_pick_made` notice, and the on-clock notice for the next team — the
 * next unmade pick after it, else the earliest still unmade (a passed window that may still pick).
 */
export async function writeDraftNotices(
  deps: DraftDeps,
  draft: LoadedDraft,
  picks: readonly DraftPickDoc[],
  made: DraftPickDoc,
  playerName: string,
  now: number,
): Promise<void> {
  const team = draft.teams.find((t) => t.uid === made.tid);
  await deps.notices.insert({
    key: `draft:${draft.league.uid}:${draft.year}:${made.uid}:made`,
    lid: draft.league.uid, tid: made.tid, pid: made.pid, kind: 'draft_pick_made',
    message: `${team?.name ?? `Team ${made.tid}`} drafted ${playerName} with pick ${label(made)}`, severity: 'info', timestamp: now,
  });
  const open = picks.filter((p) => p.pid === null && p.pick !== null);
  const next = open.find((p) => p.pick! > made.pick!) ?? open[0];
  if (next) await noticeOnClock(deps, draft, next, now);
}

/**
 * Job (notifications_draft): for every hosted league whose draft is open, tells the owner of the
 * pick whose window has opened that it is on the clock — no request happens when a window opens,
 * so without the job a team would learn of its turn only when the team before it picks.
 * Answers how many notices it wrote.
 */
export async function notifyDraftClocks(deps: DraftDeps, now: number): Promise<number> {
  let written = 0;
  for (const lid of await deps.leagues.hostedIds()) {
    const league = await deps.leagues.findById(lid);
    if (league?.draft_start == null || league.draft_start > now) continue;
    const draft = await loadDraft(deps, lid);
    if (!draft.scheduled) continue;
    const clock = draftClock(clockLeague(draft.league), draft.picks, now);
    const current = clock.onClock && clock.mayPick.some((p) => p.uid === clock.onClock!.uid) ? clock.onClock : null;
    if (!current) continue;
    const pick = draft.picks.find((p) => p.uid === current.uid)!;
    if (await noticeOnClock(deps, draft, pick, now)) written++;
  }
  return written;
}
