import type { ClaimCheck, ClaimHolder, RosterActionContext } from '@league/shared-rules';
import type { LeagueDoc, TeamDoc } from '../../db/models/league.model';
import { AppError } from '../../errors/app-error';
import type { RosterActor } from '../rosters/deps';
import { loadLeague, loadPlayerInfo, loadTeamContext, type TeamContext } from '../rosters/team-context';
import type { ClaimDeps } from './deps';

/** Refusals that mean "someone else got there first" answer 409; every other refusal 400. */
const CONFLICT_CODES = new Set(['PLAYER_ROSTERED', 'CLAIM_EXISTS', 'INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM']);

/** A refused claim check as the error the api answers. */
export function claimError(check: Extract<ClaimCheck, { ok: false }>): AppError {
  return new AppError(check.code, check.message, CONFLICT_CODES.has(check.code) ? 409 : 400);
}

/**
 * The caller's team in the league (the claiming team), or 403 NOT_TEAM_OWNER: claims are made by
 * a team's owner only, never by the commissioner for another team.
 */
export async function loadCallerTeam(deps: ClaimDeps, actor: RosterActor, lid: number): Promise<{ league: LeagueDoc; team: TeamDoc }> {
  const league = await loadLeague(deps, lid);
  const owned = await deps.users.teamsOf(actor.userId);
  const row = owned.find((t) => t.lid === lid);
  const team = row ? await deps.leagues.findTeam(row.tid) : null;
  if (!team || team.lid !== lid) throw AppError.forbidden('You have no team in this league', 'NOT_TEAM_OWNER');
  return { league, team };
}

/** The claiming team's rules context: its roster plus status and history of the named players. */
export interface ClaimContext {
  tc: TeamContext;
  ctx: RosterActionContext;
  /** The league roster row holding the claimed player (any team), as the checks read it. */
  holder: ClaimHolder | null;
}

/**
 * Loads what a claim is decided on: the claiming team's roster, the claimed player's holder and
 * whether a poach on him is pending, and the status and history of him and the releases.
 */
export async function loadClaimContext(
  deps: ClaimDeps,
  team: TeamDoc,
  league: LeagueDoc,
  pid: string,
  release: readonly string[],
): Promise<ClaimContext> {
  const tc = await loadTeamContext(deps, team, league);
  // the player info carries hasPoachClaim (a pending poach on him, any team)
  const [held, { info }] = await Promise.all([
    deps.actions.findRostered(league.uid, tc.year, pid),
    loadPlayerInfo(deps, league.uid, [pid, ...release], tc.now),
  ]);
  if (!info.has(pid)) throw AppError.invalid('Unknown player');
  for (const r of tc.rows) if (!info.has(r.pid)) info.set(r.pid, { pos: r.pos });
  const holder = held ? { tid: held.tid, slot: held.slot, value: held.value } : null;
  return { tc, ctx: { league: tc.rules, tid: team.uid, roster: tc.rows, players: info, now: tc.now, lastPick: tc.lastPick }, holder };
}
