import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { LeagueParamsSchema, PidSchema, QueryIntSchema, queryList } from './entities/common';
import { PlayerSchema } from './entities/player';

/**
 * The auction room's player pool (spec §2, §9): one page of a league's free agents with the values the
 * room shows, sorted and filtered on the server, so a phone never downloads the whole player pool.
 */

export const AUCTION_POOL_SORT_KEYS = ['name', 'pos', 'points', 'market', 'adjusted', 'age'] as const;
export type AuctionPoolSortKey = (typeof AUCTION_POOL_SORT_KEYS)[number];
/** The most rows one request returns: a page of the table, or the lineup planner's top scorers. */
export const AUCTION_POOL_MAX_LIMIT = 200;

export const AuctionPoolQuerySchema = z.object({
  /** Case-insensitive part of the player's name. */
  q: z.string().trim().max(100).optional(),
  /** Positions, comma-joined; none means every position. */
  pos: queryList(PlayerSchema.shape.pos).optional(),
  /**
   * These players (comma-joined), rostered or not: the lot's card and the history name players the page
   * does not hold. With `pids` the other filters still apply; the answer is paged like any other (a URL
   * is bounded anyway, 16 kB of headers in node).
   */
  pids: queryList(PidSchema).optional(),
  /** `market` and `adjusted` both order by points added over the position's baseline. */
  sort: z.enum(AUCTION_POOL_SORT_KEYS).default('market'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  /**
   * At most this many rows of each position (the first ones in the order asked): the lineup planner's
   * candidates cover every position it must fill, kickers and defenses included.
   */
  per_pos: z.coerce.number<number | string>().int().min(1).max(AUCTION_POOL_MAX_LIMIT).optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(AUCTION_POOL_MAX_LIMIT).default(50),
  offset: QueryIntSchema.default(0),
});
export type AuctionPoolQuery = z.input<typeof AuctionPoolQuerySchema>;

/**
 * The room's first request, key for key in this order: the api's page answer preloads exactly this URL
 * (api/src/http/route-hints.ts), so the room's first call finds its answer already on the way.
 */
export const AUCTION_POOL_FIRST_QUERY = { sort: 'market', dir: 'desc', limit: 25, offset: 0 } as const;

/** One pool row: only what the room shows (table, player card, lineup planner). */
export const AuctionPoolPlayerSchema = z.object({
  pid: PidSchema,
  name: z.string(),
  pos: PlayerSchema.shape.pos,
  /** NFL team (`INA` for none). */
  team: z.string(),
  nfl_status: z.string().nullable(),
  /** Last season's half-ppr points (the data set has no projections). */
  points: z.number(),
  /** Points over the worst starter at the position (negative below it). */
  points_added: z.number(),
  /** Market salary (spec §9) at the league's rate. */
  market: z.number().int().nonnegative(),
  /** Bye week this season, null when the schedule has none for the team. */
  bye: z.number().int().nullable(),
  /** Whole years on the server's today, null without a birth date. */
  age: z.number().int().nullable(),
});
export type AuctionPoolPlayer = z.infer<typeof AuctionPoolPlayerSchema>;

export const AuctionPoolResponseSchema = z.object({
  players: z.array(AuctionPoolPlayerSchema),
  /** Players matching the filters (all pages). */
  total: z.number().int().nonnegative(),
  /**
   * Positive points added of the players not on a roster: the room prices Adjusted (spec §9) itself as
   * the unspent cap moves, `round(points_added × unspent cap ÷ open_points_added)`.
   */
  open_points_added: z.number().nonnegative(),
});
export type AuctionPoolResponse = z.infer<typeof AuctionPoolResponseSchema>;

/** GET /leagues/:leagueId/auction/pool — public, like the room (visitors may watch). */
export const getAuctionPoolEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/auction/pool',
  params: LeagueParamsSchema,
  query: AuctionPoolQuerySchema,
  response: AuctionPoolResponseSchema,
  docs: {
    summary: 'Page the auction pool',
    description: 'Free agents with their auction values, filtered, sorted and paged; `pids` names players.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 }, query: { pos: 'RB,WR', limit: 25 } },
  },
});
