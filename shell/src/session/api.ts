/**
 * The shell's few HTTP calls (auth, profile, league, user settings, error reports). Every call sends
 * the bearer token when one exists and turns a non-2xx answer into an `ApiError` carrying the
 * server's message (else the status text), as spec §8 describes.
 */
import { z } from 'zod';

export const apiBase = '/api';

/** A non-2xx answer: `message` is the server's error text, else the status text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const ErrorBody = z.object({ error: z.object({ code: z.union([z.string(), z.number()]).optional(), message: z.string() }) });

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
}

export type Fetch = typeof fetch;

/** Performs one JSON request against the API base. */
export async function apiRequest(path: string, options: RequestOptions = {}, fetchImpl: Fetch = fetch): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetchImpl(`${apiBase}${path}`, {
    method: options.method ?? 'GET',
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(json);
    const message = parsed.success ? parsed.data.error.message : response.statusText || 'Request failed';
    throw new ApiError(message, response.status, parsed.success ? String(parsed.data.error.code ?? '') : undefined);
  }
  return json;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * What the user sees for a failed call (§8): the server message if it lacks the word "error", a
 * statement timeout becomes the 40-second text, anything else reads 'Request failed'.
 */
export function noticeForError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/statement timeout/i.test(message)) return 'Canceled request — took longer than 40 seconds';
  if (message && !/error/i.test(message)) return message;
  return 'Request failed';
}
