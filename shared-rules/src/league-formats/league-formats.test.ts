import { DEFAULT_LEAGUE } from '../constants/default-league';
import { getLeagueFormatHash, getScoringFormatHash } from './format-hash';
import { DEFAULT_LEAGUE_FORMAT_ID, LEAGUE_FORMATS, VISITOR_LEAGUE_FORMAT } from './league-formats';
import {
  DEFAULT_SCORING_FORMAT_ID,
  SCORING_FORMAT_IDS,
  SCORING_FORMATS,
  VISITOR_SCORING_FORMAT,
} from './scoring-formats';

const HEX64 = /^[0-9a-f]{64}$/;

describe('scoring presets', () => {
  it('has every §3 scoring format with a 32-byte hex hash', () => {
    expect(Object.keys(SCORING_FORMATS).sort()).toEqual([...SCORING_FORMAT_IDS].sort());
    for (const id of SCORING_FORMAT_IDS) expect(getScoringFormatHash(SCORING_FORMATS[id].format)).toMatch(HEX64);
  });

  it('uses the real-world values', () => {
    const f = (id: keyof typeof SCORING_FORMATS) => SCORING_FORMATS[id].format;
    expect([f('standard').rec, f('half_ppr').rec, f('ppr').rec]).toEqual([0, 0.5, 1]);
    expect([f('standard').ints, f('standard').fuml, f('standard').tdp, f('standard').py]).toEqual([-2, -2, 4, 0.04]);
    expect([f('ppr_lower_turnover').ints, f('ppr_lower_turnover').fuml]).toEqual([-1, -1]);
    expect([f('half_ppr_lower_turnover').ints, f('half_ppr_lower_turnover').rec]).toEqual([-1, 0.5]);
    expect(f('genesis')).toMatchObject({ py: 0.05, ints: -1, fuml: -1, rec: 0.5, exclude_qb_kneels: true });
    expect(f('fanduel')).toMatchObject({ rec: 0.5, ints: -1, fuml: -2 });
    expect(f('draftkings')).toMatchObject({ rec: 1, ints: -1, fuml: -1, tdp: 4 });
    expect(f('sfb15_mfl')).toMatchObject({ ra: 0.5, trg: 1, terec: 2, ints: 0, fuml: 0, tdp: 6 });
    expect(f('sfb15_sleeper')).toMatchObject({ ra: 0.5, trg: 0, rec: 2.5, terec: 3.5, ints: 0, fuml: 0 });
    expect(DEFAULT_SCORING_FORMAT_ID).toBe('ppr_lower_turnover');
  });

  it('hashes by content: equal values share a hash, any change alters it', () => {
    const dk = getScoringFormatHash(SCORING_FORMATS.draftkings.format);
    expect(getScoringFormatHash(SCORING_FORMATS.ppr_lower_turnover.format)).toBe(dk);
    const hashes = new Set(SCORING_FORMAT_IDS.map((id) => getScoringFormatHash(SCORING_FORMATS[id].format)));
    expect(hashes.size).toBe(SCORING_FORMAT_IDS.length - 1);
    const reordered = Object.fromEntries(Object.entries(SCORING_FORMATS.ppr.format).reverse());
    expect(getScoringFormatHash(reordered)).toBe(getScoringFormatHash(SCORING_FORMATS.ppr.format));
    expect(getScoringFormatHash({ ...SCORING_FORMATS.ppr.format, py: 0.041 })).not.toBe(
      getScoringFormatHash(SCORING_FORMATS.ppr.format),
    );
    expect(getScoringFormatHash({ ...SCORING_FORMATS.ppr.format, exclude_qb_kneels: true })).not.toBe(
      getScoringFormatHash(SCORING_FORMATS.ppr.format),
    );
  });

  it('pins the hash of one preset so an accidental change of the serialisation is caught', () => {
    expect(getScoringFormatHash(SCORING_FORMATS.ppr.format)).toMatchInlineSnapshot(`"1838e20ee8285c8b7fe11e95a297b4b5691a3303ae1bb45197a769edcc2e1b0f"`);
  });

  it('reads a League row (kneel switch stored as 0/1, nulls as 0)', () => {
    const genesis = SCORING_FORMATS.genesis.format;
    expect(getScoringFormatHash({ ...genesis, exclude_qb_kneels: 1, pa: null })).toBe(getScoringFormatHash(genesis));
  });

  it('hashes a position reception value of 0 like the rec value it falls back to', () => {
    const ppr = SCORING_FORMATS.ppr.format;
    expect(getScoringFormatHash({ ...ppr, rbrec: 0, wrrec: 0, terec: 0 })).toBe(getScoringFormatHash(ppr));
    expect(getScoringFormatHash({ ...ppr, terec: 2 })).not.toBe(getScoringFormatHash(ppr));
  });

  it('treats missing fields as 0 / false', () => {
    expect(getScoringFormatHash({})).toBe(
      getScoringFormatHash({ ...SCORING_FORMATS.standard.format, py: 0, ints: 0, tdp: 0, ry: 0, tdr: 0, recy: 0, tdrec: 0, twoptc: 0, fuml: 0, prtd: 0, krtd: 0 }),
    );
  });

  it('defines the §9 visitor default scoring', () => {
    expect(VISITOR_SCORING_FORMAT).toMatchObject({ py: 0.05, ints: -1, tdp: 4, ry: 0.1, recy: 0.1, tdr: 6, tdrec: 6, rec: 0.5, twoptc: 2, fuml: -1 });
  });
});

describe('league presets', () => {
  const ids = Object.keys(LEAGUE_FORMATS).sort();

  it('lists the §3 league formats', () => {
    const expected = ['draftkings_classic', 'genesis_10_team', 'sfb15_mfl', 'sfb15_sleeper'];
    for (const scoring of ['half_ppr', 'half_ppr_lower_turnover', 'ppr', 'ppr_lower_turnover', 'standard']) {
      for (const teams of [10, 12]) {
        expected.push(`${scoring}_${teams}_team`);
        if (scoring !== 'standard') expected.push(`${scoring}_${teams}_team_superflex`);
      }
    }
    expect(ids).toEqual(expected.sort());
    expect(DEFAULT_LEAGUE_FORMAT_ID).toBe('genesis_10_team');
    expect(LEAGUE_FORMATS[DEFAULT_LEAGUE_FORMAT_ID]).toBeDefined();
  });

  it('gives every preset unique, well-formed hashes that match a recomputation', () => {
    const seen = new Set<string>();
    for (const id of ids) {
      const p = LEAGUE_FORMATS[id];
      expect(p.league_format_hash).toMatch(HEX64);
      expect(p.scoring_format_hash).toBe(getScoringFormatHash(p.scoring));
      expect(getLeagueFormatHash({ ...p.config, scoring_format_hash: p.scoring_format_hash })).toBe(p.league_format_hash);
      seen.add(p.league_format_hash);
    }
    expect(seen.size).toBe(ids.length);
  });

  it('has the documented layouts', () => {
    expect(LEAGUE_FORMATS.sfb15_sleeper.config).toMatchObject({ sqb: 1, srbwrte: 9, sqbrbwrte: 2, sk: 0, sdst: 0 });
    expect(LEAGUE_FORMATS.draftkings_classic.config).toMatchObject({ cap: 50000, swr: 3, srbwrte: 1, sdst: 1, sk: 0 });
    expect(LEAGUE_FORMATS.genesis_10_team.config).toMatchObject({ num_teams: 10, sqbrbwrte: 1, sk: 0 });
    expect(LEAGUE_FORMATS.ppr_12_team_superflex.config).toMatchObject({ num_teams: 12, sqb: 1, srb: 2, swr: 2, ste: 1, srbwrte: 1, sqbrbwrte: 1 });
    expect(LEAGUE_FORMATS.ppr_12_team.config.sqbrbwrte).toBe(0);
  });

  it('defines the §9 visitor default league on the half_ppr 12 superflex layout', () => {
    const sf = LEAGUE_FORMATS.half_ppr_12_team_superflex.config;
    const v = VISITOR_LEAGUE_FORMAT.config;
    for (const key of ['num_teams', 'sqb', 'srb', 'swr', 'ste', 'srbwrte', 'sqbrbwrte', 'sdst', 'sk'] as const) {
      expect(v[key]).toBe(sf[key]);
    }
    expect(v).toMatchObject({ bench: 7, ps: 4, ir: 3, cap: 200, min_bid: 1 });
    expect(VISITOR_LEAGUE_FORMAT.league_format_hash).toMatch(HEX64);
  });
});

describe('getLeagueFormatHash', () => {
  it("throws 'scoring_format_hash is required' without a scoring hash", () => {
    expect(() => getLeagueFormatHash({ num_teams: 12 })).toThrow('scoring_format_hash is required');
    expect(() => getLeagueFormatHash({ num_teams: 12, scoring_format_hash: '' })).toThrow('scoring_format_hash is required');
    expect(() => getLeagueFormatHash({ num_teams: 12, scoring_format_hash: null })).toThrow('scoring_format_hash is required');
  });

  it('changes with the scoring hash and with any format field', () => {
    const base = { ...LEAGUE_FORMATS.ppr_12_team.config, scoring_format_hash: 'a'.repeat(64) };
    const h = getLeagueFormatHash(base);
    expect(getLeagueFormatHash({ ...base, scoring_format_hash: 'b'.repeat(64) })).not.toBe(h);
    expect(getLeagueFormatHash({ ...base, cap: 201 })).not.toBe(h);
    expect(getLeagueFormatHash({ ...base, bench: 7 })).not.toBe(h);
  });
});

describe('reconciliation with rules-A', () => {
  it("gives DEFAULT_LEAGUE (§9) the visitor preset's hashes", () => {
    const scoringHash = getScoringFormatHash(DEFAULT_LEAGUE);
    expect(scoringHash).toBe(VISITOR_LEAGUE_FORMAT.scoring_format_hash);
    expect(getLeagueFormatHash({ ...DEFAULT_LEAGUE, scoring_format_hash: scoringHash })).toBe(VISITOR_LEAGUE_FORMAT.league_format_hash);
  });
});
