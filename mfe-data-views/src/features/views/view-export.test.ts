import type { DataViewTableState } from '@league/shared-rules/contracts';
import { csvFileName, EXPORT_PAGE_ROWS, readAllRows, viewCsv } from './view-export';

const state: DataViewTableState = {
  sort: [],
  prefix_columns: ['player_name'],
  columns: [{ column_id: 'player_position' }, { column_id: 'player_pass_yards_from_plays', params: { year: 2024, rate_type: 'per_game' } }],
};

describe('view export', () => {
  it('writes a pid column and the table headers, quoting names and leaving missing values empty', () => {
    const csv = viewCsv(state, [
      { pid: 'JAMA-CHAS', cells: ["Ja'Marr Chase", 'WR', null] },
      { pid: 'AMON-STBR', cells: ['St. Brown, Amon-Ra', 'WR', 12.3456] },
    ]);
    expect(csv).toBe('pid,Player,Pos,Pass Yds 2024 /G\r\nJAMA-CHAS,Ja\'Marr Chase,WR,\r\nAMON-STBR,"St. Brown, Amon-Ra",WR,12.3456\r\n');
  });

  it('reads every page in order, reporting progress, until the total', async () => {
    const total = EXPORT_PAGE_ROWS * 2 + 7;
    const asked: number[] = [];
    const progress: Array<[number, number | null]> = [];
    const rows = await readAllRows(
      async (offset, limit) => {
        asked.push(offset);
        const n = Math.max(0, Math.min(limit, total - offset));
        return { rows: Array.from({ length: n }, (_v, i) => ({ pid: `P${offset + i}`, cells: [] })), total };
      },
      (done, all) => progress.push([done, all]),
      new AbortController().signal,
    );
    expect(asked).toEqual([0, EXPORT_PAGE_ROWS, EXPORT_PAGE_ROWS * 2]);
    expect(rows.map((r) => r.pid).slice(-2)).toEqual([`P${total - 2}`, `P${total - 1}`]);
    expect(progress).toEqual([[500, total], [1000, total], [total, total]]);
  });

  it('names the file after the view', () => {
    expect(csvFileName('Season Fantasy Points')).toBe('season-fantasy-points.csv');
    expect(csvFileName('  My Rookies (2025)! ')).toBe('my-rookies-2025.csv');
    expect(csvFileName('???')).toBe('data-view.csv');
  });
});
