import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedThread } from './thread';

const execArgv = ['--require', path.resolve(__dirname, '../../test-support/ts-require.cjs')];
const lost: Error[] = [];
const start = (server: { port?: number; dbPath?: string | null }) => startEmbeddedThread({ server, execArgv, onLost: (e) => lost.push(e) });

async function withClient<T>(uri: string, fn: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

describe('the embedded database on its own thread', () => {
  afterEach(() => expect(lost).toEqual([]));

  it('serves the wire protocol, transactions included, and keeps its data across a stop and start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-thread-'));
    try {
      let db = await start({ port: 0, dbPath: dir });
      expect(db.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
      await withClient(db.uri, async (client) => {
        const kv = client.db('league').collection('kv');
        await kv.insertOne({ k: 'a', n: 1 });
        const session = client.startSession();
        await session.withTransaction(async () => {
          await kv.updateOne({ k: 'a' }, { $inc: { n: 1 } }, { session });
          await kv.insertOne({ k: 'b', n: 1 }, { session });
        });
        await session.endSession();
      });
      await db.stop();
      // stopped: nothing listens on its port any more
      const port = Number(new URL(db.uri).port);
      await expect(new Promise((resolve, reject) => net.connect(port, '127.0.0.1').on('connect', resolve).on('error', reject))).rejects.toThrow();
      db = await start({ port: 0, dbPath: dir });
      const docs = await withClient(db.uri, (client) => client.db('league').collection('kv').find({}, { projection: { _id: 0 } }).sort({ k: 1 }).toArray());
      expect(docs).toEqual([{ k: 'a', n: 2 }, { k: 'b', n: 1 }]);
      await db.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start with the reason when its port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      await expect(start({ port: (taken.address() as net.AddressInfo).port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      taken.close();
    }
  });

  it('stops once however often it is asked', async () => {
    const db = await start({ port: 0 });
    await Promise.all([db.stop(), db.stop()]);
    await db.stop();
  });

  it('without the compiled build or a loader, says what it needs', async () => {
    await expect(startEmbeddedThread({ server: {}, onLost: () => undefined })).rejects.toThrow(/compiled server/);
  });
});
