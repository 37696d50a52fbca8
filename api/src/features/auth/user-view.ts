import type { User } from '@league/shared-rules/contracts';
import type { UserDoc } from '../../db/models/user.model';

/** A stored user as the wire User: never the password hash. */
export function toUser(doc: UserDoc): User {
  return {
    id: doc.uid,
    username: doc.username,
    email: doc.email,
    phone: doc.phone ?? null,
    user_text_notifications: doc.user_text_notifications,
    user_voice_notifications: doc.user_voice_notifications,
    watchlist: doc.watchlist ?? [],
    default_league_id: doc.default_lid ?? null,
    default_team_id: doc.default_tid ?? null,
  };
}
