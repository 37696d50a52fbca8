import { z } from 'zod';
import { IdSchema, PidSchema } from './common';

/** A user as the api returns it to that same user (spec §3 User). Never carries the password hash. */
export const UserSchema = z.object({
  id: IdSchema,
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  user_text_notifications: z.boolean(),
  user_voice_notifications: z.boolean(),
  /** Watched players (saved with PUT /me type `watchlist`). */
  watchlist: z.array(PidSchema),
  /**
   * The league and team the app opens on (PUT /me types `default_league` and `default_team`); null: the
   * first of GET /me's lists. GET /me lists the default league first, and the default team first.
   */
  default_league_id: IdSchema.nullable(),
  default_team_id: IdSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** Usernames: 3-32 characters, letters, digits, `_`, `-` and `.`. */
export const UsernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain letters, digits, _ - and . only');

/**
 * Emails are trimmed and lowercased, then checked. The pipe's input side is a bare string to JSON Schema,
 * so the published document is told the same check: zod's own email pattern, around optional whitespace.
 */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Invalid email').max(254))
  .meta({ pattern: `^\\s*${z.regexes.email.source.slice(1, -1)}\\s*$`, maxLength: 254 });

/** Passwords: 8-200 characters (length bounds the KDF input). */
export const PasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');
