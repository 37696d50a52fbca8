import { startTestDatabase, type TestDatabase } from '../connect';
import { ensureIndexes } from '../ensure-indexes';
import { nextId, nextIds } from '../counters';
import { DuplicateKeyError } from './duplicate-key';
import { createUsersRepository } from './users.repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
});
afterAll(async () => db.stop());

const base = {
  password_hash: 'scrypt$x',
  phone: null,
  user_text_notifications: false,
  user_voice_notifications: false,
  watchlist: [],
  created_at: 1,
};

describe('users repository on the embedded db', () => {
  it('allocates increasing ids', async () => {
    const a = await nextId('probe');
    const b = await nextId('probe');
    expect(b).toBe(a + 1);
    expect(await nextIds('probe', 5)).toBe(b + 1);
    expect(await nextId('probe')).toBe(b + 6);
  });

  it('inserts, finds by login case-insensitively, and rejects duplicates', async () => {
    const users = createUsersRepository();
    const u = await users.insert({ ...base, username: 'Alice', email: 'alice@example.com' });
    expect((await users.findByLogin('ALICE'))?.uid).toBe(u.uid);
    expect((await users.findByLogin('alice@example.com'))?.uid).toBe(u.uid);
    await expect(users.insert({ ...base, username: 'alice', email: 'other@example.com' })).rejects.toEqual(
      new DuplicateKeyError('username_key'),
    );
    await expect(users.insert({ ...base, username: 'bob', email: 'alice@example.com' })).rejects.toEqual(
      new DuplicateKeyError('email'),
    );
    const updated = await users.update(u.uid, { watchlist: ['CAMX-WARD-2025-2002-05-25'] });
    expect(updated?.watchlist).toEqual(['CAMX-WARD-2025-2002-05-25']);
    await users.addOwner({ userid: u.uid, tid: 3, lid: 1, teamtext: false, teamvoice: false, leaguetext: false });
    await users.addOwner({ userid: u.uid, tid: 3, lid: 1, teamtext: true, teamvoice: false, leaguetext: false });
    expect(await users.teamsOf(u.uid)).toHaveLength(1);
  });
});
