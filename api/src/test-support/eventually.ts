/**
 * Polls `read` until `accept` holds or `timeoutMs` passes (then returns the last value, so the
 * test's own assertion fails with a readable diff). For effects a use-case schedules after it
 * answers (snapshots, pruning): never a fixed sleep.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || performance.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}
