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

  it('delivers a write made before its stream opened, once its start time is read (no gap while the stream opens)', async () => {
    const seen: number[] = [];
    const follow = followChanges<NoticeDoc>(NoticeModel, [{ $match: { operationType: 'insert' } }], (d) => seen.push(d.uid));
    try {
      await follow.ready;
      // the insert goes to the database before the stream's own opening command can have run
      await NoticeModel.collection.insertOne(notice(2));
      await NoticeModel.collection.insertOne(notice(3));
      expect(await eventually(async () => seen, (s) => s.length >= 2)).toEqual([2, 3]);
    } finally {
      follow();
    }
  });

  it('settles ready quickly and opens nothing once stopped', async () => {
    const t0 = performance.now();
    const follow = followChanges(NoticeModel, [], () => undefined);
    follow();
    await follow.ready;
    // ready waits one round trip, not a timeout
    expect(performance.now() - t0).toBeLessThan(5_000);
  });
});
