import { createAuctionRepository, type AuctionRepository } from './auction.repository';
import { createCareerlogsRepository, type CareerlogsRepository } from './careerlogs.repository';
import { createErrorReportsRepository, type ErrorReportsRepository } from './error-reports.repository';
import { createLeaguesRepository, type LeaguesRepository } from './leagues.repository';
import { createLeagueSettingsRepository, type LeagueSettingsRepository } from './league-settings.repository';
import { createNflRepository, type NflRepository } from './nfl.repository';
import { createProjectionsRepository, type ProjectionsRepository } from './projections.repository';
import { createPlayTotalsRepository, type PlayTotalsRepository } from './play-totals.repository';
import { createPlaysRepository, type PlaysRepository } from './plays.repository';
import { createResearchRepository, type ResearchRepository } from './research.repository';
import { createRateLimitsRepository, type RateLimitsRepository } from './rate-limits.repository';
import { createPlayersRepository, type PlayersRepository } from './players.repository';
import { createSeasonPlayRepository, type SeasonPlayRepository } from './season-play.repository';
import { createStatsRepository, type StatsRepository } from './stats.repository';
import { createRostersRepository, type RostersRepository } from './rosters.repository';
import { createUsersRepository, type UsersRepository } from './users.repository';

/**
 * Every repository the server hands to use-cases, routes and the realtime module. Repositories
 * return plain objects and are the only code that touches mongoose models.
 */
export interface Repositories {
  users: UsersRepository;
  leagues: LeaguesRepository;
  /** The commissioner's settings and team writes, and the settings history. */
  leagueSettings: LeagueSettingsRepository;
  players: PlayersRepository;
  rosters: RostersRepository;
  nfl: NflRepository;
  errorReports: ErrorReportsRepository;
  /** Live auction rooms (snapshot + log), leases and the league facts the rooms need. */
  auction: AuctionRepository;
  /** Shared rate-limit counters (failed logins per account and per address). */
  rateLimits: RateLimitsRepository;
  /** Matchups, weekly lineups, season records and playoff odds. */
  seasonPlay: SeasonPlayRepository;
  /** Player-week stat lines, live game states and the stat-update signal (stats ingest). */
  stats: StatsRepository;
  /** Plays pre-aggregated per player and game for the data-view engine (play_game_totals). */
  playTotals: PlayTotalsRepository;
  /** Plays with their derived stats (GET /plays, /plays/stats). */
  plays: PlaysRepository;
  /** The selected-player drawer's research reads and the prop-market store. */
  research: ResearchRepository;
  /** Projection rows (sources' and users' own), the sources and users' source weights. */
  projections: ProjectionsRepository;
  /** The stored careerlogs answers and their stamps (bumped by the writers of their inputs). */
  careerlogs: CareerlogsRepository;
}

export function createRepositories(): Repositories {
  return {
    users: createUsersRepository(),
    leagues: createLeaguesRepository(),
    leagueSettings: createLeagueSettingsRepository(),
    players: createPlayersRepository(),
    rosters: createRostersRepository(),
    nfl: createNflRepository(),
    errorReports: createErrorReportsRepository(),
    auction: createAuctionRepository(),
    rateLimits: createRateLimitsRepository(),
    seasonPlay: createSeasonPlayRepository(),
    stats: createStatsRepository(),
    playTotals: createPlayTotalsRepository(),
    plays: createPlaysRepository(),
    research: createResearchRepository(),
    projections: createProjectionsRepository(),
    careerlogs: createCareerlogsRepository(),
  };
}
