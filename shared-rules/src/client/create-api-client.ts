import { z } from 'zod';
import { ErrorBodySchema, ErrorCode } from '../contracts/errors';
import { buildPath, type Endpoint, type EndpointResponse } from '../contracts/http/define-endpoint';
import { ApiError, TIMEOUT_MESSAGE, errorCodeForStatus } from './api-error';

/** Client-side request timeout (spec §9: the timeout message appears at 40 seconds). */
export const REQUEST_TIMEOUT_MS = 40_000;

/** Any endpoint: every concrete contract is assignable to it. */
type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/**
 * One part (params, query or body) of a call's options: absent when the endpoint declares no
 * schema for it, optional when every field of its input is optional, required otherwise.
 */
type Part<S, K extends string> = z.ZodType extends S
  ? { [P in K]?: undefined }
  : S extends z.ZodType
    ? object extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
    : never;

/** What a call takes besides the endpoint. */
export type CallOptions<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? Part<P, 'params'> &
        Part<Q, 'query'> &
        Part<B, 'body'> & {
          /** Aborts the call; an aborted call rejects with the signal's reason and is not reported. */
          signal?: AbortSignal;
          /** The caller handles the failure itself: nothing is reported and `ApiError.ignored` is set. */
          ignoreErrors?: boolean;
        }
    : never;

/** What the reporter learns about a failed call. */
export interface ApiErrorContext {
  method: Endpoint['method'];
  /** The built path, relative to the API base, e.g. `/teams/3/release`. */
  path: string;
}

export interface ApiClientOptions {
  /** API base, e.g. `/api` or `https://host/api`. */
  baseUrl: string;
  /** The session's token; sent as a bearer header when present. */
  getToken: () => string | null | undefined;
  /** Receives every failed call not marked `ignoreErrors`; it decides whether to send it on. */
  reportError?: (error: ApiError, context: ApiErrorContext) => void;
  /** Defaults to the global `fetch`. */
  fetchImpl?: typeof fetch;
  /** Defaults to {@link REQUEST_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/** A typed HTTP client over the endpoint contracts. */
export interface ApiClient {
  /**
   * Sends the call and resolves with the response parsed by the endpoint's schema. Rejects with an
   * {@link ApiError} on a non-2xx answer, a network failure, a timeout or an unparsable response.
   */
  call<E extends AnyEndpoint>(
    endpoint: E,
    ...options: object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]
  ): Promise<EndpointResponse<E>>;
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/**
 * Encodes a query object: lists comma-joined (the contracts split them back), empty values left
 * out, everything else stringified.
 */
export function encodeQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const encoded = search.toString();
  return encoded ? `?${encoded}` : '';
}

/** Flattens zod issues to `{ 'dotted.path': message }` for `ApiError.details`. */
function issueDetails(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) details[issue.path.join('.') || '(root)'] = issue.message;
  return details;
}

/** Reads a body as JSON; `undefined` for an empty body, a `SyntaxError` thrown for junk. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.trim() === '' ? undefined : JSON.parse(text);
}

/** The error carried by a non-2xx answer (spec §8: the server's message, else the status text). */
async function errorFromResponse(response: Response, request: string, ignored: boolean): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readJson(response);
  } catch {
    body = undefined;
  }
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success) {
    return new ApiError({ ...parsed.data.error, status: response.status, request, ignored });
  }
  // A code this client does not know yet still carries a usable message.
  const loose = z.object({ error: z.object({ message: z.string().min(1) }) }).safeParse(body);
  const message = loose.success ? loose.data.error.message : response.statusText || `HTTP ${response.status}`;
  return new ApiError({ code: errorCodeForStatus(response.status), status: response.status, message, request, ignored });
}

/**
 * Creates the typed HTTP client (spec §7: bearer token when one exists, cookies included, JSON
 * bodies; §8 errors; §9 40 s timeout).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function call(endpoint: AnyEndpoint, callOptions: CallOptions<AnyEndpoint> = {}): Promise<unknown> {
    const fetchImpl = options.fetchImpl ?? globalThis.fetch;
    const { signal, ignoreErrors = false } = callOptions;
    const params = callOptions.params as Record<string, string | number> | undefined;
    const query = callOptions.query as Record<string, QueryValue> | undefined;
    const path = buildPath(endpoint.path, params);
    const request = `${endpoint.method} ${path}`;

    const fail = (error: ApiError): never => {
      if (!ignoreErrors && options.reportError) {
        try {
          options.reportError(error, { method: endpoint.method, path });
        } catch {
          // A broken reporter must not replace the error the caller needs to see.
        }
      }
      throw error;
    };

    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const hasBody = callOptions.body !== undefined && endpoint.method !== 'GET';
    if (hasBody) headers['Content-Type'] = 'application/json';

    // One controller serves both the caller's signal and the timeout.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onCallerAbort();
    else signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      let status = 0;
      let data: unknown;
      try {
        const response = await fetchImpl(`${baseUrl}${path}${encodeQuery(query)}`, {
          method: endpoint.method,
          headers,
          body: hasBody ? JSON.stringify(callOptions.body) : undefined,
          credentials: 'include',
          signal: controller.signal,
        });
        status = response.status;
        if (!response.ok) return fail(await errorFromResponse(response, request, ignoreErrors));
        data = await readJson(response);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (timedOut) {
          return fail(new ApiError({ code: ErrorCode.TIMEOUT, status: 0, message: TIMEOUT_MESSAGE, request, ignored: ignoreErrors }));
        }
        if (signal?.aborted) throw signal.reason ?? error;
        if (error instanceof SyntaxError) {
          return fail(
            new ApiError({ code: ErrorCode.INTERNAL, status, message: 'Unexpected response from the server', request, ignored: ignoreErrors }),
          );
        }
        const message = error instanceof Error && error.message ? error.message : 'Network request failed';
        return fail(new ApiError({ code: ErrorCode.UNAVAILABLE, status: 0, message, request, ignored: ignoreErrors }));
      }

      const parsed = endpoint.response.safeParse(data);
      if (!parsed.success) {
        return fail(
          new ApiError({
            code: ErrorCode.INTERNAL,
            status,
            message: 'Unexpected response from the server',
            details: issueDetails(parsed.error),
            request,
            ignored: ignoreErrors,
          }),
        );
      }
      return parsed.data;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return { call: call as ApiClient['call'] };
}
