import { draftClock, lastPickNumber, pickInRound, pickWindow, rookieSalary } from '@league/shared-rules';
import type { BoardPick, Draft, DraftPick, DraftRookie } from '@league/shared-rules/contracts';
import type { DraftPickDoc } from '../../db/models/draft.model';
import type { PlayerDoc } from '../../db/models/player.model';
import { byDraftCapital, clockLeague, loadDraft, rookieClass, rosteredPids, type DraftDeps } from './draft-context';

/** A stored pick as the contract answers it. */
export function toDraftPick(doc: DraftPickDoc): DraftPick {
  const { uid, tid, otid, lid, year, round, pick, pick_str, pid, selection_timestamp } = doc;
  return { uid, tid, otid, lid, year, round, pick, pick_str, pid, selection_timestamp };
}

/** A player as the board lists him. */
export function toRookie(p: PlayerDoc): DraftRookie {
  return {
    pid: p.pid, name: p.name, pos: p.pos, team: p.team && p.team !== 'INA' ? p.team : null, college: p.college ?? null,
    nfl_draft_year: p.nfl_draft_year ?? null, round: p.round ?? null, dpos: p.dpos ?? null,
  };
}

/**
 * GET /leagues/:lid/draft: the board of a year's draft — picks in order with windows and salaries,
 * the clock, and the class's rookies still available (on no roster of the league, drafted in none of
 * its drafts), by NFL draft capital.
 */
export async function getDraft(deps: DraftDeps, lid: number, yearQuery?: number): Promise<Draft> {
  const { league, teams, year, picks } = await loadDraft(deps, lid, yearQuery);
  const now = deps.now();
  const rules = clockLeague(league);
  const clock = draftClock(rules, picks, now);
  const last = lastPickNumber(picks);
  const boardPicks: BoardPick[] = picks.map((p) => {
    const window = p.pick !== null && clock.end !== null ? pickWindow(rules, p.pick, last) : null;
    return {
      ...toDraftPick(p),
      window_opens: window?.opens ?? null,
      window_closes: window?.closes ?? null,
      salary: p.pick !== null && teams.length ? rookieSalary(teams.length, pickInRound(p.pick, teams.length)) : null,
    };
  });
  const drafted = picks.flatMap((p) => (p.pid ? [p.pid] : []));
  const [{ classYear, players }, rostered, draftedAnywhere, selected] = await Promise.all([
    rookieClass(deps, year),
    rosteredPids(deps, lid, now),
    deps.draft.list(lid),
    deps.players.findByPids(drafted),
  ]);
  const taken = new Set(draftedAnywhere.flatMap((p) => (p.pid ? [p.pid] : [])));
  const available = players.filter((p) => !rostered.has(p.pid) && !taken.has(p.pid)).sort(byDraftCapital);
  const completedAt = picks.length && clock.complete ? Math.max(...picks.map((p) => p.selection_timestamp ?? 0)) : null;
  return {
    draft_start: league.draft_start ?? null,
    draft_type: league.draft_type ?? null,
    draft_hour_min: league.draft_hour_min ?? 11,
    draft_hour_max: league.draft_hour_max ?? 16,
    picks: boardPicks,
    year,
    open: clock.open,
    complete: clock.complete,
    end: clock.end,
    completed_at: completedAt,
    on_clock: clock.onClock?.uid ?? null,
    may_pick: clock.mayPick.map((p) => p.uid),
    drafted,
    rookie_class: classYear,
    available: available.map(toRookie),
    selected: selected.map(toRookie),
  };
}
