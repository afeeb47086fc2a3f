/**
 * CSV for spreadsheets: cells quoted when they hold a delimiter, quote or newline, and a cell a spreadsheet would
 * run as a formula (=, +, -, @, tab or carriage return first) made text with a leading apostrophe, so an imported
 * '=HYPERLINK(...)' comes back out as the text it was. Plain numbers ('-12.50') stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",;\n\r\t]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows (the first is the header) as CSV text, CRLF line ends as RFC 4180 writes them. */
export function csvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
