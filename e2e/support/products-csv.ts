/**
 * A products file for the ERP import (issue 30), in the columns of apps/server/src/modules/erp-import/kinds/
 * kinds/product-row.ts (PRODUCT_COLUMNS): the required ones and a few more. Every product gets a code of this run, in a
 * main category and category the file creates by naming them, so the products are listed in the catalogue.
 */
const HEADER = [
  'product_code',
  'description',
  'brand',
  'main_category_code',
  'main_category_name',
  'category_code',
  'category_name',
  'pack_size',
  'stock_unit',
  'pricing_unit',
  'unit_1',
  'unit_1_conversion',
  'unit_2',
  'unit_2_conversion',
  'taxable',
] as const;

type Column = (typeof HEADER)[number];

export interface ProductsFile {
  csv: Buffer;
  /** The product codes of the good rows, in file order. */
  codes: string[];
  /** The file lines (1 is the header) of the rows the import must refuse. */
  badLines: number[];
  descriptionOf: (code: string) => string;
}

/** Upper-case letters and digits of this run: the codes of one run never meet another's. */
export const runTag = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase().slice(-6);

const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/**
 * `good` rows, and after the good row at each index of `badAt` a bad one: its first unit's conversion is not a number
 * (the import refuses it and goes on).
 */
export function productsFile(tag: string, good: number, badAt: readonly number[]): ProductsFile {
  const descriptionOf = (code: string) => `Harbor Test Olive Oil ${code}`;
  const row = (code: string, over: Partial<Record<Column, string>> = {}) => {
    const values: Record<Column, string> = {
      product_code: code,
      description: descriptionOf(code),
      brand: 'Harbor Select',
      main_category_code: `M${tag}`,
      main_category_name: `Imported Pantry ${tag}`,
      category_code: `C${tag}`,
      category_name: `Imported Oils ${tag}`,
      pack_size: '6/1 LT',
      stock_unit: 'EA',
      pricing_unit: 'CS',
      unit_1: 'CS',
      unit_1_conversion: '6',
      unit_2: 'EA',
      unit_2_conversion: '1',
      taxable: 'N',
      ...over,
    };
    return HEADER.map((h) => cell(values[h])).join(',');
  };
  const lines = [HEADER.join(',')];
  const codes: string[] = [];
  const badLines: number[] = [];
  for (let i = 0; i < good; i++) {
    const code = `E${tag}${String(i).padStart(4, '0')}`;
    codes.push(code);
    lines.push(row(code));
    if (badAt.includes(i)) {
      lines.push(row(`X${tag}${String(i).padStart(4, '0')}`, { unit_1_conversion: 'six' }));
      badLines.push(lines.length);
    }
  }
  return { csv: Buffer.from(lines.join('\r\n') + '\r\n', 'utf8'), codes, badLines, descriptionOf };
}
