import { ApiError, apiRequest, noticeForError } from './api';

/** jsdom has no `Response`; the client only reads ok, status, statusText and text(). */
function fakeResponse(status: number, body: unknown, statusText = '') {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => (body === undefined ? '' : JSON.stringify(body)) } as Response;
}

function answer(status: number, body: unknown, statusText = ''): typeof fetch {
  return (async () => fakeResponse(status, body, statusText)) as typeof fetch;
}

describe('apiRequest', () => {
  it('sends the bearer token and JSON body, and returns the parsed answer', async () => {
    let seen: RequestInit | undefined;
    let url = '';
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      url = String(input);
      seen = init;
      return fakeResponse(200, { ok: true });
    }) as typeof fetch;
    await expect(apiRequest('/me', { method: 'PUT', body: { type: 'email', value: 'x' }, token: 't' }, fetchImpl)).resolves.toEqual({ ok: true });
    expect(url).toBe('/api/me');
    expect((seen?.headers as Record<string, string>).authorization).toBe('Bearer t');
    expect(seen?.body).toBe('{"type":"email","value":"x"}');
  });

  it('raises the server error text on a non-2xx answer', async () => {
    const error = await apiRequest('/me', {}, answer(400, { error: { code: 'INVALID_PARAMS', message: 'bad email' } })).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'bad email', status: 400, code: 'INVALID_PARAMS' });
  });

  it('falls back to the status text', async () => {
    await expect(apiRequest('/me', {}, answer(502, undefined, 'Bad Gateway'))).rejects.toThrow('Bad Gateway');
  });
});

describe('noticeForError', () => {
  it('follows §8', () => {
    expect(noticeForError(new Error('canceling statement due to statement timeout'))).toBe('Canceled request — took longer than 40 seconds');
    expect(noticeForError(new Error('Roster is full'))).toBe('Roster is full');
    expect(noticeForError(new Error('internal error'))).toBe('Request failed');
    expect(noticeForError('nope')).toBe('Request failed');
  });
});
