import { PidSchema } from '@league/shared-rules/contracts';
import { derivePid, splitName } from './pid';

describe('derivePid', () => {
  it('builds FNAM-LNAM-YYYY-YYYY-MM-DD from draft year and birth date', () => {
    expect(derivePid({ fname: 'Cam', lname: 'Ward', draftYear: 2025, dob: '2002-05-25' })).toBe('CAMX-WARD-2025-2002-05-25');
  });

  it('uses the birth year when undrafted, strips punctuation, pads short names', () => {
    expect(derivePid({ fname: "D'Andre", lname: 'St. Brown', draftYear: 0, dob: '1999-10-24' })).toBe(
      'DAND-STBR-1999-1999-10-24',
    );
    expect(derivePid({ fname: 'Jo', lname: 'Li', draftYear: null, dob: null })).toBe('JOXX-LIXX-0000-0000-00-00');
  });

  it('always matches the contract pattern', () => {
    for (const name of ['Amon-Ra St. Brown', 'Marvin Harrison Jr.', 'A.J. Brown', 'Kenneth Walker III']) {
      const { fname, lname } = splitName(name);
      expect(PidSchema.safeParse(derivePid({ fname, lname, draftYear: 2020, dob: '2000-01-01' })).success).toBe(true);
    }
  });
});

describe('splitName', () => {
  it('drops generational suffixes and keeps multi-word last names', () => {
    expect(splitName('Marvin Harrison Jr.')).toEqual({ fname: 'Marvin', lname: 'Harrison' });
    expect(splitName('Kenneth Walker III')).toEqual({ fname: 'Kenneth', lname: 'Walker' });
    expect(splitName('Amon-Ra St. Brown')).toEqual({ fname: 'Amon-Ra', lname: 'St. Brown' });
  });
});
