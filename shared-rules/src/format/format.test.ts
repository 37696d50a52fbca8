import { formatAge } from './age';
import { objectsToCsv, toCsv, toCsvField } from './csv';
import { americanOddsToDecimal, americanOddsToImpliedProbability, formatAmericanOdds } from './odds';
import { formatMoney, joinWithAnd, toOrdinal, toPercent } from './text';

describe('text', () => {
  it('ordinals incl. 11th-13th', () => {
    const cases: Array<[number, string]> = [
      [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [10, '10th'], [11, '11th'], [12, '12th'], [13, '13th'],
      [21, '21st'], [22, '22nd'], [23, '23rd'], [101, '101st'], [111, '111th'], [112, '112th'], [0, '0th'],
    ];
    for (const [n, s] of cases) expect(toOrdinal(n)).toBe(s);
  });
  it('joins with and, no Oxford comma', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['a'])).toBe('a');
    expect(joinWithAnd(['a', 'b'])).toBe('a and b');
    expect(joinWithAnd(['a', 'b', 'c'])).toBe('a, b and c');
  });
  it('percentages with one decimal and money', () => {
    expect(toPercent(0.1234)).toBe('12.3%');
    expect(toPercent(1)).toBe('100.0%');
    expect(toPercent(0)).toBe('0.0%');
    expect(toPercent(Number.NaN)).toBe('-');
    expect(formatMoney(12)).toBe('$12');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-3)).toBe('-$3');
    expect(formatMoney(7.6)).toBe('$8');
  });
});

describe('age', () => {
  const now = Date.UTC(2026, 10, 21) / 1000;
  it('is days / 365 with one decimal', () => {
    expect(formatAge('2000-11-21', now)).toBe(((Date.UTC(2026, 10, 21) - Date.UTC(2000, 10, 21)) / 86400000 / 365).toFixed(1));
    expect(formatAge('2000-11-21', now)).toBe('26.0');
    expect(formatAge('1996-05-17', now)).toBe('30.5');
  });
  it('is - for missing dates', () => {
    expect(formatAge(null, now)).toBe('-');
    expect(formatAge('', now)).toBe('-');
    expect(formatAge('0000-00-00', now)).toBe('-');
    expect(formatAge('not a date', now)).toBe('-');
  });
});

describe('American odds', () => {
  it('formats with sign', () => {
    expect(formatAmericanOdds(150)).toBe('+150');
    expect(formatAmericanOdds(-110)).toBe('-110');
    expect(formatAmericanOdds(Number.NaN)).toBe('-');
  });
  it('implied probability and decimal odds', () => {
    expect(americanOddsToImpliedProbability(150)).toBeCloseTo(0.4);
    expect(americanOddsToImpliedProbability(-110)).toBeCloseTo(110 / 210);
    expect(americanOddsToImpliedProbability(100)).toBeCloseTo(0.5);
    expect(americanOddsToImpliedProbability(50)).toBeNaN();
    expect(americanOddsToDecimal(150)).toBeCloseTo(2.5);
    expect(americanOddsToDecimal(-200)).toBeCloseTo(1.5);
    expect(americanOddsToDecimal(0)).toBeNaN();
  });
});

describe('CSV', () => {
  it('quotes fields with commas, quotes or line breaks, doubling quotes', () => {
    expect(toCsvField('plain')).toBe('plain');
    expect(toCsvField('a,b')).toBe('"a,b"');
    expect(toCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvField('two\nlines')).toBe('"two\nlines"');
    expect(toCsvField('cr\r')).toBe('"cr\r"');
    expect(toCsvField(null)).toBe('');
    expect(toCsvField(undefined)).toBe('');
    expect(toCsvField(3.5)).toBe('3.5');
    expect(toCsvField(false)).toBe('false');
  });
  it('ends every line with CRLF', () => {
    expect(toCsv([['a', 'b'], [1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
    expect(toCsv([])).toBe('');
    expect(objectsToCsv([{ name: 'Smith, J', salary: 12 }], ['name', 'salary'])).toBe('name,salary\r\n"Smith, J",12\r\n');
  });
});
