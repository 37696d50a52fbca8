const SUFFIXES = new Set(['JR', 'SR', 'II', 'III', 'IV', 'V']);

/** Splits a display name into first and last name, dropping generational suffixes. */
export function splitName(name: string): { fname: string; lname: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  while (parts.length > 2 && SUFFIXES.has(parts[parts.length - 1].replace(/\./g, '').toUpperCase())) parts.pop();
  const [fname = '', ...rest] = parts;
  return { fname, lname: rest.join(' ') };
}

function four(text: string): string {
  const letters = text
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return (letters + 'XXXX').slice(0, 4);
}

/**
 * The player id of the conventions: `FNAM-LNAM-YYYY-YYYY-MM-DD` — first four letters of the first
 * and last name (upper case, padded with X), the draft year (birth year when undrafted or unknown),
 * and the birth date. An unknown birth date is written `0000-00-00`.
 */
export function derivePid(input: { fname: string; lname: string; draftYear?: number | null; dob?: string | null }): string {
  const dob = input.dob && /^\d{4}-\d{2}-\d{2}$/.test(input.dob) ? input.dob : '0000-00-00';
  const year = input.draftYear && input.draftYear > 0 ? String(input.draftYear) : dob.slice(0, 4);
  return `${four(input.fname)}-${four(input.lname)}-${year}-${dob}`;
}
