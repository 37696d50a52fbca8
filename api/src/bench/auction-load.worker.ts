/** Worker entry of the auction bench's load generator (see auction-load.ts): one scenario per message. */
import { parentPort, workerData } from 'node:worker_threads';
import { AuctionLoad, type LoadScenario } from './auction-load';

const { url, secret } = workerData as { url: string; secret: string };
const load = new AuctionLoad(url, secret);
parentPort!.on('message', (scenario: LoadScenario) => {
  load.run(scenario).then(
    (result) => parentPort!.postMessage({ ok: true, result }),
    (err: Error) => parentPort!.postMessage({ ok: false, error: err.stack ?? err.message }),
  );
});
