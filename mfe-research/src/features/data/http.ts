import { createApiClient, type ApiClient } from '@league/shared-rules/client';
import type { Notice } from '@league/shared-rules/contracts';

/** Where the API is and who calls it (from the shell's props). */
export interface ApiContext {
  apiBase: string;
  token: string | null;
  /** The logged-in user (own projection rows of others are never combined); absent or null for visitors. */
  userId?: number | null;
  /** The user's team in the current league (the Contribution tab's lineups); absent or null otherwise. */
  teamId?: number | null;
  /** The shell's snackbar (progress notices such as 'Calculating values'). */
  notify?: (notice: Notice) => void;
}

/**
 * The typed client over the endpoint contracts: bearer token when there is one, responses parsed
 * with the contract, failures as `ApiError` (shown with `getShownMessage`, spec §8).
 */
export function apiClient(ctx: ApiContext): ApiClient {
  return createApiClient({ baseUrl: ctx.apiBase, getToken: () => ctx.token });
}
