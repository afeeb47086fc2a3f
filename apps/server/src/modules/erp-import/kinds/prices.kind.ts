import { DEFAULT_PRICE_DECIMALS } from '@storefront/domain';
import { chunked, rowsPerInsert } from '../../../db/chunking';
import type { Db } from '../../../db/database';
import type { NewRow, PricesTable } from '../../../db/schema';
import { PRICES_CACHE } from '../../../platform/cache/cache-versions.repository';
import { type BatchCounts, type ImportColumn, type ImportKind, type Lined, refusal } from '../import-kind';
import { sameValue } from '../row-diff';
import { RowReader } from '../row-reader';

export interface PriceRow {
  productCode: string;
  unit: string;
  price: string;
  cost: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  priceLevel: number | null;
  customerCode: string;
}

export const PRICE_COLUMNS: readonly ImportColumn[] = [
  { name: 'product_code', required: true, description: 'The product priced', example: '210006' },
  { name: 'unit', required: true, description: 'A price-by unit of the product', example: 'CS' },
  { name: 'price', required: true, description: "Price per unit, in the unit's price decimals", example: '18.95' },
  {
    name: 'effective_from',
    required: true,
    description: 'First day the price applies (YYYY-MM-DD)',
    example: '2026-11-01',
  },
  { name: 'effective_to', required: false, description: 'Last day it applies (empty: open-ended)', example: '' },
  {
    name: 'price_level',
    required: false,
    description: 'A price level (1 to 99): a level contract. Empty with no customer: the base price',
    example: '',
  },
  {
    name: 'customer_code',
    required: false,
    description: "A customer's code: that customer's contract price",
    example: '',
  },
  { name: 'cost', required: false, description: 'Cost per unit (never shown to customers)', example: '' },
];

export function parsePrice(values: Readonly<Record<string, string>>) {
  const r = new RowReader(values);
  const row: PriceRow = {
    productCode: r.code('product_code', 20),
    unit: r.code('unit', 4),
    price: r.decimal('price', DEFAULT_PRICE_DECIMALS, { required: true, min: 0, max: 9_999_999 }) ?? '0',
    cost: r.decimal('cost', DEFAULT_PRICE_DECIMALS, { min: 0, max: 9_999_999 }),
    effectiveFrom: r.date('effective_from', { required: true }) ?? '',
    effectiveTo: r.date('effective_to'),
    priceLevel: r.int('price_level', { min: 1, max: 99 }),
    customerCode: r.code('customer_code', 20, { required: false }),
  };
  if (row.priceLevel !== null && row.customerCode !== '')
    r.problem('customer_code', 'a price is for a price level or for a customer, not both');
  if (row.effectiveTo !== null && row.effectiveFrom !== '' && row.effectiveTo < row.effectiveFrom)
    r.problem('effective_to', 'is before effective_from');
  return r.done(row);
}

/** A price read at 4 decimals ('18.9500') has no more than `decimals` that are not 0. */
const fitsDecimals = (price: string, decimals: number) => /^0*$/.test(price.split('.')[1]?.slice(decimals) ?? '');

const priceKeyOf = (productKey: number, unit: string, level: number | null, customerId: number | null, from: string) =>
  `${productKey}|${unit}|${level ?? ''}|${customerId ?? ''}|${from}`;

async function applyPrices(db: Db, rows: readonly Lined<PriceRow>[], ctx: { write: boolean }): Promise<BatchCounts> {
  const counts: BatchCounts = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  const products = new Map(
    (
      await db
        .selectFrom('products')
        .select(['product_key', 'product_code'])
        .where('product_code', 'in', [...new Set(rows.map((r) => r.row.productCode))])
        .execute()
    ).map((p) => [p.product_code, p.product_key]),
  );
  const keys = [...new Set(products.values())];
  const priceBys = new Map<string, number>();
  const stored = new Map<string, { id: number; price: string; cost: string; effective_to: string | null }>();
  if (keys.length > 0) {
    for (const u of await db
      .selectFrom('product_units')
      .select(['product_key', 'unit', 'price_decimals'])
      .where('product_key', 'in', keys)
      .where('is_price_by', '=', 1)
      .execute())
      priceBys.set(`${u.product_key}|${u.unit}`, u.price_decimals);
    for (const p of await db
      .selectFrom('prices')
      .select([
        'id',
        'product_key',
        'unit',
        'price_level',
        'customer_id',
        'effective_from',
        'price',
        'cost',
        'effective_to',
      ])
      .where('product_key', 'in', keys)
      .execute())
      stored.set(priceKeyOf(p.product_key, p.unit, p.price_level, p.customer_id, p.effective_from), p);
  }
  const customerCodes = [...new Set(rows.map((r) => r.row.customerCode).filter((c) => c !== ''))];
  const customers = new Map(
    customerCodes.length === 0
      ? []
      : (
          await db
            .selectFrom('customers')
            .select(['id', 'customer_code'])
            .where('customer_code', 'in', customerCodes)
            .execute()
        ).map((c) => [c.customer_code.toUpperCase(), c.id]),
  );

  const inserts: NewRow<PricesTable>[] = [];
  for (const { line, row } of rows) {
    const productKey = products.get(row.productCode);
    if (productKey === undefined) {
      counts.refused.push(refusal(line, 'product_code', `no product ${row.productCode}`, row.productCode));
      continue;
    }
    const decimals = priceBys.get(`${productKey}|${row.unit}`);
    if (decimals === undefined) {
      counts.refused.push(refusal(line, 'unit', `${row.unit} is not a price-by unit of ${row.productCode}`, row.unit));
      continue;
    }
    if (!fitsDecimals(row.price, decimals)) {
      counts.refused.push(
        refusal(line, 'price', `${row.unit} prices of ${row.productCode} have ${decimals} decimals`, row.price),
      );
      continue;
    }
    const customerId = row.customerCode ? customers.get(row.customerCode) : null;
    if (customerId === undefined) {
      counts.refused.push(refusal(line, 'customer_code', `no customer ${row.customerCode}`, row.customerCode));
      continue;
    }
    const intended = {
      product_key: productKey,
      unit: row.unit,
      price_level: row.priceLevel,
      customer_id: customerId,
      price: row.price,
      cost: row.cost ?? '0',
      effective_from: row.effectiveFrom,
      effective_to: row.effectiveTo,
    };
    const before = stored.get(priceKeyOf(productKey, row.unit, row.priceLevel, customerId, row.effectiveFrom));
    if (!before) {
      inserts.push(intended);
      counts.inserted++;
    } else if (
      sameValue(before.price, intended.price) &&
      sameValue(before.cost, intended.cost) &&
      before.effective_to === intended.effective_to
    ) {
      counts.unchanged++;
    } else {
      counts.updated++;
      if (ctx.write)
        await db
          .updateTable('prices')
          .set({ price: intended.price, cost: intended.cost, effective_to: intended.effective_to })
          .where('id', '=', before.id)
          .execute();
    }
  }
  if (ctx.write)
    for (const chunk of chunked(inserts, rowsPerInsert(8))) await db.insertInto('prices').values(chunk).execute();
  return counts;
}

export const pricesKind: ImportKind<PriceRow> = {
  name: 'prices',
  columns: PRICE_COLUMNS,
  parse: parsePrice,
  keyOf: (r) =>
    `price ${r.productCode} ${r.unit} ${r.priceLevel ? `level ${r.priceLevel}` : r.customerCode ? `customer ${r.customerCode}` : 'base'} from ${r.effectiveFrom}`,
  apply: applyPrices,
  caches: [PRICES_CACHE],
  tables: ['prices'],
  batchSize: 5000,
};
