import { defined, type ProductUnits } from '@storefront/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DB, PricesTable, ProductsTable, ProductUnitsTable, PushProductsTable } from '../db/schema';
import { chunked, rowsPerInsert } from '../db/chunking';
import {
  type CatalogueOptions,
  catalogueCategories,
  type GeneratedProduct,
  generateProducts,
} from './catalogue-generator';
import type { GeneratedOrder, OrderProduct } from './order-generator';

export interface CatalogueWriteResult {
  products: number;
  units: number;
  prices: number;
  pushProducts: number;
  /** A spread of sellable products for order lines. */
  orderProducts: OrderProduct[];
}

/** Products per flush: big enough that statement overhead vanishes, small enough to stay in cache. */
const PRODUCTS_PER_FLUSH = 1_000;
const ORDER_SAMPLE = 400;

class Pending {
  products: Insertable<ProductsTable>[] = [];
  units: Insertable<ProductUnitsTable>[] = [];
  prices: Insertable<PricesTable>[] = [];
  push: Insertable<PushProductsTable>[] = [];

  async flush(db: Kysely<DB>): Promise<void> {
    for (const rows of chunked(this.products, rowsPerInsert(20)))
      await db.insertInto('products').values(rows).execute();
    for (const rows of chunked(this.units, rowsPerInsert(8)))
      await db.insertInto('product_units').values(rows).execute();
    for (const rows of chunked(this.prices, rowsPerInsert(8))) await db.insertInto('prices').values(rows).execute();
    for (const rows of chunked(this.push, rowsPerInsert(2)))
      await db.insertInto('push_products').values(rows).execute();
    this.products = [];
    this.units = [];
    this.prices = [];
    this.push = [];
  }
}

function orderProductOf(g: GeneratedProduct): OrderProduct | null {
  if (g.product.is_active === 0 || g.prices.length === 0) return null;
  const sellBys = g.units.filter((u) => u.is_sell_by === 1);
  if (sellBys.length === 0) return null;
  const units: ProductUnits = {
    pricingUM: g.product.pricing_um,
    isCatchWeight: g.product.is_catch_weight === 1,
    sellBys: sellBys.map((u) => ({
      unitOfMeasure: u.unit,
      sellByMultiple: String(u.sell_by_multiple ?? 0),
      stockConversion: String(u.stock_conversion),
      isPricing: u.is_price_by === 1,
    })),
    priceBys: g.units
      .filter((u) => u.is_price_by === 1)
      .map((u) => ({
        unitOfMeasure: u.unit,
        stockConversion: String(u.stock_conversion),
        priceDecimals: u.price_decimals ?? 2,
      })),
  };
  return {
    productKey: g.product.product_key,
    productCode: g.product.product_code,
    description: g.product.description,
    stockUnit: g.product.stock_unit,
    units,
    unitPrice: g.basePrice,
  };
}

/**
 * Streams a catalogue (generated combinations unless `products` is given) into the
 * database with multi-row inserts. Run it inside a transaction: one commit instead of
 * thousands is most of the speed.
 */
export async function writeCatalogue(
  db: Kysely<DB>,
  options: CatalogueOptions,
  products: Iterable<GeneratedProduct> = generateProducts(options),
): Promise<CatalogueWriteResult> {
  const { main, categories } = catalogueCategories();
  await db.insertInto('main_categories').values(main).execute();
  await db.insertInto('categories').values(categories).execute();

  const result: CatalogueWriteResult = { products: 0, units: 0, prices: 0, pushProducts: 0, orderProducts: [] };
  const sampleEvery = Math.max(1, Math.floor(options.products / ORDER_SAMPLE));
  let pending = new Pending();
  for (const g of products) {
    pending.products.push(g.product);
    pending.units.push(...g.units);
    pending.prices.push(...g.prices);
    if (g.push !== undefined) pending.push.push({ product_key: g.product.product_key, sequence: g.push });
    result.products++;
    result.units += g.units.length;
    result.prices += g.prices.length;
    result.pushProducts += g.push !== undefined ? 1 : 0;
    if (g.product.product_key % sampleEvery === 0) {
      const sample = orderProductOf(g);
      if (sample) result.orderProducts.push(sample);
    }
    if (pending.products.length >= PRODUCTS_PER_FLUSH) {
      await pending.flush(db);
      pending = new Pending();
    }
  }
  await pending.flush(db);
  return result;
}

/** Bound parameters per row of a multi-row insert: the row's columns. */
const columnsOf = (row: object | undefined) => Math.max(1, Object.keys(row ?? {}).length);

/** Orders first (for their ids), then their lines, in batches. */
export async function writeOrders(db: Kysely<DB>, orders: Iterable<GeneratedOrder>): Promise<number> {
  let count = 0;
  let batch: GeneratedOrder[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const ids = new Map<string, number>();
    for (const rows of chunked(batch, rowsPerInsert(columnsOf(batch[0]?.order)))) {
      const inserted = await db
        .insertInto('orders')
        .values(rows.map((b) => b.order))
        .returning(['id', 'order_number'])
        .execute();
      for (const row of inserted) ids.set(row.order_number, row.id);
    }
    const lines = batch.flatMap((b) =>
      b.lines.map((l) => ({ ...l, order_id: defined(ids.get(b.order.order_number), `order ${b.order.order_number}`) })),
    );
    for (const rows of chunked(lines, rowsPerInsert(columnsOf(lines[0]))))
      await db.insertInto('order_lines').values(rows).execute();
    count += batch.length;
    batch = [];
  };
  for (const order of orders) {
    batch.push(order);
    if (batch.length >= 500) await flush();
  }
  await flush();
  return count;
}

export async function writeExcludedCategories(
  db: Kysely<DB>,
  rows: readonly { customerId: number; categoryCode: string }[],
): Promise<void> {
  for (const chunk of chunked(rows, rowsPerInsert(2))) {
    await db
      .insertInto('customer_excluded_categories')
      .values(chunk.map((r) => ({ customer_id: r.customerId, category_code: r.categoryCode })))
      .execute();
  }
}
