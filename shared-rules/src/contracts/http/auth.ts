import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdSchema, PID_PATTERN, PidSchema } from './entities/common';
import { LeagueSchema } from './entities/league';
import { UserTeamSchema } from './entities/team';
import { EmailSchema, PasswordSchema, UserSchema, UsernameSchema } from './entities/user';

/** Auth and account calls (spec §7 "Auth and user"). */

/**
 * A signed-in session. `token` is the short-lived bearer token (hours, `expiresIn` seconds from
 * issue); `refreshToken` is traded at POST /auth/refresh for a new pair before or after the bearer
 * token expires, so an active user stays signed in. A password change or a logout-everywhere ends
 * both for every other session (server-side token version).
 */
export const AuthResponseSchema = z.object({
  token: z.string(),
  userId: IdSchema,
  refreshToken: z.string(),
  expiresIn: z.number().int().positive(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/**
 * Registration. `leagueId`, `teamId` and `invite_code` go together: with them the new user joins that
 * team as an owner, provided the code matches the team's invite code (else 400 INVALID_INVITE).
 */
export const RegisterBodySchema = z
  .object({
    email: EmailSchema,
    username: UsernameSchema,
    password: PasswordSchema,
    leagueId: z.coerce.number().int().positive().optional(),
    teamId: z.coerce.number().int().positive().optional(),
    invite_code: z.string().trim().min(1).max(64).optional(),
  })
  .refine((b) => (b.teamId === undefined) === (b.leagueId === undefined) && (b.teamId === undefined) === (b.invite_code === undefined), {
    message: 'leagueId, teamId and invite_code are required together',
    path: ['invite_code'],
  })
  // The refine above in JSON Schema terms, so the published document says it too.
  .meta({ dependentRequired: { leagueId: ['teamId', 'invite_code'], teamId: ['leagueId', 'invite_code'], invite_code: ['leagueId', 'teamId'] } });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/register',
  body: RegisterBodySchema,
  response: AuthResponseSchema,
  docs: {
    summary: 'Create an account',
    description: 'Creates an account and answers a session token. With `leagueId`, `teamId` and the team\'s `invite_code` the account also becomes that team\'s owner.',
    access: 'visitor',
    errors: ['USERNAME_TAKEN', 'EMAIL_TAKEN', 'INVALID_INVITE', 'NOT_FOUND', 'INVALID_TEAM'],
    rateLimited: true,
  },
});

export const LoginBodySchema = z.object({
  // `\S` before the trim: the document then says what the api refuses (a blank name is not a name).
  email_or_username: z.string().regex(/\S/, 'Required').trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  body: LoginBodySchema,
  response: AuthResponseSchema,
  docs: {
    summary: 'Log in',
    description: 'Checks a username (or email) and password and answers a session token to send as `Authorization: Bearer <token>` on later calls.',
    access: 'visitor',
    errors: ['INVALID_CREDENTIALS'],
    rateLimited: true,
    example: { body: { email_or_username: 'owner1', password: 'league-demo' } },
  },
});

/** What "Auth success" of spec §4 needs: the user, their teams and their leagues. */
export const MeResponseSchema = z.object({
  user: UserSchema,
  teams: z.array(UserTeamSchema),
  leagues: z.array(LeagueSchema),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const getMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/me',
  response: MeResponseSchema,
  auth: true,
  docs: {
    summary: 'Who am I',
    description: 'The logged-in account: its user record, its teams and the leagues it belongs to or runs as commissioner. The first call a new app makes after login.',
    access: 'user',
  },
});

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/**
 * PUT /me (type, value). The watchlist is a comma-joined list of pids (spec §7); an empty string
 * clears it. Each type validates its own value.
 */
export const UpdateMeBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('watchlist'),
    value: z
      .string()
      .max(20000)
      // the pids the transform below checks one by one, as a pattern the published document can show
      .meta({ pattern: `^[\\s,]*(?:${PID_PATTERN}[\\s,]*)*$` })
      .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
      .pipe(z.array(PidSchema).max(1000)),
  }),
  z.object({ type: z.literal('email'), value: EmailSchema }),
  z.object({ type: z.literal('username'), value: UsernameSchema }),
  z.object({ type: z.literal('password'), value: PasswordSchema }),
  z.object({
    type: z.literal('phone'),
    value: z.string().trim().regex(/^\+?[0-9 ()-]{7,20}$/, 'Invalid phone number').or(z.literal('')),
  }),
  z.object({ type: z.literal('user_text_notifications'), value: flag }),
  z.object({ type: z.literal('user_voice_notifications'), value: flag }),
  /** A league the user has a team in or runs; null clears it. Its default team is cleared unless in it. */
  z.object({ type: z.literal('default_league'), value: IdSchema.nullable() }),
  /** One of the user's teams; its league becomes the default league too. null clears it. */
  z.object({ type: z.literal('default_team'), value: IdSchema.nullable() }),
]);
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;

/**
 * PUT /me answer. A password change ends every session of the user, this one included, so it comes
 * with a fresh `session` for the caller.
 */
export const UpdateMeResponseSchema = z.object({ user: UserSchema, session: AuthResponseSchema.optional() });
export type UpdateMeResponse = z.infer<typeof UpdateMeResponseSchema>;

export const updateMeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/me',
  body: UpdateMeBodySchema,
  response: UpdateMeResponseSchema,
  auth: true,
  docs: {
    summary: 'Change an account setting',
    description: 'Sets one setting of the logged-in account, chosen by `type` (for example the watchlist, a comma-joined list of player ids). A password change ends every other session and answers a fresh `session` for this one. The default league must be one the account has a team in or runs, the default team one of its teams (403 FORBIDDEN and NOT_TEAM_OWNER otherwise).',
    access: 'user',
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_TEAM_OWNER', 'USERNAME_TAKEN', 'EMAIL_TAKEN', 'TOKEN_EXPIRED'],
    example: { body: { type: 'watchlist', value: 'JOSH-ALLE-2018-1996-05-21' } },
  },
});

export const RefreshBodySchema = z.object({ refreshToken: z.string().min(1).max(2000) });
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

/** Trades a refresh token for a new session (sliding: the new refresh token's lifetime starts now). */
export const refreshEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/refresh',
  body: RefreshBodySchema,
  response: AuthResponseSchema,
  docs: {
    summary: 'Refresh a session',
    description: 'Trades the refresh token of a login for a new bearer token (valid 2 hours) and a new refresh token (valid 30 days from now). Refused once the account logged out everywhere or changed its password.',
    access: 'visitor',
    errors: ['UNAUTHENTICATED'],
  },
});

/** Ends every session of the caller on every device (bumps the user's token version). */
export const logoutEverywhereEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/logout-everywhere',
  response: z.object({ ok: z.literal(true) }),
  auth: true,
  docs: {
    summary: 'Log out everywhere',
    description: 'Ends every session of the logged-in account on every device, this one included, refresh tokens too (the account\'s token version goes up). Other api instances stop accepting the old tokens within 5 seconds.',
    access: 'user',
    errors: ['TOKEN_EXPIRED'],
  },
});
