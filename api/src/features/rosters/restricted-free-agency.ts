import {
  canBidOnRestrictedFreeAgent,
  planCancelRestrictedFreeAgencyTag,
  planNominateRestrictedFreeAgent,
  planRestrictedFreeAgencyTag,
  releasesProblem,
  type League,
} from '@league/shared-rules';
import type {
  CancelRestrictedFreeAgencyBidBody,
  RestrictedFreeAgencyBid,
  RestrictedFreeAgencyBidBody,
  RestrictedFreeAgencyBidResponse,
  RestrictedFreeAgencyNominationBody,
  RestrictedFreeAgencyNominationResponse,
} from '@league/shared-rules/contracts';
import type { RestrictedFreeAgencyBidDoc } from '../../db/models/restricted-free-agency.model';
import { AppError } from '../../errors/app-error';
import type { RosterActor, RosterDeps } from './deps';
import { refusalError, runRosterMove } from './run-move';
import { assertTeamOwner, loadPlayerInfo, loadTeam, loadTeamContext, rosterYear } from './team-context';

function toBid(doc: RestrictedFreeAgencyBidDoc): RestrictedFreeAgencyBid {
  const { uid, pid, tid, player_tid, lid, userid, year, bid, release, submitted, processed, cancelled, succ, reason } = doc;
  return { uid, pid, tid, player_tid, lid, userid, year, bid, release, submitted, processed, cancelled, succ, reason };
}

/**
 * Places or updates a restricted free agency tag or bid (spec §7 RFA add and update). The original
 * team (`playerTid === teamId`) tags its own player with a bid through a roster move; another team
 * bids on an announced player, naming conditional releases from its own roster.
 */
export async function placeRestrictedFreeAgencyBid(
  deps: RosterDeps,
  actor: RosterActor,
  teamId: number,
  body: RestrictedFreeAgencyBidBody,
): Promise<RestrictedFreeAgencyBidResponse> {
  if (body.teamId !== teamId) throw AppError.invalid('teamId does not match the path');
  const { team, league } = await loadTeam(deps, teamId);
  await assertTeamOwner(deps, actor, team.uid);
  const now = deps.now();
  if (body.playerTid === teamId) {
    // the tag (a roster move) and its bid record are written in one transaction
    let stored: RestrictedFreeAgencyBidDoc | null = null;
    await runRosterMove(deps, {
      teamId,
      actor,
      pids: [body.pid],
      decide: (ctx) => planRestrictedFreeAgencyTag(ctx, { pid: body.pid, bid: body.bid, remove: body.remove }),
      also: async (tx, tc) => {
        if (body.remove) await deps.restrictedFreeAgency.cancelLive({ lid: league.uid, year: tc.year, pid: body.remove, tid: teamId }, now, tx);
        stored = await deps.restrictedFreeAgency.upsertLive({
          pid: body.pid, tid: teamId, player_tid: teamId, lid: league.uid, userid: actor.userId, year: tc.year,
          bid: body.bid, release: [], submitted: now,
        }, tx);
      },
    });
    return { ...toBid(stored!), remove: body.remove ?? null };
  }
  // another team's player: he must be RFA-tagged, announced and not yet processed
  const tc = await loadTeamContext(deps, team, league);
  const held = await deps.actions.findRostered(league.uid, tc.year, body.pid);
  if (!held || held.tid !== body.playerTid) throw new AppError('INVALID_PARAMS', 'Player is not on that team', 400);
  if (!canBidOnRestrictedFreeAgent({ league: tc.rules as League, tid: teamId, now }, held)) {
    throw new AppError('PLAYER_NOT_ELIGIBLE', 'Player is not eligible', 400);
  }
  const { info } = await loadPlayerInfo(deps, league.uid, [...tc.rows.map((r) => r.pid), ...body.release], now);
  const problem = releasesProblem({ league: tc.rules as League, tid: teamId, roster: tc.rows, players: info, now }, body.release);
  if (problem && !problem.ok) throw refusalError(problem);
  const stored = await deps.restrictedFreeAgency.upsertLive({
    pid: body.pid, tid: teamId, player_tid: body.playerTid, lid: league.uid, userid: actor.userId, year: tc.year,
    bid: body.bid, release: body.release, submitted: now,
  });
  return { ...toBid(stored), remove: null };
}

/**
 * The team's live bids this season (neither cancelled nor processed), for its owner only: other
 * teams bid blind until processing, so no one else reads them (403 NOT_TEAM_OWNER).
 */
export async function listRestrictedFreeAgencyBids(deps: RosterDeps, actor: RosterActor, teamId: number): Promise<RestrictedFreeAgencyBid[]> {
  const { team, league } = await loadTeam(deps, teamId);
  await assertTeamOwner(deps, actor, team.uid);
  const bids = await deps.restrictedFreeAgency.listLive({ lid: league.uid, year: rosterYear(deps.now()), tid: team.uid });
  return bids.map(toBid);
}

/** Cancels the team's bid, or the original team's tag ('Restricted Free Agency Bid Cancelled'). */
export async function cancelRestrictedFreeAgencyBid(
  deps: RosterDeps,
  actor: RosterActor,
  teamId: number,
  body: CancelRestrictedFreeAgencyBidBody,
): Promise<RestrictedFreeAgencyBid> {
  if (body.teamId !== teamId) throw AppError.invalid('teamId does not match the path');
  const { team, league } = await loadTeam(deps, teamId);
  await assertTeamOwner(deps, actor, team.uid);
  const tc = await loadTeamContext(deps, team, league);
  const own = tc.rows.find((r) => r.pid === body.pid);
  const key = { lid: league.uid, year: tc.year, pid: body.pid, tid: teamId };
  let cancelled: RestrictedFreeAgencyBidDoc | null = null;
  if (own) {
    // removing the tag and cancelling its bid record happen in one transaction
    await runRosterMove(deps, {
      teamId,
      actor,
      pids: [body.pid],
      decide: (ctx) => planCancelRestrictedFreeAgencyTag(ctx, body.pid),
      also: async (tx) => {
        cancelled = await deps.restrictedFreeAgency.cancelLive(key, deps.now(), tx);
      },
    });
  } else cancelled = await deps.restrictedFreeAgency.cancelLive(key, deps.now());
  if (!cancelled) throw AppError.notFound('No bid on this player');
  return toBid(cancelled);
}

/** Nominates the team's RFA-tagged player, or cancels the nomination (one per team). */
export async function nominateRestrictedFreeAgent(
  deps: RosterDeps,
  actor: RosterActor,
  teamId: number,
  body: RestrictedFreeAgencyNominationBody,
  cancel: boolean,
): Promise<RestrictedFreeAgencyNominationResponse> {
  await runRosterMove(deps, {
    teamId,
    actor,
    pids: [body.pid],
    decide: (ctx) => planNominateRestrictedFreeAgent(ctx, body.pid, cancel),
  });
  return { pid: body.pid, nominated: cancel ? null : deps.now() };
}
