import type { AuthResponse, RegisterBody } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import { DuplicateKeyError } from '../../db/repositories/duplicate-key';
import { REGISTER_LIMIT, type AttemptLimiter } from './login-throttle';
import { hashPassword } from './password';
import type { Sessions } from './sessions';

/** Maps a unique-index violation to the spec's conflict codes. */
export function conflictFor(err: unknown): never {
  if (err instanceof DuplicateKeyError) {
    if (err.field === 'email') throw AppError.conflict('Email already registered', 'EMAIL_TAKEN');
    if (err.field === 'username_key') throw AppError.conflict('Username already taken', 'USERNAME_TAKEN');
  }
  throw err;
}

/**
 * Creates an account and signs the user in. Every attempt counts against the address's
 * {@link REGISTER_LIMIT}. With leagueId/teamId/invite_code the user also joins that team as an
 * owner; the invite is checked and used up before the account is created, so a bad code leaves nothing
 * behind and a code joins one user only (a failed account creation gives the code back).
 */
export async function register(
  repos: Repositories,
  body: RegisterBody,
  deps: { sessions: Sessions; limiter: AttemptLimiter; address: string; now: Date },
): Promise<AuthResponse> {
  const counters = [{ key: `register:address:${deps.address}`, budget: REGISTER_LIMIT }];
  const uid = await deps.limiter.attempt(counters, deps.now, () => createAccount(repos, body, deps.now), () => true);
  return deps.sessions.issue(uid, 0);
}

async function createAccount(repos: Repositories, body: RegisterBody, now: Date): Promise<number> {
  let join: { tid: number; lid: number } | null = null;
  if (body.teamId !== undefined) {
    const team = await repos.leagues.findTeam(body.teamId);
    if (!team || team.lid !== body.leagueId || !team.invite_code || team.invite_code !== body.invite_code) {
      throw new AppError('INVALID_INVITE', 'Invalid invite code for this team', 400);
    }
    join = { tid: team.uid, lid: team.lid };
  }
  // invite codes are single use: take it first, atomically, so two registrations cannot both join
  if (join && !(await repos.leagueSettings.consumeInvite(join.lid, join.tid, body.invite_code!))) {
    throw new AppError('INVALID_INVITE', 'Invalid invite code for this team', 400);
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const user = await repos.users
    .insert({
      username: body.username,
      email: body.email,
      password_hash: await hashPassword(body.password),
      phone: null,
      user_text_notifications: false,
      user_voice_notifications: false,
      watchlist: [],
      created_at: nowSeconds,
    })
    .catch(async (err: unknown) => {
      // the account was not created: the code stays usable
      if (join) await repos.leagueSettings.setInviteCode(join.tid, body.invite_code!);
      return conflictFor(err);
    });
  if (join) {
    await repos.users.addOwner({ userid: user.uid, ...join, teamtext: false, teamvoice: false, leaguetext: false });
  }
  return user.uid;
}
