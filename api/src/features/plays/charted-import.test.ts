import { parseChartedPlays } from './charted-import';

const plays = new Map([['2024_01_BAL_KC:3113', { year: 2024, week: 1 }]]);
const gsis = new Map([['00-0034796', 'LAMA-JACK-2018-1997-01-07']]);
const pids = new Set(['LAMA-JACK-2018-1997-01-07']);

describe('parseChartedPlays', () => {
  it('takes the year and week from the play, maps the gsis id, upper-cases codes and keeps empty cells null', () => {
    const { rows, errors } = parseChartedPlays(
      [{ esbid: '2024_01_BAL_KC', play_id: '3113', gsis_id: '00-0034796', role: 'passer', man_zone: 'zone', offense_personnel: '1 RB, 1 TE, 3 WR', time_to_throw: '2.5', defenders_in_box: '' }],
      plays,
      gsis,
      pids,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        esbid: '2024_01_BAL_KC', playId: 3113, pid: 'LAMA-JACK-2018-1997-01-07', year: 2024, week: 1, role: 'PASSER', route: null, coverage_type: null,
        man_zone: 'ZONE', offense_personnel: '1 RB, 1 TE, 3 WR', defense_personnel: null, offense_formation: null, defenders_in_box: null, time_to_throw: 2.5, separation: null,
      },
    ]);
  });

  it('refuses rows with their reason: missing key, unknown play or player, values out of range', () => {
    const base = { esbid: '2024_01_BAL_KC', play_id: '3113', pid: 'LAMA-JACK-2018-1997-01-07' };
    const { rows, errors } = parseChartedPlays(
      [
        { ...base, esbid: '' },
        { ...base, play_id: '1' },
        { ...base, pid: 'NOPE-NOPE-2000-1990-01-01' },
        { ...base, man_zone: 'BOTH' },
        { ...base, offense_formation: 'SPREAD' },
        { ...base, time_to_throw: '31' },
        { ...base, defenders_in_box: '6.5' },
      ],
      plays,
      gsis,
      pids,
    );
    expect(rows).toEqual([]);
    expect(errors.map((e) => `${e.row}: ${e.reason}`)).toEqual([
      '1: missing esbid',
      '2: unknown play 2024_01_BAL_KC:1',
      '3: unknown player NOPE-NOPE-2000-1990-01-01',
      '4: bad man_zone BOTH',
      '5: bad offense_formation SPREAD',
      '6: bad time_to_throw 31',
      '7: bad defenders_in_box 6.5',
    ]);
  });
});
