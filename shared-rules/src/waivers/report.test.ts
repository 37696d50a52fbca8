import { waiverReport } from './report';

const claim = (uid: number, pid: string, bid: number, succ: boolean) => ({ uid, pid, bid, succ, tid: uid });

describe('waiverReport', () => {
  it('groups a run by player: the winner, then the losers from the highest bid down', () => {
    const report = waiverReport([
      claim(1, 'A', 5, false),
      claim(2, 'A', 12, true),
      claim(3, 'B', 30, true),
      claim(4, 'A', 9, false),
      claim(5, 'C', 2, false),
    ]);
    expect(report.map((r) => r.pid)).toEqual(['B', 'A', 'C']);
    expect(report[1].successful?.uid).toBe(2);
    expect(report[1].failed.map((c) => c.uid)).toEqual([4, 1]);
    // nobody got C: every claim on him failed
    expect(report[2]).toEqual({ pid: 'C', successful: null, failed: [claim(5, 'C', 2, false)] });
  });

  it('keeps every claim exactly once', () => {
    const claims = Array.from({ length: 40 }, (_, i) => claim(i + 1, `P${i % 7}`, (i * 13) % 17, i % 5 === 0));
    const report = waiverReport(claims);
    const seen = report.flatMap((r) => [r.successful, ...r.failed]).filter(Boolean).map((c) => c!.uid).sort((a, b) => a - b);
    expect(seen).toEqual(claims.map((c) => c.uid));
  });
});
