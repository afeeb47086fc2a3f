import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { IMPORT_LIMITS, type ImportEncoding } from '@storefront/contract';

/** A file the import cannot read at all: answered (or recorded) as the import's error, nothing written. */
export class ImportFileError extends Error {}

/** One data row: its first line in the file (the header is line 1) and its values by column name. */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

export interface CsvLimits {
  maxRows: number;
  maxColumns: number;
  maxRecordBytes: number;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The file as text: UTF-8 (a byte order mark is dropped) unless Windows-1252 is declared. Bytes that are not UTF-8
 * refuse the file with a hint, rather than turning names into replacement characters.
 */
export function decodeCsv(bytes: Uint8Array, encoding: ImportEncoding): string {
  const hasBom = UTF8_BOM.every((b, i) => bytes[i] === b);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder(hasBom ? 'utf-8' : encoding, { fatal: true }).decode(body);
  } catch {
    throw new ImportFileError(
      'The file is not valid UTF-8. Save it as CSV UTF-8, or import it with the windows-1252 encoding.',
    );
  }
}

/** The text of the first record (the header row): up to its first line end outside quotes. */
export function firstRecordText(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '\n') return text.slice(0, i + 1);
  }
  return text;
}

/** Slices of the text for the parser: it streams them with backpressure instead of parsing the whole file at once. */
function* slices(text: string, size = 64 * 1024): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

/** Comma, semicolon or tab: whichever the header line holds most of (outside quotes); comma when none. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (let i = 0; i < text.length && i < IMPORT_LIMITS.maxRecordBytes; i++) {
    const ch = text.charAt(i);
    const seen = counts.get(ch);
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && seen !== undefined) counts.set(ch, seen + 1);
  }
  let best = ',';
  let most = 0;
  for (const [delimiter, count] of counts)
    if (count > most) {
      best = delimiter;
      most = count;
    }
  return best;
}

/** A header cell as a column name: 'Product Code', 'product_code' and ' PRODUCT-CODE ' are the same column. */
export const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A rough count of data rows for the progress bar (quoted newlines make it a little high; it is corrected at the end). */
export function estimateRows(text: string): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  if (text.length > 0 && !text.endsWith('\n')) lines++;
  return Math.max(0, lines - 1);
}

const newlinesIn = (fields: readonly string[]) => {
  let n = 0;
  for (const f of fields) for (let i = f.indexOf('\n'); i !== -1; i = f.indexOf('\n', i + 1)) n++;
  return n;
};

/**
 * The header and the rows of a CSV text, streamed: quoted fields, quoted newlines, comma, semicolon or tab. Empty
 * lines are skipped. A record past the size bound, or more rows or columns than allowed, refuses the file.
 */
export async function* readCsv(
  text: string,
  limits: CsvLimits = IMPORT_LIMITS,
): AsyncGenerator<{ header: string[] } | CsvRow> {
  const parser = Readable.from(slices(text), { objectMode: false }).pipe(
    parse({
      delimiter: detectDelimiter(text),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: limits.maxRecordBytes,
    }),
  );
  let header: string[] | null = null;
  let rows = 0;
  try {
    for await (const { info, record } of parser as AsyncIterable<{ info: { lines: number }; record: string[] }>) {
      if (record.length > limits.maxColumns)
        throw new ImportFileError(
          `Line ${info.lines - newlinesIn(record)} has ${record.length} columns; at most ${limits.maxColumns} are read.`,
        );
      if (!header) {
        header = record.map(columnName);
        yield { header };
        continue;
      }
      if (++rows > limits.maxRows) throw new ImportFileError(`The file has more than ${limits.maxRows} rows.`);
      const values: Record<string, string> = {};
      header.forEach((name, i) => {
        if (name) values[name] = record[i] ?? '';
      });
      // Cells past the header's columns are kept under their position so a row with extra cells can be refused.
      const width = header.length;
      record.slice(width).forEach((cell, i) => {
        if (cell) values[`#${width + i + 1}`] = cell;
      });
      yield { line: info.lines - newlinesIn(record), values };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'CSV_MAX_RECORD_SIZE')
      throw new ImportFileError(`A row is longer than ${limits.maxRecordBytes} bytes: is this a CSV file?`);
    throw new ImportFileError(`The file is not valid CSV: ${(error as Error).message}`);
  } finally {
    parser.destroy();
  }
  if (!header) throw new ImportFileError('The file is empty: a CSV file starts with a header row.');
}
