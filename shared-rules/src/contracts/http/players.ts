import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdSchema, LeagueParamsSchema, PidSchema, TeamParamsSchema } from './entities/common';
import { LeaguePlayerSchema, PlayerSchema } from './entities/player';

/** Player reads (spec §7 "Players"). */

const list = <T extends z.ZodType>(item: T) => z.array(item).max(500).optional();

/**
 * POST /players filters. All optional; lists match any of their values. With `leagueId` each player
 * carries its roster info in that league (`tid`, `slot`, `value`, `tag`).
 */
export const PlayerSearchBodySchema = z.object({
  q: z.string().trim().max(100).optional(),
  positions: list(z.enum(['QB', 'RB', 'WR', 'TE', 'K', 'DST'])),
  nfl_teams: list(z.string().regex(/^[A-Z]{1,3}$/)),
  colleges: list(z.string().max(100)),
  draft_rounds: list(z.number().int().min(0).max(10)),
  /** Seasons of NFL experience (0 = rookie), relative to the current season. */
  experience: list(z.number().int().min(0).max(30)),
  nfl_statuses: list(z.string().max(40)),
  pids: list(PidSchema),
  leagueId: z.number().int().nonnegative().optional(),
  /** Only players not on a roster of `leagueId`. */
  free_agents_only: z.boolean().optional(),
  limit: z.number().int().min(1).max(500).default(100),
  offset: z.number().int().min(0).default(0),
});
export type PlayerSearchBody = z.input<typeof PlayerSearchBodySchema>;

export const searchPlayersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/players',
  body: PlayerSearchBodySchema,
  response: z.object({ players: z.array(LeaguePlayerSchema), total: z.number().int() }),
  docs: {
    summary: 'Search players',
    description: 'Players matching the filters in the body (name, positions, NFL teams, statuses, ids), with league data when `leagueId` is given.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { body: { q: 'allen', leagueId: 1 } },
  },
});

export const getPlayerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/players/:pid',
  params: z.object({ pid: PidSchema }),
  response: PlayerSchema,
  docs: {
    summary: 'Read a player',
    description: 'One player by id.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { pid: 'JOSH-ALLE-2018-1996-05-21' } },
  },
});

/** GET /leagues/:leagueId/players — every rostered player of the league with roster info. */
export const getLeaguePlayersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/players',
  params: LeagueParamsSchema,
  response: z.object({ players: z.array(LeaguePlayerSchema) }),
  docs: {
    summary: 'List a league\'s rostered players',
    description: 'Every player on a roster in the league, with salary and slot.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});

/** GET /teams/:teamId/players?leagueId — one team's players with roster info. */
export const getTeamPlayersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/teams/:teamId/players',
  params: TeamParamsSchema,
  query: z.object({ leagueId: z.coerce.number().int().positive() }),
  response: z.object({ players: z.array(LeaguePlayerSchema) }),
  docs: {
    summary: 'List a team\'s players',
    description: 'The players on one team\'s roster in a league.',
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_TEAM'],
    example: { params: { teamId: 1 }, query: { leagueId: 1 } },
  },
});

export type TeamId = z.infer<typeof IdSchema>;
