import type { AuthResponse, LoginBody } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import { LOGIN_LIMITS, type AttemptLimiter } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import type { Sessions } from './sessions';

// Hashed once so an unknown login costs the same scrypt work as a wrong password (no user probing by timing).
let dummyHash: Promise<string> | undefined;

export interface LoginDeps {
  sessions: Sessions;
  limiter: AttemptLimiter;
  /** The caller's address, the second throttle key. */
  address: string;
  now: Date;
}

const isWrongPassword = (outcome: unknown) => outcome instanceof AppError && outcome.code === 'INVALID_CREDENTIALS';

/**
 * Signs in by email or username; both failures give the same answer. Failed attempts are counted
 * per account (by user id, so email and username share one budget; by the typed name for unknown
 * accounts) and per address, separately; over either budget the attempt is refused before any
 * password work, with 429 RATE_LIMITED.
 */
export async function login(repos: Repositories, body: LoginBody, deps: LoginDeps): Promise<AuthResponse> {
  const user = await repos.users.findByLogin(body.email_or_username);
  const account = user ? `uid:${user.uid}` : `name:${body.email_or_username.trim().toLowerCase()}`;
  const counters = [
    { key: `login:account:${account}`, budget: LOGIN_LIMITS.account },
    { key: `login:address:${deps.address}`, budget: LOGIN_LIMITS.address },
  ];
  return deps.limiter.attempt(
    counters,
    deps.now,
    async () => {
      dummyHash ??= hashPassword('not-a-real-password');
      const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyHash));
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 'Invalid username/email or password', 401);
      return deps.sessions.issue(user.uid, user.token_version ?? 0);
    },
    isWrongPassword,
  );
}
