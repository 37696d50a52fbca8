/** Where the shell's API lives and how its failures read to the user. */

export const apiBase = '/api';

/**
 * A failed session call, already carrying the text a user may see (spec §8, computed by the typed
 * client's `getShownMessage`), plus the HTTP status and error code to branch on.
 */
export class SessionApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SessionApiError';
  }
}

/** Text to show for a failure caught in the shell: a session error's text, else 'Request failed'. */
export function shownMessage(error: unknown): string {
  if (error instanceof SessionApiError) return error.message;
  if (error instanceof Error && error.message === 'Must be logged in.') return error.message;
  return 'Request failed';
}
