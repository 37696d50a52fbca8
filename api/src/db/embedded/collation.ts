/**
 * Collations (MongoDB's ICU collations, approximated with `Intl.Collator` and Unicode case folding). Equality
 * honours strength 1 (base letters: case and accents ignored) and 2 (case ignored), the strengths an
 * application uses for case-insensitive lookups and unique indexes; strength 3 and above compare strings
 * exactly. Sorting uses the locale's order at the given strength, `caseFirst` and `numericOrdering`.
 */
import { ErrorCodes, MongoCommandError } from './errors';
import { Doc } from './values';

/** A parsed, non-simple collation. */
export interface Collation {
  locale: string;
  strength: number;
  caseLevel: boolean;
  caseFirst: 'upper' | 'lower' | 'off';
  numericOrdering: boolean;
  /** The spec as listIndexes / listCollections report it. */
  spec: Doc;
}

const fields = new Set(['locale', 'strength', 'caseLevel', 'caseFirst', 'numericOrdering', 'alternate', 'maxVariable', 'normalization', 'backwards', 'version']);

/** Parses a command's `collation`; null for the simple (binary) collation or when absent. */
export function parseCollation(raw: unknown): Collation | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'collation' is the wrong type, expected type 'object'");
  const c = raw as Doc;
  for (const k of Object.keys(c)) if (!fields.has(k)) throw new MongoCommandError(ErrorCodes.FailedToParse, `unknown collation spec field "${k}"`);
  if (typeof c.locale !== 'string') throw new MongoCommandError(ErrorCodes.FailedToParse, "BSON field 'locale' is missing but a required field");
  if (c.locale === 'simple') {
    if (Object.keys(c).length > 1) throw new MongoCommandError(ErrorCodes.BadValue, 'Collation with locale "simple" cannot have any other fields');
    return null;
  }
  const locale = c.locale.replace(/_/g, '-');
  if (!Intl.Collator.supportedLocalesOf([locale]).length && c.locale !== 'root') {
    throw new MongoCommandError(ErrorCodes.BadValue, `Field 'locale' is invalid in: { locale: "${c.locale}" }`);
  }
  const strength = c.strength === undefined ? 3 : Number(c.strength);
  if (!Number.isInteger(strength) || strength < 1 || strength > 5) throw new MongoCommandError(ErrorCodes.FailedToParse, `Field 'strength' must be an integer 1 through 5. Got: ${String(c.strength)}`);
  const caseFirst = c.caseFirst ?? 'off';
  if (!['upper', 'lower', 'off'].includes(caseFirst)) throw new MongoCommandError(ErrorCodes.FailedToParse, `Field 'caseFirst' must be 'upper', 'lower', or 'off'. Got: ${String(caseFirst)}`);
  const spec: Doc = {
    locale: c.locale,
    caseLevel: c.caseLevel === true,
    caseFirst,
    strength,
    numericOrdering: c.numericOrdering === true,
    alternate: c.alternate ?? 'non-ignorable',
    maxVariable: c.maxVariable ?? 'punct',
    normalization: c.normalization === true,
    backwards: c.backwards === true,
    version: '57.1',
  };
  return { locale: c.locale === 'root' ? 'und' : locale, strength, caseLevel: c.caseLevel === true, caseFirst, numericOrdering: c.numericOrdering === true, spec };
}

/** Whether equality under this collation differs from exact comparison. */
export function foldsEquality(c: Collation | null): c is Collation {
  return !!c && c.strength <= 2 && !c.caseLevel;
}

/** The comparison key of a string: equal keys ⇔ equal under the collation's strength. */
export function collationKey(s: string, c: Collation): string {
  if (c.strength === 1) return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return s.normalize('NFC').toLowerCase();
}

/** A copy of a value with every string replaced by its collation key (objects and arrays followed). */
export function foldStrings(v: unknown, c: Collation): unknown {
  if (typeof v === 'string') return collationKey(v, c);
  if (Array.isArray(v)) return v.map((x) => foldStrings(x, c));
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const out: Doc = {};
    for (const [k, x] of Object.entries(v as Doc)) out[k] = foldStrings(x, c);
    return out;
  }
  return v;
}

const collators = new Map<string, Intl.Collator>();

/** The string comparison of a collation (cached per spec). */
export function stringComparator(c: Collation): (a: string, b: string) => number {
  const key = `${c.locale}|${c.strength}|${c.caseFirst}|${c.numericOrdering}`;
  let collator = collators.get(key);
  if (!collator) {
    const sensitivity = c.strength === 1 ? 'base' : c.strength === 2 ? 'accent' : 'variant';
    collator = new Intl.Collator(c.locale, { sensitivity, numeric: c.numericOrdering, caseFirst: c.caseFirst === 'off' ? 'false' : c.caseFirst, usage: 'sort' });
    collators.set(key, collator);
  }
  return collator.compare;
}
