/**
 * One api process of the two-process scheduler test (scheduler.processes.test.ts), compiled and spawned by
 * it: `node scheduler-child.js <mongodb uri> <instance> <start>`. It runs a JobScheduler with the product's
 * run records (the lock) on a clock the parent drives — never the wall clock: the parent writes
 * `tick <unix seconds>` lines, and the child answers `ticked <t> <slots it ran, comma separated>` once its
 * tick is over. Every run also inserts one effect row {slot, instance}, so the parent counts the work done,
 * not only the records. `exit` disconnects and ends the process.
 */
import readline from 'node:readline';
import mongoose from 'mongoose';
import { createJobRunsRepository } from '../db/repositories/job-runs.repository';
import { JobScheduler } from './scheduler';

const [uri, instance, start] = process.argv.slice(2);
let now = Number(start);
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;

async function main(): Promise<void> {
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 5000 });
  const effects = mongoose.connection.collection('scheduler_test_effects');
  let ran: number[] = [];
  const scheduler = new JobScheduler({ runs: createJobRunsRepository(), logger: silent, nowSeconds: () => now, instance });
  await scheduler.add({
    key: 'two-process-minutely',
    name: 'two-process-minutely',
    jobIds: [79],
    next: (t) => (Math.floor(t / 60) + 1) * 60,
    run: async (t) => {
      await effects.insertOne({ slot: t, instance });
      ran.push(t);
    },
  });
  process.stdout.write('ready\n');
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    const [cmd, arg] = line.split(' ');
    if (cmd === 'tick') {
      now = Number(arg);
      await scheduler.tick();
      process.stdout.write(`ticked ${now} ${ran.join(',')}\n`);
      ran = [];
    } else if (cmd === 'exit') break;
  }
  scheduler.stop();
  await mongoose.disconnect();
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    process.stderr.write(`${err.stack ?? err.message}\n`);
    process.exit(1);
  },
);
