import type { Parsed, RowProblem } from './import-kind';

const DECIMAL_TEXT = /^(-?)(\d{1,12})(?:\.(\d+))?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const TRUE_WORDS = new Set(['y', 'yes', 'true', '1', 'x']);
const FALSE_WORDS = new Set(['n', 'no', 'false', '0']);

/** Dates repeat down a file (effective dates, invoice dates): each text is read once. */
const dates = new Map<string, string | null>();
const DATES_KEPT = 10_000;

function isoDateOf(text: string): string | null {
  let iso = dates.get(text);
  if (iso === undefined) {
    iso = readDate(text);
    if (dates.size >= DATES_KEPT) dates.clear();
    dates.set(text, iso);
  }
  return iso;
}

/**
 * A decimal's text with exactly `scale` decimals ('007.5' at 2 is '7.50'), by string: an import reads millions of
 * them. Up to 12 integer digits and 4 decimals, so Number compares them exactly against the bounds.
 */
function fixedText(sign: string, whole: string, fraction: string, scale: number): string {
  const digits = whole.replace(/^0+(?=\d)/, '');
  const text = scale > 0 ? `${digits}.${fraction.padEnd(scale, '0')}` : digits;
  return sign && /[1-9]/.test(text) ? `-${text}` : text;
}

function readDate(text: string): string | null {
  const iso = ISO_DATE.exec(text);
  const us = iso ? null : US_DATE.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return date.toISOString().slice(0, 10);
}

interface Bounds {
  required?: boolean;
  min?: number;
  max?: number;
}

/**
 * Reads one CSV row's cells by column name and collects every problem, so a refused row lists all that is wrong
 * with it. Values are trimmed; a NUL character or a cell past the header's columns refuses the row.
 */
export class RowReader {
  readonly problems: RowProblem[] = [];

  constructor(private readonly values: Readonly<Record<string, string>>) {
    for (const [column, value] of Object.entries(values)) {
      if (column.startsWith('#')) this.problem('', `an extra cell in column ${column.slice(1)} past the header`);
      else if (value.includes('\u0000')) this.problem(column, 'contains a NUL character');
    }
  }

  problem(column: string, reason: string): void {
    this.problems.push({ column, reason });
  }

  /** The cell as text ('' when absent); `max` characters at most. */
  text(column: string, max: number, { required = false }: { required?: boolean } = {}): string {
    const value = (this.values[column] ?? '').trim();
    if (required && value === '') this.problem(column, 'is required');
    else if ([...value].length > max) this.problem(column, `is longer than ${max} characters`);
    return value;
  }

  /** A code: required, no spaces, upper-cased. */
  code(column: string, max: number, { required = true }: { required?: boolean } = {}): string {
    const value = this.text(column, max, { required }).toUpperCase();
    if (/\s/.test(value)) this.problem(column, 'must not contain spaces');
    return value;
  }

  /** A decimal with at most `scale` decimals, as plain text ('1.50'); null when empty and not required. */
  decimal(column: string, scale: number, bounds: Bounds = {}): string | null {
    const value = this.text(column, 40, bounds).replace(/^\$/, '').replaceAll(',', '');
    if (value === '') return null;
    const match = DECIMAL_TEXT.exec(value);
    if (!match) {
      this.problem(column, `"${value}" is not a number`);
      return null;
    }
    const fraction = match[3] ?? '';
    if (fraction.length > scale) {
      this.problem(column, `has more than ${scale} decimals`);
      return null;
    }
    const text = fixedText(match[1] ?? '', match[2] ?? '0', fraction, scale);
    const n = Number(text);
    if (bounds.min !== undefined && n < bounds.min) this.problem(column, `must be at least ${bounds.min}`);
    if (bounds.max !== undefined && n > bounds.max) this.problem(column, `must be at most ${bounds.max}`);
    return text;
  }

  /** A whole number; null when empty and not required. */
  int(column: string, bounds: Bounds = {}): number | null {
    const value = this.text(column, 12, bounds);
    if (value === '') return null;
    if (!/^-?\d+$/.test(value)) {
      this.problem(column, `"${value}" is not a whole number`);
      return null;
    }
    const n = Number(value);
    if (bounds.min !== undefined && n < bounds.min) this.problem(column, `must be at least ${bounds.min}`);
    if (bounds.max !== undefined && n > bounds.max) this.problem(column, `must be at most ${bounds.max}`);
    return n;
  }

  /** Y/N, yes/no, true/false or 1/0; `fallback` when empty. */
  flag(column: string, fallback: boolean): boolean {
    const value = this.text(column, 5).toLowerCase();
    if (value === '') return fallback;
    if (TRUE_WORDS.has(value)) return true;
    if (FALSE_WORDS.has(value)) return false;
    this.problem(column, `"${value}" is not Y or N`);
    return fallback;
  }

  /** A date as YYYY-MM-DD (MM/DD/YYYY is read too); null when empty and not required. */
  date(column: string, { required = false }: { required?: boolean } = {}): string | null {
    const value = this.text(column, 10, { required });
    if (value === '') return null;
    const iso = isoDateOf(value);
    if (!iso) this.problem(column, `"${value}" is not a date (YYYY-MM-DD)`);
    return iso;
  }

  /** The row, or its problems. */
  done<T>(row: T): Parsed<T> {
    return this.problems.length > 0 ? { ok: false, problems: this.problems } : { ok: true, row };
  }
}
