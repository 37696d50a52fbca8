import { QueryQueue } from './query-queue';

/** The queue on its own, with runs the test settles by hand (no timers, no clock). */
function deferred<T = string>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('data view query queue', () => {
  it('runs at most `concurrency` at once and tells the waiting ones their place', async () => {
    const q = new QueryQueue({ concurrency: 1, perCaller: 5, maxQueued: 5 });
    const first = deferred();
    const second = deferred();
    const seen: string[] = [];
    const a = q.submit('u1', () => first.promise, { onStart: () => seen.push('a running') });
    const b = q.submit('u2', () => second.promise, { onPosition: (n) => seen.push(`b at ${n}`), onStart: () => seen.push('b running') });
    expect(q.size).toEqual({ waiting: 1, running: 1 });
    first.resolve('A');
    await expect(a).resolves.toBe('A');
    await tick();
    second.resolve('B');
    await expect(b).resolves.toBe('B');
    expect(seen).toEqual(['a running', 'b at 1', 'b running']);
  });

  it('refuses a caller over its limit and a full queue with RATE_LIMITED', async () => {
    const q = new QueryQueue({ concurrency: 1, perCaller: 1, maxQueued: 1 });
    const hold = deferred();
    void q.submit('u1', () => hold.promise);
    await expect(q.submit('u1', () => hold.promise)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    void q.submit('u2', () => hold.promise);
    await expect(q.submit('u3', () => hold.promise)).rejects.toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('full') });
    hold.resolve('done');
  });

  it('cancels: a waiting query leaves the queue, a running one is signalled and no longer counts for its caller', async () => {
    const q = new QueryQueue({ concurrency: 1, perCaller: 1, maxQueued: 5 });
    const running = new AbortController();
    let told: unknown = null;
    const hold = deferred();
    const a = q.submit(
      'u1',
      (signal) => {
        signal.addEventListener('abort', () => (told = signal.reason));
        return hold.promise;
      },
      {},
      running.signal,
    );
    running.abort('newer request');
    expect(told).toBe('newer request');
    // the caller may queue its next query while the cancelled one winds down
    const waiting = new AbortController();
    const b = q.submit('u1', async () => 'B', {}, waiting.signal);
    expect(q.size).toEqual({ waiting: 1, running: 1 });
    waiting.abort('gone');
    await expect(b).rejects.toBe('gone');
    expect(q.size).toEqual({ waiting: 0, running: 1 });
    hold.resolve('A');
    await expect(a).resolves.toBe('A');
  });
});
