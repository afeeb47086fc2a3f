import { QUANTITY_DECIMALS } from '@storefront/domain';
import type { Db } from '../../../db/database';
import { type BatchCounts, type ImportColumn, type ImportKind, type Lined, refusal } from '../import-kind';
import { sameValue } from '../row-diff';
import { RowReader } from '../row-reader';

export interface StockRow {
  productCode: string;
  /** In the product's stock unit, 2 decimals. */
  onHand: string;
}

/** Beyond this an on-hand figure is a typo, not stock (numeric(14, 4) holds 10 digits before the point). */
const MAX_ON_HAND = 999_999_999;

export const STOCK_COLUMNS: readonly ImportColumn[] = [
  { name: 'product_code', required: true, description: 'The product counted', example: '210006' },
  {
    name: 'on_hand',
    required: true,
    description:
      "Quantity on hand in the product's stock unit (up to 2 decimals; below 0 when the ERP has shipped more than it has received)",
    example: '148',
  },
];

export function parseStock(values: Readonly<Record<string, string>>) {
  const r = new RowReader(values);
  const row: StockRow = {
    productCode: r.code('product_code', 20),
    // Negative on hand is what an ERP reports after shipping ahead of a receipt; the app shows such stock as out of stock.
    onHand: r.decimal('on_hand', QUANTITY_DECIMALS, { required: true, min: -MAX_ON_HAND, max: MAX_ON_HAND }) ?? '0',
  };
  return r.done(row);
}

/** Writes products.on_hand where it differs; uncommitted stock (on hand less open orders) follows at once. */
async function applyStock(db: Db, rows: readonly Lined<StockRow>[], ctx: { write: boolean }): Promise<BatchCounts> {
  const counts: BatchCounts = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  const stored = new Map(
    (
      await db
        .selectFrom('products')
        .select(['product_key', 'product_code', 'on_hand'])
        .where('product_code', 'in', [...new Set(rows.map((r) => r.row.productCode))])
        .execute()
    ).map((p) => [p.product_code, p]),
  );
  for (const { line, row } of rows) {
    const product = stored.get(row.productCode);
    if (!product) {
      counts.refused.push(refusal(line, 'product_code', `no product ${row.productCode}`, row.productCode));
      continue;
    }
    if (sameValue(product.on_hand, row.onHand)) {
      counts.unchanged++;
      continue;
    }
    counts.updated++;
    if (ctx.write)
      await db
        .updateTable('products')
        .set({ on_hand: row.onHand })
        .where('product_key', '=', product.product_key)
        .execute();
  }
  return counts;
}

export const stockKind: ImportKind<StockRow> = {
  name: 'stock',
  columns: STOCK_COLUMNS,
  parse: parseStock,
  keyOf: (row) => `product ${row.productCode}`,
  apply: applyStock,
  // Stock is read live by POST /api/product/uncommitted (no-store): no cache holds it.
  caches: [],
  tables: ['products'],
  batchSize: 5000,
};
