import type { MeResponse, UpdateMeBody, UpdateMeResponse } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import type { UserPatch } from '../../db/repositories/users.repository';
import { toLeague, toTeam } from '../leagues/league-view';
import { hashPassword } from './password';
import { conflictFor } from './register';
import type { Sessions } from './sessions';
import { toUser } from './user-view';

/**
 * GET /me: the user, their teams (with their notification flags), those teams' leagues and the
 * leagues they are commissioner of — what the client's "Auth success" transition needs (spec §4).
 */
export async function getMe(repos: Repositories, userId: number): Promise<MeResponse> {
  const user = await repos.users.findById(userId);
  if (!user) throw AppError.unauthenticated('Account no longer exists');
  const owned = await repos.users.teamsOf(userId);
  // a team the commissioner deleted is no longer the user's to act on
  const teams = (await repos.leagues.findTeams(owned.map((o) => o.tid))).filter((t) => !t.archived_at);
  const flags = new Map(owned.map((o) => [o.tid, o]));
  const teamLeagues = await repos.leagues.findByIds([...new Set(teams.map((t) => t.lid))]);
  // A commissioner runs the league even without a team in it (the demo `commish` owns none).
  // Team leagues come first so the first league stays the first team's league (spec §4).
  const seen = new Set(teamLeagues.map((l) => l.uid));
  const commishLeagues = (await repos.leagues.findByCommissioner(userId)).filter((l) => !seen.has(l.uid));
  // the user's default league comes first, and its default team first, so the client's "first league, first
  // team" rule (spec §4 Auth success) opens on them
  const leagues = first([...teamLeagues, ...commishLeagues], (l) => l.uid === user.default_lid);
  const ordered = first(teams, (t) => t.uid === user.default_tid);
  const years = await Promise.all(leagues.map((l) => repos.leagues.yearsOf(l.uid)));
  return {
    user: toUser(user),
    teams: ordered.map((t) => {
      const f = flags.get(t.uid)!;
      return { ...toTeam(t), teamtext: f.teamtext, teamvoice: f.teamvoice, leaguetext: f.leaguetext };
    }),
    leagues: leagues.map((l, i) => toLeague(l, years[i])),
  };
}

/** The list with its first element matching `pick` moved to the front. */
function first<T>(list: T[], pick: (item: T) => boolean): T[] {
  const i = list.findIndex(pick);
  return i <= 0 ? list : [list[i], ...list.slice(0, i), ...list.slice(i + 1)];
}

/** The default league or team asked for, checked against what the user owns or runs. */
async function defaultPatch(repos: Repositories, userId: number, body: Extract<UpdateMeBody, { type: 'default_league' | 'default_team' }>): Promise<UserPatch> {
  if (body.value === null) return body.type === 'default_team' ? { default_tid: null } : { default_lid: null, default_tid: null };
  const owned = (await repos.users.teamsOf(userId)).map((o) => o.tid);
  const teams = (await repos.leagues.findTeams(owned)).filter((t) => !t.archived_at);
  if (body.type === 'default_team') {
    const team = teams.find((t) => t.uid === body.value);
    if (!team) throw AppError.forbidden('Not one of your teams', 'NOT_TEAM_OWNER');
    return { default_tid: team.uid, default_lid: team.lid };
  }
  const league = await repos.leagues.findById(body.value);
  const inLeague = teams.filter((t) => t.lid === body.value);
  if (!league || (!inLeague.length && league.commishid !== userId)) throw AppError.forbidden('Not one of your leagues');
  const user = await repos.users.findById(userId);
  // the default team stays only if it plays in the new default league
  return { default_lid: league.uid, default_tid: inLeague.some((t) => t.uid === user?.default_tid) ? user!.default_tid! : null };
}

/**
 * PUT /me: one setting per call, each validated by its type in the contract. A new password ends
 * every session of the user in the same write (token version bump); the caller gets a new one.
 */
export async function updateMe(repos: Repositories, sessions: Sessions, userId: number, body: UpdateMeBody): Promise<UpdateMeResponse> {
  let patch: UserPatch;
  switch (body.type) {
    case 'watchlist':
      patch = { watchlist: body.value };
      break;
    case 'email':
      patch = { email: body.value };
      break;
    case 'username':
      patch = { username: body.value };
      break;
    case 'password':
      patch = { password_hash: await hashPassword(body.value) };
      break;
    case 'phone':
      patch = { phone: body.value === '' ? null : body.value };
      break;
    case 'user_text_notifications':
      patch = { user_text_notifications: body.value };
      break;
    case 'user_voice_notifications':
      patch = { user_voice_notifications: body.value };
      break;
    case 'default_league':
    case 'default_team':
      patch = await defaultPatch(repos, userId, body);
      break;
  }
  const endSessions = body.type === 'password';
  const user = await repos.users.update(userId, patch, { endSessions }).catch(conflictFor);
  if (!user) throw AppError.unauthenticated('Account no longer exists');
  if (!endSessions) return { user: toUser(user) };
  const ver = user.token_version ?? 0;
  sessions.versionChanged(userId, ver);
  return { user: toUser(user), session: sessions.issue(userId, ver) };
}
