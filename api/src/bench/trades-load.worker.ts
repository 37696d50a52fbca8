/**
 * Worker entry of the trades bench's load: the other owners' roster writes (release a bench player, sign
 * a free agent, in a loop). It runs in a worker thread so the owners' own work (their HTTP clients, JSON)
 * is not timed with the server, as it would not be with owners in their own browsers; the server and the
 * embedded database stay on the bench's main thread. Posts { released, signed, refused, ranOut } when told
 * 'stop' (ranOut: writers that stopped early for want of free agents, which would void the measurement).
 */
import { parentPort, workerData } from 'node:worker_threads';

export interface TradesLoadData {
  url: string;
  /** Per writing team: its id, an owner's token and its bench players (cheapest first, traded players excluded). */
  teams: Array<{ tid: number; token: string; bench: string[] }>;
  /** Free agents to sign, shared by the writers. */
  free: string[];
}

const { url, teams, free } = workerData as TradesLoadData;
let writing = true;
const counts = { released: 0, signed: 0, refused: 0, ranOut: 0 };

async function post(path: string, token: string, body: unknown): Promise<number> {
  const res = await fetch(url + path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res.status;
}

async function writer(team: TradesLoadData['teams'][number]): Promise<void> {
  let own = [...team.bench];
  let c = 0;
  while (writing && own.length) {
    const released = own[c % own.length];
    const signed = free.pop();
    if (!signed) {
      counts.ranOut++;
      break;
    }
    // a write that loses a race on the roster answers 409; the owner goes on like a user would
    if ((await post(`/api/teams/${team.tid}/release`, team.token, { pid: released })) !== 200) {
      counts.refused++;
      c++;
      continue;
    }
    counts.released++;
    const added = (await post(`/api/teams/${team.tid}/add`, team.token, { pid: signed })) === 200;
    if (added) counts.signed++;
    else counts.refused++;
    own = own.map((p) => (p === released && added ? signed : p)).filter((p) => p !== released);
    c++;
  }
}

const running = Promise.all(teams.map(writer));
parentPort!.on('message', (msg: string) => {
  if (msg !== 'stop') return;
  writing = false;
  running.then(
    () => parentPort!.postMessage({ ok: true, counts }),
    (err: Error) => parentPort!.postMessage({ ok: false, error: err.stack ?? err.message }),
  );
});
parentPort!.postMessage({ started: true });
