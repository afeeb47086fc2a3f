import { defined, HIDDEN_PRODUCT_KEY } from '@storefront/domain';
import { chunked, rowsPerInsert } from '../../../db/chunking';
import type { Db } from '../../../db/database';
import type { NewRow, ProductsTable, ProductUnitsTable } from '../../../db/schema';
import { CATALOGUE_CACHE, PRICES_CACHE } from '../../../platform/cache/cache-versions.repository';
import { productSearchText } from '../../catalogue/search-text';
import { type ApplyContext, type BatchCounts, type ImportKind, type Lined, refusal } from '../import-kind';
import { productsByCodes, replaceSubstitutes, substituteCodes } from '../../substitutes/substitutes.repository';
import { changedColumns, sameValue } from '../row-diff';
import { placeCategories } from './product-categories';
import { parseProduct, PRODUCT_COLUMNS, type ProductRow } from './product-row';

function storedAdditional(stored: string | undefined): Record<string, string> {
  try {
    return stored ? (JSON.parse(stored) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function additionalOf(stored: string | undefined, row: ProductRow): Record<string, string> {
  const before = storedAdditional(stored);
  const { packSize: _old, ...kept } = before;
  return { ...kept, k0: row.code, k1: row.brand, ...(row.packSize ? { packSize: row.packSize } : {}) };
}

type ProductColumns = Omit<NewRow<ProductsTable>, 'product_key' | 'updated_at'>;

function productColumns(row: ProductRow, storedAdditional: string | undefined): ProductColumns {
  const additional = additionalOf(storedAdditional, row);
  return {
    product_code: row.code,
    description: row.description,
    catalog_description: row.catalogDescription,
    brand: row.brand,
    main_category_code: row.mainCategory,
    category_code: row.category,
    sequence: row.sequence,
    warehouse_code: row.warehouse,
    stock_unit: row.stockUnit,
    pricing_um: row.pricingUnit,
    default_quantity: row.defaultQuantity,
    default_unit: row.defaultUnit,
    image_file: row.imageFile,
    additional: JSON.stringify(additional),
    is_active: row.active ? 1 : 0,
    is_taxable: row.taxable ? 1 : 0,
    ...(row.catchWeight === null ? {} : { is_catch_weight: row.catchWeight ? 1 : 0 }),
    search_text: productSearchText({ code: row.code, description: row.description, brand: row.brand, additional }),
  };
}

function unitRows(productKey: number, row: ProductRow): NewRow<ProductUnitsTable>[] {
  return row.units.map((u, i) => ({
    product_key: productKey,
    unit: u.unit,
    stock_conversion: u.conversion,
    is_sell_by: u.sellBy ? 1 : 0,
    is_price_by: u.priceBy ? 1 : 0,
    sell_by_multiple: u.multiple,
    price_decimals: u.decimals,
    sequence: i + 1,
  }));
}

function sameUnits(
  stored: readonly Record<string, unknown>[],
  intended: readonly NewRow<ProductUnitsTable>[],
): boolean {
  if (stored.length !== intended.length) return false;
  const byUnit = new Map(stored.map((u) => [u.unit, u]));
  return intended.every((u) => {
    const s = byUnit.get(u.unit);
    return !!s && (Object.keys(u) as (keyof typeof u)[]).every((k) => sameValue(s[k], u[k]));
  });
}

/**
 * Issue 31: a row's substitutes must name products already in the catalogue or on an earlier row of the file (earlier
 * batches' rows count, written or, in a dry run, as made); a row naming another is refused. Adds refused lines.
 */
async function checkSubstitutes(
  db: Db,
  rows: readonly Lined<ProductRow>[],
  ctx: ApplyContext,
  counts: BatchCounts,
  refusedLines: Set<number>,
): Promise<void> {
  const earlier = (ctx.made.get('product_codes') ?? new Set()) as Set<string>;
  ctx.made.set('product_codes', earlier);
  const named = rows.flatMap((r) => (refusedLines.has(r.line) ? [] : (r.row.substitutes ?? [])));
  const inCatalogue = new Set((await productsByCodes(db, named)).map((p) => p.product_code));
  for (const { line, row } of rows) {
    if (refusedLines.has(line)) continue;
    const unknown = (row.substitutes ?? []).filter((c) => !inCatalogue.has(c) && !earlier.has(c));
    if (unknown.length > 0) {
      counts.refused.push(
        refusal(
          line,
          'substitutes',
          `no product ${unknown.join(', ')} in the catalogue or on an earlier row`,
          (row.substitutes ?? []).join('|'),
        ),
      );
      refusedLines.add(line);
      continue;
    }
    earlier.add(row.code);
  }
}

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** Writes the substitutes of the rows whose lists changed, once their products (and the products they name) exist. */
async function writeSubstitutes(db: Db, rows: readonly ProductRow[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = new Map(
    (
      await productsByCodes(
        db,
        rows.flatMap((r) => [r.code, ...(r.substitutes ?? [])]),
      )
    ).map((p) => [p.product_code, p.product_key]),
  );
  for (const row of rows) {
    const key = defined(keys.get(row.code), `product ${row.code}`);
    await replaceSubstitutes(
      db,
      key,
      (row.substitutes ?? []).map((c) => defined(keys.get(c), `substitute ${c}`)),
    );
  }
}

async function applyProducts(db: Db, rows: readonly Lined<ProductRow>[], ctx: ApplyContext): Promise<BatchCounts> {
  const counts: BatchCounts = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  const refusedLines = await placeCategories(db, rows, ctx, counts);
  await checkSubstitutes(db, rows, ctx, counts, refusedLines);
  const placed = rows.filter((r) => !refusedLines.has(r.line));
  if (placed.length === 0) return counts;
  const stored = new Map(
    (
      await db
        .selectFrom('products')
        .selectAll()
        .where(
          'product_code',
          'in',
          placed.map((r) => r.row.code),
        )
        .execute()
    ).map((p) => [p.product_code, p]),
  );
  const storedKeys = [...stored.values()].map((p) => p.product_key);
  const storedUnits = new Map<number, Record<string, unknown>[]>();
  if (storedKeys.length > 0) {
    for (const u of await db.selectFrom('product_units').selectAll().where('product_key', 'in', storedKeys).execute()) {
      const list = storedUnits.get(u.product_key) ?? [];
      list.push(u);
      storedUnits.set(u.product_key, list);
    }
  }
  const storedSubstitutes = await substituteCodes(db, storedKeys);
  let nextKey = 0;
  const newProducts: NewRow<ProductsTable>[] = [];
  const newUnits: NewRow<ProductUnitsTable>[] = [];
  const newSubstitutes: ProductRow[] = [];
  for (const { row } of placed) {
    const before = stored.get(row.code);
    if (!before) {
      if (row.substitutes && row.substitutes.length > 0) newSubstitutes.push(row);
      if (nextKey === 0) {
        const max = await db
          .selectFrom('products')
          .select((eb) => eb.fn.max('product_key').as('max'))
          .executeTakeFirst();
        nextKey = (max?.max ?? 0) + 1;
      }
      const key = nextKey++;
      newProducts.push({ product_key: key, ...productColumns(row, undefined), updated_at: ctx.now });
      newUnits.push(...unitRows(key, row));
      counts.inserted++;
      continue;
    }
    const intended = productColumns(row, before.additional);
    const changed = changedColumns(before, intended);
    const units = unitRows(before.product_key, row);
    const unitsChanged = !sameUnits(storedUnits.get(before.product_key) ?? [], units);
    const substitutesChanged =
      row.substitutes !== null && !sameCodes(storedSubstitutes.get(before.product_key) ?? [], row.substitutes);
    if (changed.length === 0 && !unitsChanged && !substitutesChanged) {
      counts.unchanged++;
      continue;
    }
    counts.updated++;
    if (substitutesChanged) newSubstitutes.push(row);
    if (!ctx.write) continue;
    const set: Partial<NewRow<ProductsTable>> = { updated_at: ctx.now };
    for (const c of changed) (set as Record<string, unknown>)[c] = intended[c as keyof ProductColumns];
    await db.updateTable('products').set(set).where('product_key', '=', before.product_key).execute();
    if (unitsChanged) {
      await db.deleteFrom('product_units').where('product_key', '=', before.product_key).execute();
      await db.insertInto('product_units').values(units).execute();
    }
  }
  if (ctx.write) {
    for (const chunk of chunked(newProducts, rowsPerInsert(20)))
      await db.insertInto('products').values(chunk).execute();
    for (const chunk of chunked(newUnits, rowsPerInsert(8)))
      await db.insertInto('product_units').values(chunk).execute();
    await writeSubstitutes(db, newSubstitutes);
  }
  return counts;
}

/** Products missing from a full file: deactivated (kept for history, never listed). */
async function deactivateMissingProducts(db: Db, codes: ReadonlySet<string>, write: boolean): Promise<number> {
  const active = await db
    .selectFrom('products')
    .select(['product_key', 'product_code'])
    .where('is_active', '=', 1)
    .execute();
  // The hidden product (miscellaneous charges) is not a catalogue item: no ERP file lists it.
  const missing = active.filter(
    (p) => !codes.has(p.product_code.toUpperCase()) && p.product_key !== HIDDEN_PRODUCT_KEY,
  );
  if (write)
    for (const chunk of chunked(missing, 1000))
      await db
        .updateTable('products')
        .set({ is_active: 0 })
        .where(
          'product_key',
          'in',
          chunk.map((p) => p.product_key),
        )
        .execute();
  return missing.length;
}

export const productsKind: ImportKind<ProductRow> = {
  name: 'products',
  columns: PRODUCT_COLUMNS,
  parse: parseProduct,
  keyOf: (row) => `product ${row.code}`,
  apply: applyProducts,
  deactivateMissing: { column: 'product_code', run: deactivateMissingProducts },
  caches: [CATALOGUE_CACHE, PRICES_CACHE],
  tables: ['products', 'product_units', 'product_substitutes'],
  batchSize: 1000,
};
