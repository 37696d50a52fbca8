import { fetchDataViews, ownerFilterFromSearch } from './data-views-api';

describe('data-views api module', () => {
  it('reads the owner filter from the query string', () => {
    expect(ownerFilterFromSearch('?username=owner3')).toEqual({ username: 'owner3' });
    expect(ownerFilterFromSearch('?user_id=4&x=1')).toEqual({ user_id: 4 });
    expect(ownerFilterFromSearch('?user_id=abc&username=%20')).toEqual({});
  });

  it('asks for the named user views with the bearer token', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return Promise.resolve({ ok: true, status: 200, statusText: 'OK', text: async () => '[]' });
    }) as unknown as typeof fetch;
    await expect(fetchDataViews({ apiBase: '/api', token: 't' }, { username: 'owner3' })).resolves.toEqual([]);
    expect(calls[0].url).toBe('/api/data-views?username=owner3');
    expect((calls[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer t');
  });
});
