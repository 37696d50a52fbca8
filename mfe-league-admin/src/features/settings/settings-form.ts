import { LEAGUE_DATE_FIELDS, type LeagueSettingField } from '@league/shared-rules';
import { LeagueSettingsSchema, type League } from '@league/shared-rules/contracts';

/** How a field is edited. */
export type FieldKind = 'number' | 'decimal' | 'text' | 'checkbox' | 'date' | 'select' | 'weeks';

const DECIMAL = new Set(['pa', 'pc', 'py', 'ints', 'tdp', 'ra', 'ry', 'tdr', 'rbrec', 'wrrec', 'terec', 'rec', 'recy', 'twoptc', 'tdrec', 'fuml', 'prtd', 'krtd', 'rush_first_down', 'rec_first_down', 'trg']);
const TEXT = new Set(['name', 'division_1_name', 'division_2_name', 'division_3_name', 'division_4_name', 'espn_id', 'sleeper_id', 'mfl_id', 'fleaflicker_id']);

export function kindOf(field: LeagueSettingField): FieldKind {
  if (field === 'hosted' || field === 'exclude_qb_kneels') return 'checkbox';
  if (field === 'draft_type') return 'select';
  if (field === 'championship_round') return 'weeks';
  if ((LEAGUE_DATE_FIELDS as readonly string[]).includes(field)) return 'date';
  if (DECIMAL.has(field)) return 'decimal';
  if (TEXT.has(field)) return 'text';
  return 'number';
}

/** Fields that may be left empty (stored as null). */
const NULLABLE = new Set(Object.entries(LeagueSettingsSchema.shape).filter(([, s]) => s.safeParse(null).success).map(([k]) => k));

const pad = (n: number) => String(n).padStart(2, '0');

/** A unix time as a `datetime-local` value in the browser's zone ('' when unset). */
export function toLocalInput(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What an input shows for a stored value. */
export function toInput(field: LeagueSettingField, value: unknown): string | boolean {
  const kind = kindOf(field);
  if (kind === 'checkbox') return Boolean(value);
  if (kind === 'date') return toLocalInput(value as number | null);
  if (kind === 'weeks') return Array.isArray(value) ? value.join(', ') : '';
  return value === null || value === undefined ? '' : String(value);
}

/** The value an input means (a form draft back to the wire); NaN stays NaN so the schema names the field. */
export function fromInput(field: LeagueSettingField, input: string | boolean): unknown {
  const kind = kindOf(field);
  if (kind === 'checkbox') return field === 'hosted' ? (input ? 1 : 0) : Boolean(input);
  const text = String(input).trim();
  if (text === '' && NULLABLE.has(field)) return null;
  if (kind === 'text' || kind === 'select') return text;
  if (kind === 'date') return Math.floor(new Date(text).getTime() / 1000);
  if (kind === 'weeks') return text === '' ? [] : text.split(/[\s,]+/).map(Number);
  return Number(text);
}

/** The changed fields of one section, as the PUT body. */
export function changedFields(fields: readonly LeagueSettingField[], league: League, draft: Record<string, string | boolean>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in draft)) continue;
    const value = fromInput(field, draft[field]);
    const stored = (league as Record<string, unknown>)[field] ?? null;
    if (JSON.stringify(value) !== JSON.stringify(stored)) out[field] = value;
  }
  return out;
}

/** Field-level messages from the contract's schema, before anything is sent. */
export function schemaErrors(body: Record<string, unknown>): Record<string, string> {
  const parsed = LeagueSettingsSchema.partial().safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '(root)')] ??= issue.message;
  return errors;
}
