/**
 * Columns that hold identifiers: kept as strings even when they look numeric (leading zeros and
 * 16+ digit ids must survive), e.g. `gsis_id`, `espn_id`, schedules' `espn`/`pfr`/`gsis` game ids.
 */
const ID_COLUMN = /(^|_)id$|^(gsis|pfr|pff|espn|ftn|old_game_id|nfl_detail_id|game_id|stadium_id)$/;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * One CSV record as a document: empty values are left out (the source's "missing"), numeric text
 * becomes a number except in id columns.
 */
export function coerceRecord(record: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in record) {
    const value = record[key];
    if (value === '') continue;
    out[key] = !ID_COLUMN.test(key) && NUMBER.test(value) ? Number(value) : value;
  }
  return out;
}
