import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cumulativeLayoutShift, median, totalBlockingTime, visitMeasures, wireTotals } from './web-metrics.mjs';

test('CLS is the largest session window: a 1 s gap or 5 s closes a window', () => {
  assert.equal(cumulativeLayoutShift([]), 0);
  // two shifts 500 ms apart share a window; one 1.5 s later starts another
  assert.equal(cumulativeLayoutShift([[100, 0.1], [600, 0.05], [2100, 0.12]]).toFixed(3), '0.150');
  // shifts every 900 ms keep one window open, but only for 5 s
  const steady = Array.from({ length: 8 }, (_, i) => [i * 900, 0.01]);
  assert.equal(cumulativeLayoutShift(steady).toFixed(3), '0.060');
});

test('TBT counts the part over 50 ms of each long task after first contentful paint', () => {
  assert.equal(totalBlockingTime([[0, 300], [1000, 120], [2000, 40]], 200), 70 + 50);
  assert.equal(totalBlockingTime([[0, 100]], 500), 0);
});

test('wire totals count every request and the bytes that crossed the network, JS apart', () => {
  const t = wireTotals([{ url: 'http://x/main.1.js', bytes: 2048 }, { url: 'http://x/api/leagues/1', bytes: 1024 }, { url: 'http://x/a.js?v=1', bytes: 0 }]);
  assert.deepEqual(t, { requests: 3, wireKB: 3, jsKB: 2 });
});

test('median of odd and even counts; visit measures from a page record', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 2, 3]), 2.5);
  assert.deepEqual(visitMeasures({ lcp: 1234.4, fcp: 0, shifts: [[1, 0.02]], longTasks: [[10, 80]] }), { lcpMs: 1234, tbtMs: 30, cls: 0.02 });
});
