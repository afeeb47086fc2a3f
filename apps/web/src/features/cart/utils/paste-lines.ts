/**
 * 'Paste from spreadsheet' (beyond the spec): one order line per text line,
 * product code, quantity and an optional unit, separated by tabs (what a
 * spreadsheet copies), commas (CSV) or spaces.
 */
export interface PastedLine {
  /** 1-based, as the user sees the pasted text. */
  lineNumber: number;
  code: string;
  /** A plain decimal with at most 2 places (spec 1 §5). */
  quantity: string;
  /** Upper-cased; null when the line names none. */
  unit: string | null;
}

export interface PasteProblem {
  lineNumber: number;
  message: string;
}

export interface ParsedPaste {
  lines: PastedLine[];
  problems: PasteProblem[];
}

const QUANTITY = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;
/** A first line like 'Item Code, Qty, UOM' is a header, not an order line. */
const HEADER_CODE = /^(product|item|code|sku|part)/i;

/** Tabs win over commas and commas over spaces, so '1,000' survives in tab-separated text. */
function cellsOf(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : line.includes(',') ? ',' : /\s+/;
  // Only spaces are trimmed first: a leading tab is an empty first cell (no code).
  return line
    .replace(/^ +| +$/g, '')
    .split(separator)
    .map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((cell, i, all) => cell !== '' || all.slice(i).some((c) => c.trim() !== ''));
}

/** '1,200' from a tab-separated sheet is twelve hundred; the grouping commas are dropped. */
function normaliseQuantity(cell: string): string {
  return /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(cell) ? cell.replace(/,/g, '') : cell;
}

export function parsePastedLines(text: string): ParsedPaste {
  const lines: PastedLine[] = [];
  const problems: PasteProblem[] = [];
  let seenContent = false;
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const lineNumber = i + 1;
    if (raw.trim() === '') return;
    const [code = '', rawQuantity = '', rawUnit = ''] = cellsOf(raw);
    const quantity = normaliseQuantity(rawQuantity);
    const first = !seenContent;
    seenContent = true;
    if (first && !QUANTITY.test(quantity) && HEADER_CODE.test(code)) return;
    if (code === '') {
      problems.push({ lineNumber, message: `Line ${lineNumber}: no product code` });
    } else if (quantity === '') {
      problems.push({ lineNumber, message: `Line ${lineNumber}: no quantity for ${code}` });
    } else if (!QUANTITY.test(quantity)) {
      problems.push({
        lineNumber,
        message: `Line ${lineNumber}: "${rawQuantity}" is not a valid quantity for ${code}`,
      });
    } else {
      lines.push({
        lineNumber,
        code,
        quantity: quantity.replace(/\.$/, ''),
        unit: rawUnit ? rawUnit.toUpperCase() : null,
      });
    }
  });
  return { lines, problems };
}
