import {
  createRoster,
  decideRestrictedFreeAgency,
  getDueRestrictedFreeAgencyAnnouncements,
  getNextRookieDraftYear,
  getRestrictedFreeAgencyCompensationRound,
  getRestrictedFreeAgencyProcessingTime,
  getSeason,
  planRestrictedFreeAgencyReleases,
  PlayerTag,
  RosterSlot,
  TransactionType,
  type League,
  type RosterChange,
} from '@league/shared-rules';
import type { TeamDoc } from '../../db/models/league.model';
import type { RosterPlayerDoc } from '../../db/models/roster.model';
import { RosterWriteConflict, type RosterWrite } from '../../db/repositories/roster-actions.repository';
import type { Tx } from '../../db/repositories/tx';
import { toLeague } from '../leagues/league-view';
import type { RosterDeps } from './deps';
import { loadLeague, rosterYear } from './team-context';

const isOpenRfa = (r: RosterPlayerDoc) =>
  r.tag === PlayerTag.RESTRICTED_FREE_AGENCY && !r.restricted_free_agency_tag_announced && !r.restricted_free_agency_tag_processed;

async function names(deps: RosterDeps, pids: string[]): Promise<Map<string, string>> {
  return new Map((await deps.players.findByPids(pids)).map((p) => [p.pid, p.name]));
}

/**
 * Announces the restricted free agents whose day has come (job 87; spec §4 "Restricted free agency
 * nomination window", DOMAIN-NOTES): each day at the announcement hour the team on the clock (one
 * day each, draft order descending) has one RFA-tagged player announced — its nominee, else the
 * player it tagged first. From then other teams bid blind until processing. Each announcement
 * writes the roster mark and a notice in one transaction; the notice's key (league and day) makes
 * a day's announcement happen once, however often the job runs. Answers how many were announced.
 */
export async function announceRestrictedFreeAgents(deps: RosterDeps, lid: number, now: number): Promise<number> {
  const league = await loadLeague(deps, lid);
  const rules = toLeague(league, []) as unknown as League;
  const teams = await deps.leagues.teamsOf(lid);
  const year = rosterYear(now);
  let announced = 0;
  for (const due of getDueRestrictedFreeAgencyAnnouncements(rules, teams, now)) {
    const key = `rfa-announce:${lid}:${due.deadline}`;
    if (await deps.notices.exists(key)) continue;
    const team = teams.find((t) => t.uid === due.tid)!;
    const { rows, version } = await deps.actions.readRoster(team.uid, year);
    const open = rows.filter(isOpenRfa);
    const tagOrder = (await deps.restrictedFreeAgency.listLive({ lid, year, tid: team.uid })).map((b) => b.pid);
    const nominee =
      open.filter((r) => r.restricted_free_agency_tag_nominated).sort((a, b) => b.restricted_free_agency_tag_nominated! - a.restricted_free_agency_tag_nominated!)[0] ??
      open.sort((a, b) => rank(tagOrder, a.pid) - rank(tagOrder, b.pid))[0];
    const notice = (pid: string | null, message: string) => (tx?: Tx) =>
      deps.notices.insert({ key, lid, tid: team.uid, pid, kind: 'restricted_free_agency_announced', message, severity: 'info', timestamp: now }, tx);
    if (!nominee) {
      await notice(null, `${team.name} has no restricted free agent to announce`)();
      continue;
    }
    const name = (await names(deps, [nominee.pid])).get(nominee.pid) ?? nominee.pid;
    const change: RosterChange = {
      kind: 'update', pid: nominee.pid, from: nominee.slot,
      set: { restricted_free_agency_tag_announced: now, restricted_free_agency_tag_nominated: null },
    };
    try {
      await deps.actions.commit(
        { lid, tid: team.uid, year, week: getSeason(now).week, userid: null, timestamp: now, version, changes: [change], transactions: [] },
        async (tx) => {
          if (!(await notice(nominee.pid, `${name} (${team.name}) is a restricted free agent: blind bids until processing`)(tx))) {
            throw new RosterWriteConflict('version');
          }
        },
      );
      announced += 1;
    } catch (err) {
      // another run announced this day (or the roster changed): the next run looks again
      if (!(err instanceof RosterWriteConflict)) throw err;
    }
  }
  return announced;
}

function rank(order: string[], pid: string): number {
  const i = order.indexOf(pid);
  return i === -1 ? Infinity : i;
}

/** One team's decided writes while processing a player. */
interface TeamPlan {
  team: TeamDoc;
  rows: RosterPlayerDoc[];
  version: number;
  releases: string[];
}

/**
 * Processes the blind bids on every announced restricted free agent whose processing time has come
 * (job 54; DOMAIN-NOTES "Restricted free agency"): the original team's bid counts as max(bid × 1.2,
 * bid + $2); if that is the best it keeps the player at its raw bid, otherwise the highest bid wins
 * (ties by waiver order) and the original team receives a compensatory pick. The deciding team
 * makes room from the bid's conditional releases, then its cutlist in order; a team that cannot
 * fit the player even so loses its bid. The player carries the winning bid as salary (tag RFA,
 * spec §9). Every bid's outcome, both rosters, the releases (type 1), the contract (type 10), the
 * pick and a notice commit in one transaction. Answers how many players were processed.
 */
export async function processRestrictedFreeAgency(deps: RosterDeps, lid: number, now: number): Promise<number> {
  const league = await loadLeague(deps, lid);
  const rules = toLeague(league, []) as unknown as League;
  const year = rosterYear(now);
  const teams = await deps.leagues.teamsOf(lid);
  const due = (await deps.season.leagueRows(lid, year)).filter(
    (r) => r.tag === PlayerTag.RESTRICTED_FREE_AGENCY && r.restricted_free_agency_tag_announced &&
      !r.restricted_free_agency_tag_processed &&
      getRestrictedFreeAgencyProcessingTime(rules, r.restricted_free_agency_tag_announced) <= now,
  );
  let processed = 0;
  for (const player of due) {
    for (let attempt = 1; attempt <= 4; attempt++) {
      try {
        await processPlayer(deps, rules, teams, player.pid, year, now);
        processed += 1;
        break;
      } catch (err) {
        if (!(err instanceof RosterWriteConflict) || attempt === 4) throw err;
      }
    }
  }
  return processed;
}

async function processPlayer(deps: RosterDeps, rules: League, teams: TeamDoc[], pid: string, year: number, now: number): Promise<void> {
  const lid = rules.uid;
  const held = await deps.actions.findRostered(lid, year, pid);
  if (!held || held.restricted_free_agency_tag_processed) return;
  const original = held.tid;
  const bids = await deps.restrictedFreeAgency.liveBidsOn({ lid, year, pid });
  const teamOf = new Map(teams.map((t) => [t.uid, t]));
  const plans = new Map<number, TeamPlan>();
  const fits = async (tid: number, salary: number, release: readonly string[]): Promise<string | null> => {
    const team = teamOf.get(tid);
    if (!team) return 'team not found';
    const { rows, version } = await deps.actions.readRoster(tid, year);
    const cutlist = (await deps.actions.getCutlist(tid)).filter((p) => p !== pid);
    const roster = createRoster(rules, rows.filter((r) => r.pid !== pid), { tid });
    const releases = planRestrictedFreeAgencyReleases(roster, { pos: held.pos, salary, release: tid === original ? [] : release, cutlist });
    if (releases === null) return 'not enough roster or cap space';
    plans.set(tid, { team, rows, version, releases });
    return null;
  };
  // each candidate is checked once, in the order the decision asks; the check reads the database
  const checked = new Map<number, string | null>();
  for (const b of bids) checked.set(b.tid, await fits(b.tid, b.bid, b.release));
  const { outcome, failures } = decideRestrictedFreeAgency(
    original,
    bids.map((b) => ({ tid: b.tid, bid: b.bid, waiver_order: teamOf.get(b.tid)?.waiver_order ?? undefined, submitted: b.submitted })),
    (b) => checked.get(b.tid) ?? null,
  );
  const week = getSeason(now).week;
  const base = { lid, year, week, userid: null, timestamp: now };
  const rosterWrites: RosterWrite[] = [];
  const failed = new Map(failures.map((f) => [f.tid, f.reason]));
  const label = (await names(deps, [pid])).get(pid) ?? pid;
  let message: string;
  let compensation: { round: number } | null = null;
  const releaseWrites = (plan: TeamPlan): { changes: RosterChange[]; transactions: { pid: string; type: number; value: number }[] } => ({
    changes: plan.releases.map((r): RosterChange => ({ kind: 'delete', pid: r, from: plan.rows.find((x) => x.pid === r)!.slot })),
    transactions: plan.releases.map((r) => ({ pid: r, type: TransactionType.RELEASE, value: plan.rows.find((x) => x.pid === r)!.value })),
  });
  const marks = { restricted_free_agency_tag_processed: now, restricted_free_agency_original_team: original };
  if (!outcome) {
    // no bid stands (not even the original team's): he stays, unchanged, marked processed
    const origin = await deps.actions.readRoster(original, year);
    rosterWrites.push({ ...base, tid: original, version: origin.version, changes: [{ kind: 'update', pid, from: held.slot, set: marks }], transactions: [] });
    message = `${label}: no bid stands, he stays with ${teamOf.get(original)?.name ?? original}`;
  } else if (outcome.retained) {
    const plan = plans.get(original)!;
    const { changes, transactions } = releaseWrites(plan);
    changes.push({ kind: 'update', pid, from: held.slot, set: { ...marks, value: outcome.value, bid: outcome.value } });
    transactions.push({ pid, type: TransactionType.RESTRICTED_FREE_AGENCY_TAG, value: outcome.value });
    rosterWrites.push({ ...base, tid: original, version: plan.version, changes, transactions });
    message = `${label} stays with ${plan.team.name} at $${outcome.value}`;
  } else {
    const plan = plans.get(outcome.tid)!;
    const origin = await deps.actions.readRoster(original, year);
    rosterWrites.push({ ...base, tid: original, version: origin.version, changes: [{ kind: 'delete', pid, from: held.slot }], transactions: [] });
    const { changes, transactions } = releaseWrites(plan);
    changes.push(
      { kind: 'insert', pid, pos: held.pos, slot: RosterSlot.BENCH, value: outcome.value, tag: PlayerTag.RESTRICTED_FREE_AGENCY },
      { kind: 'update', pid, from: RosterSlot.BENCH, set: { ...marks, bid: outcome.value } },
    );
    transactions.push({ pid, type: TransactionType.RESTRICTED_FREE_AGENCY_TAG, value: outcome.value });
    rosterWrites.push({ ...base, tid: outcome.tid, version: plan.version, changes, transactions });
    compensation = { round: getRestrictedFreeAgencyCompensationRound(outcome.value, rules.cap) };
    message = `${label} signs with ${plan.team.name} for $${outcome.value}; ${teamOf.get(original)?.name ?? original} receives a round ${compensation.round} compensatory pick`;
  }
  const outcomes = bids.map((b) => ({
    uid: b.uid,
    succ: outcome !== null && b.tid === outcome.tid,
    reason: outcome !== null && b.tid === outcome.tid ? null : failed.get(b.tid) ?? 'no bid stands',
  }));
  await deps.restrictedFreeAgency.commitProcessing({ processed: now, outcomes, rosterWrites }, async (tx) => {
    if (compensation) {
      await deps.draft.grant({
        key: `rfa:${lid}:${year}:${pid}`, lid, tid: original, otid: original, year: getNextRookieDraftYear(rules, now),
        round: compensation.round, comp: 'restricted_free_agency', comp_pid: pid, created: now,
      }, tx);
    }
    await deps.notices.insert({
      key: `rfa-processed:${lid}:${year}:${pid}`, lid, tid: outcome?.tid ?? original, pid,
      kind: 'restricted_free_agency_processed', message, severity: 'success', timestamp: now,
    }, tx);
  });
}
