import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

/**
 * Streaming RFC 4180 parser: quoted fields may contain commas, doubled quotes and line breaks.
 * Accepts `\n` and `\r\n` row ends. Yields each row as an array of strings.
 */
export async function* parseCsvRows(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<string[]> {
  let field = '';
  let row: string[] = [];
  let inQuotes = false;
  // A quote just closed; the next char decides between an escaped quote ("") and the field's end.
  let quotePending = false;
  let sawAny = false;

  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      sawAny = true;
      if (inQuotes) {
        if (c === 34 /* " */) {
          field += text.slice(start, i);
          start = i + 1;
          inQuotes = false;
          quotePending = true;
        }
        continue;
      }
      if (quotePending) {
        quotePending = false;
        if (c === 34) {
          field += '"';
          inQuotes = true;
          start = i + 1;
          continue;
        }
      }
      if (c === 34) {
        field += text.slice(start, i);
        inQuotes = true;
        start = i + 1;
      } else if (c === 44 /* , */) {
        row.push(field + text.slice(start, i));
        field = '';
        start = i + 1;
      } else if (c === 10 /* \n */) {
        let end = i;
        if (end > start && text.charCodeAt(end - 1) === 13) end--;
        else if (end === start && field.endsWith('\r')) field = field.slice(0, -1);
        row.push(field + text.slice(start, end));
        yield row;
        row = [];
        field = '';
        start = i + 1;
        sawAny = false;
      }
    }
    field += text.slice(start);
  }
  if (inQuotes) throw new Error('CSV ends inside a quoted field');
  if (sawAny || row.length > 0) {
    if (field.endsWith('\r')) field = field.slice(0, -1);
    row.push(field);
    yield row;
  }
}

/** Opens a `.csv` or `.csv.gz` file as a stream of text chunks. */
export function openText(file: string): AsyncIterable<string> {
  const raw = createReadStream(file);
  const stream = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  stream.setEncoding('utf8');
  raw.on('error', (err) => stream.destroy(err));
  return stream as AsyncIterable<string>;
}

export interface CsvReadOptions {
  /** Stop after this many data rows (tests import a small slice for speed). */
  limit?: number;
}

/** Yields each data row as `{ header: value }`, header row first in the file. */
export async function* readCsvRecords(
  file: string,
  options: CsvReadOptions = {},
): AsyncGenerator<Record<string, string>> {
  let header: string[] | undefined;
  let count = 0;
  for await (const row of parseCsvRows(openText(file))) {
    if (!header) {
      header = row.map((h) => h.replace(/^\uFEFF/, ''));
      continue;
    }
    if (row.length === 1 && row[0] === '') continue; // blank line
    if (options.limit !== undefined && count >= options.limit) return;
    const record: Record<string, string> = {};
    for (let i = 0; i < header.length; i++) record[header[i]] = row[i] ?? '';
    count++;
    yield record;
  }
}
