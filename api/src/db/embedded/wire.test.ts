/**
 * Raw wire-protocol checks the drivers do not exercise on every run: the legacy OP_QUERY handshake, OP_MSG
 * document sequences and fire-and-forget (moreToCome) writes.
 */
import net from 'node:net';
import { deserialize, serialize } from 'bson';
import { EmbeddedMongoServer } from './server';
import { OP_MSG, OP_QUERY, OP_REPLY } from './wire';

let server: EmbeddedMongoServer;
beforeAll(async () => {
  server = await EmbeddedMongoServer.start({});
});
afterAll(async () => {
  await server.stop();
});

function roundTrip(message: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1', () => socket.write(message));
    let buf = Buffer.alloc(0);
    socket.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
        socket.destroy();
        resolve(buf);
      }
    });
    socket.on('error', reject);
  });
}

function header(length: number, requestId: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

function opMsg(requestId: number, body: object, flags = 0, sequence?: [string, object[]]): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  if (sequence) {
    const docs = Buffer.concat(sequence[1].map((d) => Buffer.from(serialize(d))));
    const id = Buffer.from(sequence[0] + '\0');
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + id.length + docs.length, 0);
    parts.push(Buffer.from([1]), size, id, docs);
  }
  const flagBuf = Buffer.alloc(4);
  flagBuf.writeUInt32LE(flags, 0);
  const payload = Buffer.concat([flagBuf, ...parts]);
  return Buffer.concat([header(16 + payload.length, requestId, OP_MSG), payload]);
}

function msgBody(reply: Buffer): Record<string, any> {
  expect(reply.readInt32LE(12)).toBe(OP_MSG);
  return deserialize(reply.subarray(21));
}

it('answers a legacy OP_QUERY isMaster with OP_REPLY', async () => {
  const ns = Buffer.from('admin.$cmd\0');
  const counts = Buffer.alloc(8);
  counts.writeInt32LE(-1, 4);
  const query = Buffer.from(serialize({ isMaster: 1 }));
  const flags = Buffer.alloc(4);
  const payload = Buffer.concat([flags, ns, counts, query]);
  const reply = await roundTrip(Buffer.concat([header(16 + payload.length, 7, OP_QUERY), payload]));
  expect(reply.readInt32LE(8)).toBe(7);
  expect(reply.readInt32LE(12)).toBe(OP_REPLY);
  expect(reply.readInt32LE(32)).toBe(1);
  const doc = deserialize(reply.subarray(36));
  expect(doc).toMatchObject({ ismaster: true, setName: 'rs0', ok: 1 });
  expect(doc.maxWireVersion).toBeGreaterThanOrEqual(17);
});

it('merges OP_MSG document sequences into the command and honours moreToCome', async () => {
  const reply = await roundTrip(opMsg(9, { insert: 'seq', $db: 'w' }, 0, ['documents', [{ _id: 1 }, { _id: 2 }]]));
  expect(reply.readInt32LE(8)).toBe(9);
  expect(msgBody(reply)).toMatchObject({ n: 2, ok: 1 });
  // moreToCome: the server must not answer; the following ping's reply must be the next message.
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  const replies: Buffer[] = [];
  socket.on('data', (d) => replies.push(d));
  socket.write(opMsg(10, { insert: 'seq', documents: [{ _id: 3 }], $db: 'w' }, 2));
  socket.write(opMsg(11, { ping: 1, $db: 'admin' }));
  await new Promise((r) => setTimeout(r, 200));
  socket.destroy();
  const all = Buffer.concat(replies);
  expect(all.readInt32LE(0)).toBe(all.length);
  expect(all.readInt32LE(8)).toBe(11);
  const count = await roundTrip(opMsg(12, { count: 'seq', $db: 'w' }));
  expect(msgBody(count)).toMatchObject({ n: 3 });
});

it('answers an unknown command with code 59', async () => {
  const reply = await roundTrip(opMsg(13, { frobnicate: 1, $db: 'admin' }));
  expect(msgBody(reply)).toMatchObject({ ok: 0, errmsg: "no such command: 'frobnicate'", code: 59, codeName: 'CommandNotFound' });
});
