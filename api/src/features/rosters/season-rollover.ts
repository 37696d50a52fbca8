import {
  calculateFranchiseTagValues,
  getPickYears,
  getSeason,
  rollOverRosterRow,
  ROOKIE_DRAFT_ROUNDS,
  type League,
} from '@league/shared-rules';
import type { RosterPlayerDoc, TransactionDoc } from '../../db/models/roster.model';
import { RosterWriteConflict } from '../../db/repositories/roster-actions.repository';
import { toLeague } from '../leagues/league-view';
import type { RosterDeps } from './deps';
import { loadLeague } from './team-context';

/** What one league's rollover did. */
export interface RolloverResult {
  year: number;
  /** False when the rollover to `year` had already run (nothing was written). */
  rolledOver: boolean;
  players: number;
  picksCreated: number;
}

const ATTEMPTS = 4;

/**
 * Carries a league into the season of `now` (the year rolls over at season end, spec §4 "Season
 * timing"): every player on a roster of the previous season stays on his team in the same slot
 * (practice squad and reserve included) under his new contract and with his tag reset
 * ({@link rollOverRosterRow}: franchise and other tags, and the restricted free agency marks, reset),
 * each new contract an extension transaction, and every team's FAAB budget back to the league's faab
 * (FAAB is spent in one regular season; what a team left unspent does not carry over); then every team owns
 * its regular rookie picks of the next two drafts. Runs once per league and year: the rosters, the
 * transactions and a rollover marker commit in one transaction, so a re-run (or a second instance)
 * writes nothing twice. A player already on a roster of the new season (claimed after the season
 * ended, before the rollover ran) keeps that row.
 */
export async function rollOverLeague(deps: RosterDeps, lid: number, now: number): Promise<RolloverResult> {
  const league = await loadLeague(deps, lid);
  const rules = toLeague(league, []) as unknown as League;
  const { year } = getSeason(now);
  let rolledOver = false;
  let players = 0;
  for (let attempt = 1; !(await deps.season.findRollover(lid, year)); attempt++) {
    const [previous, current] = await Promise.all([deps.season.leagueRows(lid, year - 1), deps.season.leagueRows(lid, year)]);
    const taken = new Set(current.map((r) => r.pid));
    // franchise tag values the league has not set come from the ending season's salaries
    // (DOMAIN-NOTES: the average of the previous season's top salaries by position)
    const computed = calculateFranchiseTagValues(previous);
    const franchise: Record<string, number> = {};
    for (const field of ['fqb', 'frb', 'fwr', 'fte'] as const) if (league[field] == null) franchise[field] = computed[field];
    const salaryRules = { ...rules, ...franchise };
    const rows: RosterPlayerDoc[] = [];
    const transactions: Omit<TransactionDoc, 'uid'>[] = [];
    for (const old of previous) {
      if (taken.has(old.pid)) continue;
      const next = rollOverRosterRow(old, salaryRules);
      rows.push({
        lid, tid: old.tid, year, week: 0, pid: next.pid, pos: next.pos, slot: next.slot, tag: next.tag, value: next.value,
        extensions: next.extensions, type: old.type, timestamp: old.timestamp, bid: null,
        restricted_free_agency_tag_nominated: null, restricted_free_agency_tag_announced: null,
        restricted_free_agency_tag_processed: null, restricted_free_agency_original_team: null,
      });
      if (next.transaction) {
        transactions.push({ lid, tid: old.tid, userid: null, ...next.transaction, year, week: 0, timestamp: now });
      }
    }
    try {
      rolledOver = await deps.season.commitRollover({ lid, year, timestamp: now, rows, transactions, league: franchise, faab: rules.faab });
      players = rolledOver ? rows.length : 0;
      break;
    } catch (err) {
      // a roster of the new season changed meanwhile: read again
      if (err instanceof RosterWriteConflict && attempt < ATTEMPTS) continue;
      throw err;
    }
  }
  const tids = (await deps.leagues.teamsOf(lid)).map((t) => t.uid);
  let picksCreated = 0;
  for (const pickYear of getPickYears(rules, now)) {
    picksCreated += await deps.draft.ensureRegularPicks(lid, pickYear, tids, ROOKIE_DRAFT_ROUNDS, now);
  }
  return { year, rolledOver, players, picksCreated };
}
