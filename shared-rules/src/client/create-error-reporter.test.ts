import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { createErrorReporter } from './create-error-reporter';
import { listSourcesEndpoint } from '../contracts/http/sources';

const failure = new ApiError({ code: 'NOT_FOUND', status: 404, message: 'Player is not eligible', request: 'GET /sources' });

describe('createErrorReporter', () => {
  it('posts the failed call to /errors when enabled', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const report = createErrorReporter({ baseUrl: '/api', enabled: true, fetchImpl, now: () => 1_700_000_000_000, getPageUrl: () => '/rosters' });
    report(failure, { method: 'GET', path: '/sources' });
    await new Promise((resolve) => setImmediate(resolve));
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/errors');
    expect(JSON.parse(String(init.body))).toEqual({
      message: 'Player is not eligible',
      code: 'NOT_FOUND',
      status: 404,
      request: 'GET /sources',
      url: '/rosters',
      timestamp: 1_700_000_000,
    });
  });

  it('sends nothing when disabled (outside production)', () => {
    const fetchImpl = jest.fn();
    createErrorReporter({ baseUrl: '/api', enabled: false, fetchImpl })(failure, { method: 'GET', path: '/sources' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('swallows its own failure and does not report it again', async () => {
    const fetchImpl = jest.fn(async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }));
    const report = jest.fn(createErrorReporter({ baseUrl: '/api', enabled: true, fetchImpl }));
    const client = createApiClient({ baseUrl: '/api', getToken: () => null, fetchImpl, reportError: report });
    await expect(client.call(listSourcesEndpoint)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(report).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
