import type { AuthResponse, LoginBody } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import { hashPassword, verifyPassword } from './password';
import { signToken } from './tokens';

// Hashed once so an unknown login costs the same scrypt work as a wrong password (no user probing by timing).
let dummyHash: Promise<string> | undefined;

/** Signs in by email or username; both failures give the same answer. */
export async function login(
  repos: Repositories,
  body: LoginBody,
  deps: { secret: string; now: Date },
): Promise<AuthResponse> {
  const user = await repos.users.findByLogin(body.email_or_username);
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyHash));
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 'Invalid username/email or password', 401);
  return { token: signToken(user.uid, deps.secret, Math.floor(deps.now.getTime() / 1000)), userId: user.uid };
}
