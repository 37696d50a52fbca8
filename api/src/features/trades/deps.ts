import type { Repositories } from '../../db/repositories';
import { createTradesRepository, type TradesRepository } from '../../db/repositories/trades.repository';
import { createRosterDeps, type RosterDeps } from '../rosters/deps';

/** What the trade use-cases need: the roster use-cases' repositories, trades, stat lines, and the clock. */
export interface TradeDeps extends RosterDeps {
  trades: TradesRepository;
  /** Players' weekly lines, for the analyzer's projections. */
  seasonPlay: Repositories['seasonPlay'];
}

export function createTradeDeps(repos: Repositories, now: () => number): TradeDeps {
  return { ...createRosterDeps(repos, now), trades: createTradesRepository(), seasonPlay: repos.seasonPlay };
}
