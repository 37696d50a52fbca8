import { z } from 'zod';
import { defineEndpoint } from '../contracts/http/define-endpoint';
import { submitPoachEndpoint } from '../contracts/http/poaches';
import { listTransactionsEndpoint } from '../contracts/http/transactions';
import { listSourcesEndpoint } from '../contracts/http/sources';
import { ApiError, DEFAULT_ERROR_MESSAGE, TIMEOUT_MESSAGE, getShownMessage } from './api-error';
import { REQUEST_TIMEOUT_MS, createApiClient, encodeQuery } from './create-api-client';

const PID = 'JOSH-ALLE-2018-1996-05-21';
const poach = { uid: 9, tid: 3, player_tid: 5, lid: 1, pid: PID, release: [], submitted: 1_700_000_000, processed: null };

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

function setup(respond: (url: string, init: RequestInit) => Promise<Response> | Response, token: string | null = 'tok') {
  const fetchImpl = jest.fn(async (input: string | URL | Request, init?: RequestInit) => respond(String(input), init ?? {}));
  const reportError = jest.fn();
  const client = createApiClient({ baseUrl: '/api/', getToken: () => token, reportError, fetchImpl });
  return { client, fetchImpl, reportError };
}

describe('createApiClient', () => {
  it('sends the bearer token, cookies and a JSON body, and parses the answer', async () => {
    const { client, fetchImpl } = setup(() => json(200, poach));
    const result = await client.call(submitPoachEndpoint, { params: { leagueId: 1 }, body: { pid: PID } });
    expect(result.player_tid).toBe(5);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/leagues/1/poaches');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ pid: PID }));
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it('sends no authorization header without a token', async () => {
    const { client, fetchImpl } = setup(() => json(200, []), null);
    await client.call(listSourcesEndpoint);
    const headers = fetchImpl.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('encodes the query with comma lists and leaves out empty values', async () => {
    const { client, fetchImpl } = setup(() => json(200, []));
    await client.call(listTransactionsEndpoint, {
      params: { leagueId: 1 },
      query: { offset: 25, types: [1, 14], teams: [3], since: undefined },
    });
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/leagues/1/transactions?offset=25&types=1%2C14&teams=3');
    // what the server's contract reads back from that string
    const query = Object.fromEntries(new URL(String(fetchImpl.mock.calls[0][0]), 'http://x').searchParams);
    expect(listTransactionsEndpoint.query?.parse(query)).toEqual({ offset: 25, limit: 25, types: [1, 14], teams: [3] });
  });

  it('throws the server error with its code, status and message, and reports it', async () => {
    const { client, reportError } = setup(() =>
      json(409, { error: { code: 'OVER_ROSTER_SPACE', message: 'Roster is full' } }, 'Conflict'),
    );
    const error = await client.call(submitPoachEndpoint, { params: { leagueId: 1 }, body: { pid: PID } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'OVER_ROSTER_SPACE', status: 409, message: 'Roster is full', request: 'POST /leagues/1/poaches' });
    expect(getShownMessage(error)).toBe('Roster is full');
    expect(reportError).toHaveBeenCalledWith(error, { method: 'POST', path: '/leagues/1/poaches' });
  });

  it('falls back to the status text when the body has no error message', async () => {
    const { client } = setup(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await client.call(listSourcesEndpoint).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAVAILABLE', status: 502, message: 'Bad Gateway' });
  });

  it('keeps the message of an error code it does not know', async () => {
    const { client } = setup(() => json(400, { error: { code: 'SOMETHING_NEW', message: 'Bid too high' } }, 'Bad Request'));
    const error = await client.call(listSourcesEndpoint).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_PARAMS', message: 'Bid too high' });
  });

  it('does not report a call that ignores errors, but still throws', async () => {
    const { client, reportError } = setup(() => json(500, { error: { code: 'INTERNAL', message: 'Internal error' } }));
    const error = await client.call(listSourcesEndpoint, { ignoreErrors: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL', ignored: true });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('rejects a response that does not match the contract', async () => {
    const { client, reportError } = setup(() => json(200, [{ uid: 99, name: 'x', url: '', weight: 1 }]));
    const error = await client.call(listSourcesEndpoint).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL', status: 200, message: 'Unexpected response from the server' });
    expect((error as ApiError).details).toHaveProperty(['0.uid']);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('accepts an empty body when the contract allows it', async () => {
    const endpoint = defineEndpoint({ method: 'DELETE', path: '/things/:id', params: z.object({ id: z.number() }), response: z.undefined() });
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.call(endpoint, { params: { id: 1 } })).resolves.toBeUndefined();
  });

  it('turns a network failure into UNAVAILABLE with status 0', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client.call(listSourcesEndpoint).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAVAILABLE', status: 0, message: 'Failed to fetch' });
  });

  it('refuses to send a call with a missing path parameter', async () => {
    const { client, fetchImpl } = setup(() => json(200, {}));
    // @ts-expect-error params are required by the contract
    await expect(client.call(submitPoachEndpoint, { body: { pid: PID } })).rejects.toThrow('Missing path parameter: leagueId');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('types params and body from the contract (checked by the compiler)', () => {
    const { client, fetchImpl } = setup(() => json(200, poach));
    const typeChecks = () => [
      // @ts-expect-error pid must be a string
      client.call(submitPoachEndpoint, { params: { leagueId: 1 }, body: { pid: 3 } }),
      // @ts-expect-error the endpoint takes no query
      client.call(submitPoachEndpoint, { params: { leagueId: 1 }, body: { pid: PID }, query: { x: 1 } }),
      // options may be left out when nothing is required
      client.call(listSourcesEndpoint),
    ];
    expect(typeof typeChecks).toBe('function');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  describe('timeout', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** A fetch that never answers until its signal aborts. */
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });

    it('aborts after 40 s with the timeout text and code TIMEOUT, and reports it', async () => {
      const { client, reportError } = setup(hanging);
      const pending = client.call(listSourcesEndpoint).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(reportError).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toMatchObject({ code: 'TIMEOUT', status: 0, message: TIMEOUT_MESSAGE });
      expect(getShownMessage(error)).toBe(TIMEOUT_MESSAGE);
      expect(reportError).toHaveBeenCalledTimes(1);
    });

    it('passes the caller abort through without reporting it', async () => {
      const { client, reportError } = setup(hanging);
      const controller = new AbortController();
      const pending = client.call(listSourcesEndpoint, { signal: controller.signal }).catch((e: unknown) => e);
      controller.abort(new Error('unmounted'));
      expect(await pending).toEqual(new Error('unmounted'));
      expect(reportError).not.toHaveBeenCalled();
    });
  });
});

describe('getShownMessage', () => {
  it('follows the spec §8 text rules', () => {
    expect(getShownMessage(new Error('canceling statement due to statement timeout'))).toBe(TIMEOUT_MESSAGE);
    expect(getShownMessage(new Error('Player is not eligible'))).toBe('Player is not eligible');
    expect(getShownMessage(new Error('Internal Server Error'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(getShownMessage(new Error('database error'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(getShownMessage(new Error(''))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(getShownMessage(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('encodeQuery', () => {
  it('returns nothing for an empty query', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({ a: undefined, b: null })).toBe('');
    expect(encodeQuery({ q: 'a b', flag: true })).toBe('?q=a+b&flag=true');
  });
});
