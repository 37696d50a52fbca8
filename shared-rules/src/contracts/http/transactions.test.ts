import { ListTransactionsQuerySchema, TRANSACTIONS_PAGE_SIZE, listReserveTransactionsEndpoint } from './transactions';

describe('transactions contracts', () => {
  it('defaults the page and coerces numbers from the query string', () => {
    expect(ListTransactionsQuerySchema.parse({})).toEqual({ offset: 0, limit: TRANSACTIONS_PAGE_SIZE });
    expect(ListTransactionsQuerySchema.parse({ offset: '50', limit: '25', since: '1700000000' })).toEqual({
      offset: 50,
      limit: 25,
      since: 1_700_000_000,
    });
  });

  it('splits comma lists of types and teams', () => {
    const query = ListTransactionsQuerySchema.parse({ types: '1,14', teams: '3' });
    expect(query.types).toEqual([1, 14]);
    expect(query.teams).toEqual([3]);
  });

  it('rejects unknown types, bad teams and oversized pages', () => {
    expect(ListTransactionsQuerySchema.safeParse({ types: '1,20' }).success).toBe(false);
    expect(ListTransactionsQuerySchema.safeParse({ teams: '0' }).success).toBe(false);
    expect(ListTransactionsQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(ListTransactionsQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it('requires the league on the reserve list', () => {
    expect(listReserveTransactionsEndpoint.query?.safeParse({}).success).toBe(false);
    expect(listReserveTransactionsEndpoint.query?.parse({ leagueId: '1' })).toEqual({ leagueId: 1 });
  });
});
