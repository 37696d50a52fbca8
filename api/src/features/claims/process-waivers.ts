import {
  getSeason,
  isSalaryBid,
  isWaiverClaimDue,
  planClaimAward,
  processWaiverClaims,
  RosterSlot,
  WaiverType,
  type ActionPlayerInfo,
  type RosterActionContext,
  type RosterPlayer,
  type WaiverClaim,
} from '@league/shared-rules';
import type { RosterWrite } from '../../db/repositories/roster-actions.repository';
import { RosterWriteConflict } from '../../db/repositories/roster-actions.repository';
import type { PoachDoc } from '../../db/models/poach.model';
import type { RosterPlayerDoc } from '../../db/models/roster.model';
import type { WaiverRunWrite } from '../../db/repositories/claims.repository';
import { toLeague } from '../leagues/league-view';
import { loadLeague, loadPlayerInfo, rosterYear } from '../rosters/team-context';
import type { ClaimDeps } from './deps';
import type { League } from '@league/shared-rules';

/** Why a claim lost, besides the shared rules' reasons (stored on the claim, shown in the report). */
export const CLAIM_PLAYER_UNAVAILABLE = 'player is no longer available';

/** One run's summary: when, and each processed claim's outcome. */
export interface WaiverRunResult {
  processed: number;
  results: { uid: number; tid: number; pid: string; succ: boolean; reason: string | null }[];
}

const ATTEMPTS = 4;

/**
 * Processes every pending waiver claim of the league at `now` (DOMAIN-NOTES "Waivers"): one claim at
 * a time across the league, highest bid first, ties by waiver order, then the team's own list,
 * then submission. A claim fails (with its reason) when the player is gone, the bid exceeds the
 * remaining FAAB, or the roster has no room even after the claim's conditional releases. Winners'
 * releases and adds, every claim's outcome, FAAB (spent only in the regular season) and the new
 * waiver order are committed in one transaction, guarded by each claim still pending, so a second
 * run at the same time finds nothing left to do. A poaching waiver claim's winner gets a poaching
 * claim on the player (which then clears as any poach does, spec §4 "Poaching").
 */
export async function processWaivers(
  deps: ClaimDeps,
  lid: number,
  now: number,
  options: { due?: boolean } = {},
): Promise<WaiverRunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(deps, lid, now, options.due ?? false);
    } catch (err) {
      if (err instanceof RosterWriteConflict && attempt < ATTEMPTS) continue;
      throw err;
    }
  }
}

async function runOnce(deps: ClaimDeps, lid: number, now: number, dueOnly: boolean): Promise<WaiverRunResult> {
  const league = await loadLeague(deps, lid);
  let pending = await deps.claims.pendingWaivers(lid);
  if (pending.length === 0) return { processed: now, results: [] };
  const rules = toLeague(league, []) as unknown as League;
  if (dueOnly) {
    // only the claims on free agents whose hold is over outside the waiver days (they could be
    // signed directly now); the rest wait for the weekly run
    const { info: claimed } = await loadPlayerInfo(deps, lid, pending.map((c) => c.pid), now);
    const probe = (pid: string) => isWaiverClaimDue({ league: rules, tid: 0, roster: [], players: claimed, now }, pid);
    pending = pending.filter((c) => c.type !== WaiverType.POACH && probe(c.pid));
    if (pending.length === 0) return { processed: now, results: [] };
  }
  const year = rosterYear(now);
  const week = getSeason(now).week;
  const teams = await deps.leagues.teamsOf(lid);

  // every roster of the league: claiming rosters change during the run, held players are looked up
  const rosters = new Map<number, { rows: RosterPlayerDoc[]; version: number }>();
  for (const t of teams) rosters.set(t.uid, await deps.actions.readRoster(t.uid, year));
  const holderOf = new Map<string, { tid: number; row: RosterPlayerDoc }>();
  for (const [tid, r] of rosters) for (const row of r.rows) holderOf.set(row.pid, { tid, row });
  const pendingPoach = new Set((await deps.claims.pendingPoaches(lid)).map((p) => p.pid));
  const named = pending.flatMap((c) => [c.pid, ...c.release]);
  const { info } = await loadPlayerInfo(deps, lid, named, now);

  const byUid = new Map(pending.map((c) => [c.uid, c]));
  const rosterWrites: RosterWrite[] = [];
  const poaches: Omit<PoachDoc, 'uid'>[] = [];
  const versions = new Map([...rosters].map(([tid, r]) => [tid, r.version]));
  const contextOf = (tid: number): RosterActionContext => {
    const rows = rosters.get(tid)?.rows ?? [];
    const players = new Map<string, ActionPlayerInfo>(info);
    for (const r of rows) if (!players.has(r.pid)) players.set(r.pid, { pos: r.pos });
    return { league: rules, tid, roster: rows as RosterPlayer[], players, now };
  };

  const check = (c: WaiverClaim): string | null => {
    const claim = byUid.get(c.uid)!;
    const held = holderOf.get(claim.pid);
    if (claim.type === WaiverType.POACH) {
      const onSquad = held && held.tid !== claim.tid && (held.row.slot === RosterSlot.PS || held.row.slot === RosterSlot.PSD);
      if (!onSquad || pendingPoach.has(claim.pid)) return CLAIM_PLAYER_UNAVAILABLE;
      pendingPoach.add(claim.pid);
      poaches.push({
        lid, tid: claim.tid, player_tid: held.tid, userid: claim.userid, pid: claim.pid, release: claim.release,
        submitted: now, processed: null, succ: null, reason: null, pending: true,
      });
      return null;
    }
    if (held) return CLAIM_PLAYER_UNAVAILABLE;
    // outside the regular season the winner pays his bid as the player's salary (§5)
    const salary = claim.type === WaiverType.FREE_AGENCY && isSalaryBid({ now }) ? claim.bid : 0;
    const award = planClaimAward(contextOf(claim.tid), { pid: claim.pid, type: claim.type, release: claim.release, value: salary });
    if (!award.ok) return award.reason;
    // the award is final once check passes: apply it to this run's view of the roster
    const version = versions.get(claim.tid) ?? 0;
    versions.set(claim.tid, version + 1);
    rosterWrites.push({
      lid, tid: claim.tid, year, week, userid: claim.userid, timestamp: now, version,
      changes: award.changes, transactions: award.transactions,
    });
    const roster = rosters.get(claim.tid) ?? { rows: [], version };
    const removed = new Set(award.changes.filter((ch) => ch.kind === 'delete').map((ch) => ch.pid));
    const added = award.changes.flatMap((ch) =>
      ch.kind === 'insert'
        ? [{ lid, tid: claim.tid, year, week, pid: ch.pid, pos: ch.pos, slot: ch.slot, tag: ch.tag, value: ch.value, extensions: 0, type: null, timestamp: now }]
        : [],
    );
    roster.rows = [...roster.rows.filter((r) => !removed.has(r.pid)), ...added];
    rosters.set(claim.tid, roster);
    for (const row of added) holderOf.set(row.pid, { tid: claim.tid, row });
    return null;
  };

  const outcome = processWaiverClaims({
    claims: pending.map((c) => ({ uid: c.uid, tid: c.tid, pid: c.pid, bid: c.bid, po: c.po, submitted: c.submitted, type: c.type, release: c.release })),
    teams: teams.map((t) => ({ uid: t.uid, waiver_order: t.waiver_order ?? t.uid, faab: t.faab })),
    spendFaab: getSeason(now).isRegularSeason,
    check,
  });
  const run: WaiverRunWrite = {
    lid,
    processed: now,
    outcomes: outcome.results.map((r) => ({ uid: r.claim.uid, succ: r.succ, reason: r.reason })),
    rosterWrites,
    teams: teams.map((t) => ({ uid: t.uid, faab: outcome.faab.get(t.uid) ?? t.faab, waiver_order: outcome.waiverOrder.get(t.uid) ?? t.waiver_order ?? t.uid })),
    poaches,
  };
  await deps.claims.commitWaiverRun(run);
  return {
    processed: now,
    results: outcome.results.map((r) => ({ uid: r.claim.uid, tid: r.claim.tid, pid: r.claim.pid, succ: r.succ, reason: r.reason })),
  };
}
