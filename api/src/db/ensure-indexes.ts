import mongoose from 'mongoose';
import './models/counter.model';
import './models/user.model';
import './models/league.model';
import './models/roster.model';
import './models/cutlist.model';
import './models/restricted-free-agency.model';
import './models/waiver.model';
import './models/poach.model';
import './models/draft.model';
import './models/trade.model';
import './models/notice.model';
import './models/player.model';
import './models/nfl-data.model';
import './models/stats.model';
import './models/auction-room.model';
import './models/auction-log.model';
import './models/auction-lease.model';
import './models/rate-limit.model';
import './models/season-play.model';
import './models/prop-market.model';
import './models/charted-play.model';
import './models/job-run.model';
import './models/team-value.model';
import './models/projection.model';
import './models/careerlogs.model';

/**
 * Builds every compiled model's indexes before the app serves or imports: the unique indexes are
 * what make ids, usernames and roster membership safe under concurrency, so they must exist first.
 */
export async function ensureIndexes(): Promise<void> {
  for (const name of mongoose.modelNames()) await mongoose.model(name).createIndexes();
}
