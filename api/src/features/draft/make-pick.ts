import { checkPickTurn, getSeason, pickInRound, PlayerTag, RosterSlot, rookieSalary, TransactionType } from '@league/shared-rules';
import { errorStatus, type MakeDraftPickBody, type MakeDraftPickResponse } from '@league/shared-rules/contracts';
import { PlayerAlreadyDraftedError } from '../../db/repositories/draft.repository';
import { RosterWriteConflict, type RosterWrite } from '../../db/repositories/roster-actions.repository';
import type { Tx } from '../../db/repositories/tx';
import { AppError } from '../../errors/app-error';
import type { RosterActor } from '../rosters/deps';
import { toTransaction } from '../rosters/run-move';
import { rosterYear } from '../rosters/team-context';
import { clockLeague, loadDraft, rookieClass, type DraftDeps } from './draft-context';
import { writeDraftNotices } from './draft-notices';
import { toDraftPick } from './get-draft';

const refuse = (code: Parameters<typeof errorStatus>[0], message: string) => new AppError(code, message, errorStatus(code));

const TURN_MESSAGES = {
  DRAFT_NOT_STARTED: 'The draft has not started',
  DRAFT_ENDED: 'The draft is over',
  PICK_MADE: 'This pick was already made',
  DRAFT_PICK_NOT_ON_CLOCK: "This pick's window has not opened yet",
} as const;

/**
 * POST /leagues/:lid/draft: the owner of the pick's team drafts a rookie of the class (DOMAIN-NOTES
 * "Rookie draft"). Checked here: the caller owns the team, the team owns the pick, the pick's window
 * has opened and the draft has not ended, the player is of the class, not drafted in this league
 * and on no roster. Written in one transaction, guarded by the team's roster version: the pick (only
 * while unmade — two requests for one slot make it once), the rookie on the drafted practice squad at
 * the pick's salary, and the draft transaction with pick and pick_str; the (lid, year, pid) unique indexes of picks and rosters let
 * one of two picks of the same player commit. The commissioner gets no say over another team's pick:
 * a window that passes is not lost (the owner may still pick until the draft ends), so nothing stalls.
 */
export async function makeDraftPick(deps: DraftDeps, actor: RosterActor, lid: number, body: MakeDraftPickBody): Promise<MakeDraftPickResponse> {
  const [target, team, owners] = await Promise.all([deps.draft.find(body.pickId), deps.leagues.findTeam(body.teamId), deps.users.ownersOf(body.teamId)]);
  if (!target || target.lid !== lid) throw AppError.notFound('Pick not found');
  if (!team || team.lid !== lid) throw AppError.notFound('Team not found');
  if (!owners.some((o) => o.userid === actor.userId)) throw AppError.forbidden('Not the owner of this team', 'NOT_TEAM_OWNER');
  if (target.tid !== team.uid) throw AppError.forbidden('Your team does not own this pick', 'NOT_TEAM_OWNER');

  const [draft, player, { classYear }, drafted] = await Promise.all([
    loadDraft(deps, lid, target.year),
    deps.players.findByPid(body.pid),
    rookieClass(deps, target.year),
    deps.draft.draftedOf(lid, [body.pid]),
  ]);
  const pick = draft.picks.find((p) => p.uid === target.uid)!;
  const now = deps.now();
  if (!draft.scheduled) throw refuse('DRAFT_NOT_STARTED', TURN_MESSAGES.DRAFT_NOT_STARTED);
  const turn = checkPickTurn(clockLeague(draft.league), draft.picks, pick.uid, now);
  if (turn === 'PICK_MADE') throw refuse('DRAFT_PICK_MADE', TURN_MESSAGES.PICK_MADE);
  if (turn) throw refuse(turn, TURN_MESSAGES[turn]);
  if (!player) throw AppError.notFound('Player not found');
  if (player.nfl_draft_year !== classYear || player.pos === 'DST') {
    throw refuse('PLAYER_NOT_ROOKIE', `${player.name} is not a rookie of the ${classYear ?? draft.year} class`);
  }
  if (drafted.length) throw refuse('PLAYER_ALREADY_DRAFTED', `${player.name} was already drafted`);

  const salary = rookieSalary(draft.teams.length, pickInRound(pick.pick!, draft.teams.length));
  const year = rosterYear(now);
  const written = await commitPick(deps, {
    lid, tid: team.uid, year, week: getSeason(now).week, userid: actor.userId, timestamp: now, version: 0,
    changes: [{ kind: 'insert', pid: player.pid, pos: player.pos, slot: RosterSlot.PSD, value: salary, tag: PlayerTag.REGULAR }],
    transactions: [{ pid: player.pid, type: TransactionType.DRAFT, value: salary, pick: pick.pick!, pick_str: pick.pick_str ?? undefined }],
  }, async (tx) => {
    try {
      const made = await deps.draft.fill(pick.uid, team.uid, player.pid, now, tx);
      if (!made) throw refuse('DRAFT_PICK_MADE', TURN_MESSAGES.PICK_MADE);
    } catch (err) {
      if (err instanceof PlayerAlreadyDraftedError) throw refuse('PLAYER_ALREADY_DRAFTED', `${player.name} was already drafted`);
      throw err;
    }
  });
  const stored = { ...pick, pid: player.pid, selection_timestamp: now };
  const after = draft.picks.map((p) => (p.uid === stored.uid ? stored : p));
  if (after.every((p) => p.pid !== null)) await deps.leagues.setDraftCompleted(lid, now);
  await writeDraftNotices(deps, draft, after, stored, player.name, now);
  return { pick: toDraftPick(stored), transaction: toTransaction(written[0]) };
}

/** How many times a pick is written again after losing a race on the team's roster version. */
const ATTEMPTS = 4;

/**
 * Commits the pick's roster write (guarded by the team's roster version, read just before) and the
 * pick itself in one transaction. A concurrent move on the same roster retries on the new version;
 * the player already on a roster of the league answers 409 PLAYER_ROSTERED.
 */
async function commitPick(deps: DraftDeps, write: RosterWrite, also: (tx: Tx) => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    const { version } = await deps.actions.readRoster(write.tid, write.year);
    try {
      return await deps.actions.commit({ ...write, version }, also);
    } catch (err) {
      if (!(err instanceof RosterWriteConflict)) throw err;
      if (err.reason === 'rostered') throw AppError.conflict('Player is already rostered', 'PLAYER_ROSTERED');
      if (attempt >= ATTEMPTS) throw AppError.conflict('Roster changed, try again');
    }
  }
}
