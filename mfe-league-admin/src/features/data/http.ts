/**
 * The remote's one door to the API. Every request carries the bearer token when there is one and
 * turns a non-2xx answer into an {@link ApiError} whose message follows spec §8: the server's
 * message unless it mentions "error", the statement-timeout text, else 'Request failed'.
 */
export interface ApiContext {
  apiBase: string;
  token: string | null;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The user-facing text for a failed call (spec §8). */
export function failureMessage(serverMessage: string | undefined): string {
  if (!serverMessage) return 'Request failed';
  if (/statement timeout/i.test(serverMessage)) return 'Canceled request — took longer than 40 seconds';
  if (/error/i.test(serverMessage)) return 'Request failed';
  return serverMessage;
}

/** Sends one JSON request and returns the parsed JSON body. */
export async function requestJson<T>(
  ctx: ApiContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  const response = await fetch(`${ctx.apiBase}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  const json: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const error = (json as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(
      failureMessage(error?.message ?? response.statusText),
      response.status,
      error?.code ?? 'INTERNAL',
    );
  }
  return json as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
