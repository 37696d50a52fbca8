import path from 'node:path';
import { parseCsvRows, readCsvRecords } from './csv';
import { projectDataDir as dataDir } from './datasets';

async function rows(...chunks: string[]): Promise<string[][]> {
  async function* gen() {
    yield* chunks;
  }
  const out: string[][] = [];
  for await (const r of parseCsvRows(gen())) out.push(r);
  return out;
}

describe('parseCsvRows', () => {
  it('handles quotes, escaped quotes, embedded commas and newlines', async () => {
    expect(await rows('a,b,c\n1,"x, y","he said ""hi"""\n2,"line\nbreak",\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'he said "hi"'],
      ['2', 'line\nbreak', ''],
    ]);
  });

  it('is independent of chunk boundaries, including inside "" and \\r\\n', async () => {
    const text = 'a,b\r\n"q""x",2\r\n3,"4"\r\n';
    const whole = await rows(text);
    const split = await rows(...text.split(''));
    expect(split).toEqual(whole);
    expect(whole).toEqual([['a', 'b'], ['q"x', '2'], ['3', '4']]);
  });

  it('keeps a last row without a trailing newline and rejects an open quote', async () => {
    expect(await rows('a\n1')).toEqual([['a'], ['1']]);
    await expect(rows('a\n"1')).rejects.toThrow('quoted field');
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
