import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { connectDatabase, DatabaseConfigError } from './connect';

describe('connectDatabase without MONGODB_URI', () => {
  const saved = process.env.MONGODB_URI;
  beforeAll(() => {
    delete process.env.MONGODB_URI;
  });
  afterAll(() => {
    if (saved !== undefined) process.env.MONGODB_URI = saved;
  });

  it('refuses to start the embedded server in production', async () => {
    await expect(connectDatabase({ nodeEnv: 'production' })).rejects.toThrow('MONGODB_URI is required when NODE_ENV=production');
    await expect(connectDatabase({ nodeEnv: 'production' })).rejects.toBeInstanceOf(DatabaseConfigError);
  });

  it('starts the embedded server on the given data path and keeps data across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'connect-db-'));
    try {
      let db = await connectDatabase({ embeddedDbPath: dir, nodeEnv: 'development' });
      expect(db.embedded).not.toBeNull();
      expect(db.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/league$/);
      await db.connection.collection('kv').insertOne({ k: 'a', at: new Date(5) });
      await db.close();
      db = await connectDatabase({ embeddedDbPath: dir, nodeEnv: 'development' });
      expect(await db.connection.collection('kv').findOne({ k: 'a' })).toMatchObject({ at: new Date(5) });
      expect(mongoose.connection.readyState).toBe(1);
      await db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
