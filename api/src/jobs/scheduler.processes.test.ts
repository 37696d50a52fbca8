import path from 'node:path';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import mongoose from 'mongoose';
import { EmbeddedMongoServer } from '../db/embedded/server';
import { JobRunModel } from '../db/models/job-run.model';
import { compileEntry, spawnCompiled } from '../test-support/compile-child';

/**
 * Issue #14: "two api processes never run a job twice". Two real node processes each run a JobScheduler
 * (scheduler-child.ts) against one database — the embedded server listening on a port — and tick the same
 * 100 instants of a fixed clock the test drives. Each instant is a slot of the job; the test counts exactly
 * one run per instant, in the run records and in the work the job did.
 */
const START = Date.UTC(2026, 10, 25, 17) / 1000; // on the minute
const INSTANTS = Array.from({ length: 100 }, (_, i) => START + 60 * (i + 1));

/** A child's stdout as a queue of lines. */
class Child {
  private buffered = '';
  private readonly lines: string[] = [];
  private waiting: { resolve(line: string): void; reject(err: Error): void } | null = null;
  private stderr = '';
  constructor(readonly proc: ChildProcessWithoutNullStreams) {
    proc.once('exit', (code) => this.waiting?.reject(new Error(`child exited with ${code}: ${this.stderr}`)));
    proc.stdout.on('data', (d: Buffer) => {
      this.buffered += d.toString();
      let nl: number;
      while ((nl = this.buffered.indexOf('\n')) >= 0) {
        const line = this.buffered.slice(0, nl);
        this.buffered = this.buffered.slice(nl + 1);
        if (this.waiting) {
          const w = this.waiting;
          this.waiting = null;
          w.resolve(line);
        } else this.lines.push(line);
      }
    });
    proc.stderr.on('data', (d: Buffer) => (this.stderr += d.toString()));
  }
  next(): Promise<string> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }
  send(line: string): void {
    this.proc.stdin.write(`${line}\n`);
  }
  /** Ticks at `t`; answers the slots this process ran. */
  async tick(t: number): Promise<number[]> {
    this.send(`tick ${t}`);
    const [word, at, slots] = (await this.next()).split(' ');
    expect([word, Number(at)]).toEqual(['ticked', t]);
    return slots ? slots.split(',').map(Number) : [];
  }
}

let server: EmbeddedMongoServer;
let compiled: ReturnType<typeof compileEntry>;
const children: Child[] = [];

beforeAll(async () => {
  server = await EmbeddedMongoServer.start({ port: 0 });
  await mongoose.connect(`${server.uri}league`);
  await JobRunModel.createIndexes(); // the lock's unique (job, slot) index, as ensureIndexes makes it at start
  compiled = compileEntry(path.join(__dirname, 'scheduler-child.ts'));
});

afterAll(async () => {
  for (const c of children) c.proc.kill();
  await mongoose.disconnect();
  await server?.stop();
  compiled?.remove();
});

it('two api processes ticking the same 100 instants run the job exactly once per instant', async () => {
  for (const instance of ['api-1', 'api-2']) children.push(new Child(spawnCompiled(compiled.main, [`${server.uri}league`, instance, String(START)])));
  expect(await Promise.all(children.map((c) => c.next()))).toEqual(['ready', 'ready']);
  const [a, b] = children;
  const ranBy: Record<string, number[]> = { 'api-1': [], 'api-2': [] };
  for (const [i, t] of INSTANTS.entries()) {
    // mostly both at once (the race the lock is for); sometimes one after the other, in either order
    let slots: [number[], number[]];
    if (i % 4 < 2) slots = await Promise.all([a.tick(t), b.tick(t)]);
    else if (i % 4 === 2) slots = [await a.tick(t), await b.tick(t)];
    else {
      const second = await b.tick(t);
      slots = [await a.tick(t), second];
    }
    ranBy['api-1'].push(...slots[0]);
    ranBy['api-2'].push(...slots[1]);
  }
  for (const c of children) c.send('exit');
  await Promise.all(children.map((c) => new Promise((resolve) => (c.proc.exitCode !== null ? resolve(null) : c.proc.once('exit', resolve)))));

  // what the processes said they ran: every instant once, no instant twice
  const all = [...ranBy['api-1'], ...ranBy['api-2']].sort((x, y) => x - y);
  expect(all).toEqual(INSTANTS);
  // both processes won some slots, so the test saw a real contest
  expect(ranBy['api-1'].length).toBeGreaterThan(0);
  expect(ranBy['api-2'].length).toBeGreaterThan(0);
  // the work the job did: one effect row per instant
  const effects = await mongoose.connection.collection('scheduler_test_effects').find({}).toArray();
  expect(effects.map((e) => e.slot).sort((x, y) => x - y)).toEqual(INSTANTS);
  // the run records: one finished, successful run per slot, by the process that did the work
  const runs = await JobRunModel.find({ job: 'two-process-minutely' }).lean();
  expect(runs.map((r) => r.slot).sort((x, y) => x - y)).toEqual(INSTANTS);
  expect(runs.every((r) => r.succ === true && r.ended !== null)).toBe(true);
  const byEffect = new Map(effects.map((e) => [e.slot as number, e.instance as string]));
  expect(runs.every((r) => byEffect.get(r.slot) === r.instance)).toBe(true);
}, 60_000); // two node processes start and connect: about 2 s quiet, far more on a loaded CI machine
