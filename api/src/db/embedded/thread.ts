/**
 * The embedded server on a thread of its own. In-process it shares the api's one JavaScript thread: every
 * query's matching and every answer's encoding wait behind the api's requests and the other way round. A
 * real mongod runs in its own process; on its own worker thread the embedded server gets a core of its own
 * the same way (the api still talks to it over TCP, through the same driver). The api's `npm start` runs it
 * so; tests keep it in-process, where they can reach its engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EmbeddedServerOptions } from './server';

/** What the thread says to its owner. */
export type ThreadMessage = { type: 'ready'; uri: string } | { type: 'stopped' } | { type: 'failed'; message: string };

/** A running embedded server on its own thread. */
export interface EmbeddedThread {
  /** Connection string for drivers, e.g. `mongodb://127.0.0.1:27018/`. */
  readonly uri: string;
  /** Stops listening, closes connections, compacts the journal and ends the thread. */
  stop(): Promise<void>;
}

export interface EmbeddedThreadOptions {
  /** The server's options (plain data: they cross to the thread). */
  server: Pick<EmbeddedServerOptions, 'port' | 'dbPath' | 'enableTestCommands'>;
  /**
   * Called when the thread ends without being stopped (an uncaught error in the server). The database is
   * gone then, as it would be with the server in-process, where the same error ends the process.
   */
  onLost(reason: Error): void;
  /** Node options for the thread (tests running from TypeScript pass a loader); default: the process's own. */
  execArgv?: string[];
}

/** The thread's entry beside this file: compiled JavaScript, or the TypeScript source under a loader. */
function entryFile(): string {
  const js = path.join(__dirname, 'thread-entry.js');
  return fs.existsSync(js) ? js : path.join(__dirname, 'thread-entry.ts');
}

/** Starts the embedded server on a worker thread; resolves once it listens (and has recovered its data). */
export function startEmbeddedThread(options: EmbeddedThreadOptions): Promise<EmbeddedThread> {
  const entry = entryFile();
  if (entry.endsWith('.ts') && !options.execArgv) {
    return Promise.reject(new Error('The embedded database thread runs the compiled server (npm run build -w @league/api), or TypeScript under a loader given in execArgv'));
  }
  const worker = new Worker(`require(${JSON.stringify(entry)})`, {
    eval: true,
    workerData: options.server,
    ...(options.execArgv ? { execArgv: options.execArgv } : {}),
  });
  let stopping: Promise<void> | null = null;
  return new Promise<EmbeddedThread>((resolve, reject) => {
    let started = false;
    worker.on('error', (err) => (started ? options.onLost(err) : reject(err)));
    worker.on('exit', (code) => {
      if (!started) reject(new Error(`embedded database thread exited before it was ready (code ${code})`));
      else if (!stopping) options.onLost(new Error(`embedded database thread exited unexpectedly (code ${code})`));
    });
    worker.on('message', (message: ThreadMessage) => {
      if (message.type === 'failed' && !started) reject(new Error(message.message));
      if (message.type !== 'ready') return;
      started = true;
      resolve({
        uri: message.uri,
        stop() {
          stopping ??= new Promise<void>((done, fail) => {
            worker.once('exit', () => done());
            worker.on('message', (m: ThreadMessage) => {
              // its journal is closed: nothing of the thread is needed any more
              if (m.type === 'stopped') void worker.terminate();
              if (m.type === 'failed') fail(new Error(m.message));
            });
            worker.postMessage({ type: 'stop' });
          });
          return stopping;
        },
      });
    });
  });
}
