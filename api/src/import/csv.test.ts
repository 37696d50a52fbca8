import path from 'node:path';
import { parseCsvRecords, readCsvRecords } from './csv';
import { projectDataDir as dataDir } from './datasets';

async function records(...chunks: (string | Buffer)[]): Promise<Record<string, string>[]> {
  async function* gen() {
    yield* chunks;
  }
  const out: Record<string, string>[] = [];
  for await (const r of parseCsvRecords(gen())) out.push(r);
  return out;
}

describe('parseCsvRecords', () => {
  it('handles quotes, escaped quotes, embedded commas and newlines', async () => {
    expect(await records('a,b,c\n1,"x, y","he said ""hi"""\n2,"line\nbreak",\n')).toEqual([
      { a: '1', b: 'x, y', c: 'he said "hi"' },
      { a: '2', b: 'line\nbreak', c: '' },
    ]);
  });

  it('keeps CRLF inside a quoted field and ends rows on CRLF', async () => {
    expect(await records('a,b\r\n"two\r\nlines",2\r\n')).toEqual([{ a: 'two\r\nlines', b: '2' }]);
  });

  it('is independent of chunk boundaries, including inside "" and \\r\\n', async () => {
    const text = 'a,b\r\n"q""x",2\r\n3,"4"\r\n';
    const whole = await records(text);
    const split = await records(...text.split(''));
    expect(split).toEqual(whole);
    expect(whole).toEqual([{ a: 'q"x', b: '2' }, { a: '3', b: '4' }]);
  });

  it('strips a UTF-8 byte order mark from the header, also when it arrives split across chunks', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('pid,name\nA,Åsa\n')]);
    expect(await records(bytes)).toEqual([{ pid: 'A', name: 'Åsa' }]);
    expect(await records(bytes.subarray(0, 2), bytes.subarray(2))).toEqual([{ pid: 'A', name: 'Åsa' }]);
  });

  it('skips blank lines, fills short rows with empty cells and keeps a last row without a newline', async () => {
    expect(await records('a,b\n\n1\n\n2,3')).toEqual([{ a: '1', b: '' }, { a: '2', b: '3' }]);
  });

  it('rejects a file that ends inside a quoted field', async () => {
    await expect(records('a\n"1')).rejects.toThrow(/quote/i);
  });

  it('stops after limit rows', async () => {
    const out: Record<string, string>[] = [];
    async function* gen() {
      yield 'n\n1\n2\n3\n';
    }
    for await (const r of parseCsvRecords(gen(), { limit: 2 })) out.push(r);
    expect(out).toEqual([{ n: '1' }, { n: '2' }]);
  });
});

describe('readCsvRecords on the real data', () => {
  it('reads players.csv with a quoted headshot-free header and the limit option', async () => {
    const out: Record<string, string>[] = [];
    for await (const r of readCsvRecords(path.join(dataDir, 'players.csv.gz'), { limit: 3 })) out.push(r);
    expect(out).toHaveLength(3);
    expect(out[0].name).toBe('Cam Ward');
    expect(out[0].position).toBe('QB');
  });

  it('reads every row of the shipped players and teams files (the counts the hand-written parser produced)', async () => {
    const count = async (file: string) => {
      let n = 0;
      for await (const r of readCsvRecords(path.join(dataDir, file))) if (r) n++;
      return n;
    };
    expect(await count('players.csv.gz')).toBe(5528);
    expect(await count('teams.csv.gz')).toBe(32);
  });

  it('reads the gzipped play-by-play', async () => {
    let n = 0;
    let first: Record<string, string> | undefined;
    for await (const r of readCsvRecords(path.join(dataDir, 'plays_2024.csv.gz'), { limit: 50 })) {
      first ??= r;
      n++;
    }
    expect(n).toBe(50);
    expect(first?.game_id).toMatch(/^2024_01_/);
  });

  it('parses quoted commas in player_season_stats_2025 (headshot urls)', async () => {
    for await (const r of readCsvRecords(path.join(dataDir, 'player_season_stats_2025.csv.gz'), { limit: 1 })) {
      expect(r.headshot_url).toContain('f_auto,q_auto');
      expect(r.season).toBe('2025');
    }
  });
});
