import { startTestDatabase, type TestDatabase } from '../connect';
import { ensureIndexes } from '../ensure-indexes';
import { NoticeModel, type NoticeDoc } from '../models/notice.model';
import { eventually } from '../../test-support/eventually';
import { followChanges } from './change-feed';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
});
afterAll(async () => db.stop());

const notice = (uid: number): NoticeDoc => ({ uid, lid: 1, tid: null, pid: null, key: `probe:${uid}`, kind: 'trade_offered', message: 'probe', severity: 'info', timestamp: uid });

describe('followChanges', () => {
  it('is ready once its stream is open: a write made right after is delivered, with no wait', async () => {
    const seen: number[] = [];
    const follow = followChanges<NoticeDoc>(NoticeModel, [{ $match: { operationType: 'insert' } }], (d) => seen.push(d.uid));
    try {
      await follow.ready;
      await NoticeModel.create(notice(1));
      expect(await eventually(async () => seen, (s) => s.length > 0)).toEqual([1]);
    } finally {
      follow();
    }
  });

  it('settles ready when stopped before the stream opened, so nobody waits on a stopped follower', async () => {
    const follow = followChanges(NoticeModel, [], () => undefined);
    follow();
    await expect(follow.ready).resolves.toBeUndefined();
  });
});
