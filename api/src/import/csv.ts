import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';

/** Opens a `.csv` or `.csv.gz` file as a stream of bytes (gunzipped when the name says so). */
export function openBytes(file: string): Readable {
  const raw = createReadStream(file);
  if (!file.endsWith('.gz')) return raw;
  const gunzip = createGunzip();
  raw.on('error', (err) => gunzip.destroy(err));
  return raw.pipe(gunzip);
}

export interface CsvReadOptions {
  /** Stop after this many data rows (tests import a small slice for speed). */
  limit?: number;
}

/**
 * Parses CSV text (RFC 4180 through csv-parse: quoted fields with commas, doubled quotes and line breaks,
 * `\n` or `\r\n` row ends, a leading BOM) into `{ header: value }` records, the header row first.
 * Blank lines are skipped; a short row gets '' for its missing cells; a file that ends inside a quoted
 * field is an error.
 */
export async function* parseCsvRecords(
  source: Readable | AsyncIterable<string | Buffer>,
  options: CsvReadOptions = {},
): AsyncGenerator<Record<string, string>> {
  const input = source instanceof Readable ? source : Readable.from(source);
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: true });
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  let header: string[] | undefined;
  let count = 0;
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = row;
        continue;
      }
      if (options.limit !== undefined && count >= options.limit) return;
      const record: Record<string, string> = {};
      for (let i = 0; i < header.length; i++) record[header[i]] = row[i] ?? '';
      count++;
      yield record;
    }
  } finally {
    // Stopping early (limit, or the caller breaks out) must not leave the file open.
    input.unpipe(parser);
    input.destroy();
    parser.destroy();
  }
}

/** Yields each data row of a `.csv` or `.csv.gz` file as `{ header: value }`. */
export function readCsvRecords(file: string, options: CsvReadOptions = {}): AsyncGenerator<Record<string, string>> {
  return parseCsvRecords(openBytes(file), options);
}
