import type { Repositories } from '../db/repositories';

/** A holder renews its lock every third of this; a process that died frees the dataset after it. */
const LOCK_TTL_MS = 30_000;
const WAIT_POLL_MS = 500;

/**
 * Runs `fn` while `holder` (one per import run) holds the import lock of `dataset`, so api processes
 * sharing one database, or two runs in one process, never import the same dataset at once (two writers would collide on its unique indexes). A process that
 * finds the lock taken waits for it; `fn` then re-checks what is recorded, so the waiter usually finds
 * the work done and skips it.
 */
export async function withImportLock<T>(
  repos: Repositories,
  dataset: string,
  holder: string,
  onWait: () => void,
  fn: () => Promise<T>,
): Promise<T> {
  let announced = false;
  while (!(await repos.nfl.acquireImportLock(dataset, holder, LOCK_TTL_MS))) {
    if (!announced) {
      onWait();
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
  const renew = setInterval(() => {
    repos.nfl.acquireImportLock(dataset, holder, LOCK_TTL_MS).catch(() => undefined);
  }, LOCK_TTL_MS / 3);
  renew.unref();
  try {
    return await fn();
  } finally {
    clearInterval(renew);
    await repos.nfl.releaseImportLock(dataset, holder).catch(() => undefined);
  }
}
