import { getShownMessage } from '@league/shared-rules/client';
import type { Notice } from '@league/shared-rules/contracts';

/** What a menu action needs to report a write: the snackbar and a re-read of the page. */
export interface WriteReporter {
  notify: (notice: Notice) => void;
  reload: () => void;
}

/**
 * Runs one write of a menu or dialog: the success notice when the spec names one (§8), the server's
 * message when it fails, and a reload either way so the page shows what is stored.
 */
export async function runWrite(deps: WriteReporter, write: () => Promise<unknown>, success?: string): Promise<void> {
  try {
    await write();
    if (success) deps.notify({ message: success, severity: 'success' });
  } catch (error) {
    deps.notify({ message: getShownMessage(error), severity: 'error' });
  } finally {
    deps.reload();
  }
}
