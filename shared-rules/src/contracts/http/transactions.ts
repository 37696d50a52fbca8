import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import {
  IdParamSchema,
  LeagueIdParamSchema,
  LeagueParamsSchema,
  PidSchema,
  QueryIntSchema,
  TeamParamsSchema,
  TransactionTypeSchema,
  queryList,
} from './entities/common';
import { TransactionSchema } from './entities/transaction';

/**
 * Transactions lists (spec §7 "Transactions", §4 "Transactions list"). Lists come newest first.
 * The spec calls the page size a shared constant without giving its value: it is
 * {@link TRANSACTIONS_PAGE_SIZE}; a page shorter than `limit` means there is no more.
 */
export const TRANSACTIONS_PAGE_SIZE = 25;

/** A transaction type in a query string. */
const TransactionTypeQuerySchema = z.coerce.number<number | string>().pipe(TransactionTypeSchema);

/**
 * Query of the league transactions list (spec: offset, limit, leagueId, types, teams, since).
 * `types` and `teams` are comma lists (`types=1,14`); `since` is unix seconds. `leagueId` is
 * accepted because the spec lists it, but the path's league decides.
 */
export const ListTransactionsQuerySchema = z.object({
  offset: QueryIntSchema.default(0),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(TRANSACTIONS_PAGE_SIZE),
  leagueId: LeagueIdParamSchema.optional(),
  types: queryList(TransactionTypeQuerySchema).optional(),
  teams: queryList(IdParamSchema).optional(),
  since: QueryIntSchema.optional(),
  /** One player's transactions only (spec §7: transactions per player take pid and league id). */
  pid: PidSchema.optional(),
});
export type ListTransactionsQuery = z.infer<typeof ListTransactionsQuerySchema>;

export const TransactionListSchema = z.array(TransactionSchema);
export type TransactionList = z.infer<typeof TransactionListSchema>;

/** A page of the league's transactions, newest first, filtered by types, teams and since. */
export const listTransactionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/transactions',
  params: LeagueParamsSchema,
  query: ListTransactionsQuerySchema,
  response: TransactionListSchema,
  docs: {
    summary: 'List transactions',
    description: 'The league\'s transactions, newest first, filtered by type, team, player (`pid`, the player drawer\'s Transactions tab) and time, paged with offset and limit.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 }, query: { limit: 20 } },
  },
});

/** Release transactions of the waiver hold window (24 h), newest first: who is on waivers now. */
export const listReleaseTransactionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/transactions/release',
  params: LeagueParamsSchema,
  response: TransactionListSchema,
  docs: {
    summary: 'List release transactions',
    description: 'The league\'s player releases (for the release history).',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});

/** Query of the team's reserve transactions (spec: leagueId). */
export const ListReserveTransactionsQuerySchema = z.object({ leagueId: LeagueIdParamSchema });
export type ListReserveTransactionsQuery = z.infer<typeof ListReserveTransactionsQuerySchema>;

/**
 * The team's recent transactions that decide reserve (IR) eligibility: those of the last 30 days of
 * types roster add, release, poached, draft or practice add, plus activations (spec §4 "Derived
 * player eligibility"), newest first.
 */
export const listReserveTransactionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/teams/:teamId/transactions/reserve',
  params: TeamParamsSchema,
  query: ListReserveTransactionsQuerySchema,
  response: TransactionListSchema,
  auth: true,
  docs: {
    summary: 'List your reserve transactions',
    description: 'Your team\'s moves to and from reserve in a league.',
    access: 'owner',
    errors: ['NOT_FOUND', 'NOT_TEAM_OWNER', 'INVALID_TEAM'],
    example: { params: { teamId: 1 }, query: { leagueId: 1 } },
  },
});
