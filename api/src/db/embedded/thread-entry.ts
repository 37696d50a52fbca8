/**
 * Worker-thread entry of the embedded server ({@link startEmbeddedThread}): starts it with the options in
 * `workerData`, says `ready` with its URI (or `failed`), and stops it — compacting its journal — when told.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { EmbeddedMongoServer, type EmbeddedServerOptions } from './server';
import type { ThreadMessage } from './thread';

const port = parentPort!;
const say = (message: ThreadMessage) => port.postMessage(message);

EmbeddedMongoServer.start(workerData as EmbeddedServerOptions).then(
  (server) => {
    port.on('message', (message: { type: 'stop' }) => {
      if (message.type !== 'stop') return;
      server.stop().then(
        () => say({ type: 'stopped' }),
        (err: Error) => say({ type: 'failed', message: err.message }),
      );
    });
    say({ type: 'ready', uri: server.uri });
  },
  (err: Error) => {
    say({ type: 'failed', message: err.message });
    port.close();
  },
);
