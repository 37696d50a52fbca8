import { z } from 'zod';
import { IdParamSchema, LeagueIdParamSchema, PidSchema, QueryBooleanSchema, QueryIntSchema, queryList } from './common';

describe('PidSchema', () => {
  it('accepts the player pattern and team defenses', () => {
    expect(PidSchema.parse('PATR-MAHO-2017-1995-09-17')).toBe('PATR-MAHO-2017-1995-09-17');
    expect(PidSchema.parse('KC')).toBe('KC');
  });
  it.each(['patr-maho-2017-1995-09-17', 'PAT-MAHO-2017-1995-09-17', 'PATR-MAHO-2017-1995-9-17', 'KCCC', ''])(
    'rejects %p',
    (pid) => {
      expect(PidSchema.safeParse(pid).success).toBe(false);
    },
  );
});

describe('query coercion', () => {
  it('coerces ids from strings and refuses junk', () => {
    expect(IdParamSchema.parse('12')).toBe(12);
    expect(IdParamSchema.safeParse('0').success).toBe(false);
    expect(IdParamSchema.safeParse('1.5').success).toBe(false);
    expect(IdParamSchema.safeParse('abc').success).toBe(false);
    expect(LeagueIdParamSchema.parse('0')).toBe(0);
    expect(QueryIntSchema.safeParse('-1').success).toBe(false);
  });
  it('reads booleans', () => {
    expect(QueryBooleanSchema.parse('true')).toBe(true);
    expect(QueryBooleanSchema.parse('0')).toBe(false);
    expect(QueryBooleanSchema.safeParse('yes').success).toBe(false);
  });
});

describe('queryList', () => {
  const Ints = queryList(z.coerce.number<number | string>().int());
  it('splits comma lists, repeated keys and single values', () => {
    expect(Ints.parse('1,14')).toEqual([1, 14]);
    expect(Ints.parse(['1', '2,3'])).toEqual([1, 2, 3]);
    expect(Ints.parse('7')).toEqual([7]);
    expect(Ints.parse([4, 5])).toEqual([4, 5]);
  });
  it('drops empty items and rejects bad ones', () => {
    expect(Ints.parse('')).toEqual([]);
    expect(Ints.parse('1,,2, ')).toEqual([1, 2]);
    expect(Ints.safeParse('1,x').success).toBe(false);
  });
  it('stays optional when wrapped', () => {
    expect(Ints.optional().parse(undefined)).toBeUndefined();
  });
});
