import { defined, formatProductCode, HIDDEN_PRODUCT_KEY as HIDDEN_KEY } from '@storefront/domain';
import type { Insertable } from 'kysely';
import type { CategoriesTable, MainCategoriesTable, PricesTable, ProductsTable, ProductUnitsTable } from '../db/schema';
import { CATEGORIES, type CategorySpec, MAIN_CATEGORIES, MISC_PRODUCT, type Storage } from './catalogue-data';
import { type PricedUnit, pricesFor, toFixedDecimals } from './catalogue-prices';
import { type GeneratedUnits, unitsFor } from './catalogue-units';
import { createRng } from './prng';
import { searchTextOf } from '../modules/catalogue/search-text';

export interface CatalogueOptions {
  /** Products to list; the hidden product under key 9 comes on top. */
  products: number;
  /** YYYY-MM-DD: future and expired prices are placed around it. */
  today: string;
  /** Epoch ms stamped on rows. */
  now: number;
  seed?: number;
  /** Price levels 1..n with level contracts; default 5. */
  priceLevels?: number;
  /** Customers that may hold contract prices. */
  contractCustomerIds?: readonly number[];
  /** Share of products with a customer contract; default 0.05. */
  contractShare?: number;
  /** Promoted products; default 3% of the catalogue, at most 40. */
  pushProducts?: number;
}

/** One product with everything stored about it. Every product row sets the same columns: SQLite has no DEFAULT inside a multi-row VALUES. */
export interface GeneratedProduct {
  product: Insertable<ProductsTable>;
  units: Insertable<ProductUnitsTable>[];
  prices: Insertable<PricesTable>[];
  /** Absent: not promoted; null: promoted without a sequence. */
  push?: number | null;
  /** What orders need to price a line: the base price per pricing unit. */
  basePrice: string;
}

export const STORAGE_NOTES: Record<Storage, string> = {
  Refrigerated: 'Keep refrigerated at 33-38°F.',
  Frozen: 'Keep frozen at 0°F or below.',
  Dry: 'Store in a cool, dry place.',
};

/** Documents that come with every product of a category (safety data sheets for chemicals). */
export const SAFETY_SHEET_CATEGORIES = new Set(['CHEM', 'DISH']);

export function catalogueCategories(): {
  main: Insertable<MainCategoriesTable>[];
  categories: Insertable<CategoriesTable>[];
} {
  const main = MAIN_CATEGORIES.map((m, i) => ({ code: m.code, description: m.description, sequence: (i + 1) * 10 }));
  const sequenceInMain = new Map<string, number>();
  const categories = CATEGORIES.map((c) => {
    const n = (sequenceInMain.get(c.main) ?? 0) + 1;
    sequenceInMain.set(c.main, n);
    return { code: c.code, main_category_code: c.main, description: c.description, sequence: n * 10 };
  });
  return { main, categories };
}

function pricedUnits(rng: ReturnType<typeof createRng>, spec: CategorySpec, u: GeneratedUnits): PricedUnit[] {
  const decimals = u.pricingUM === 'LB' ? 3 : 2;
  const pricing: PricedUnit = {
    unit: u.pricingUM,
    price: toFixedDecimals(rng.between(spec.price[0], spec.price[1]), decimals),
    decimals,
  };
  const result = [pricing];
  for (const unit of u.units) {
    if (unit.is_price_by !== 1 || unit.unit === u.pricingUM) continue;
    const conversion = (name: string) => Number(u.conversions[name as 'CS' | 'EA' | 'LB']);
    // A broken case costs more per unit than the full case it comes from.
    const perUnit = ((Number(pricing.price) * conversion(unit.unit)) / conversion(u.pricingUM)) * 1.12;
    const d = unit.price_decimals ?? 2;
    result.push({ unit: unit.unit, price: toFixedDecimals(Math.max(perUnit, 0.01), d), decimals: d });
  }
  return result;
}

export function miscProduct(o: CatalogueOptions): GeneratedProduct {
  const units = unitsFor(HIDDEN_KEY, 'caseOnly', [1, '1 EA', 1]);
  return {
    product: {
      product_key: HIDDEN_KEY,
      product_code: MISC_PRODUCT.code,
      description: MISC_PRODUCT.description,
      catalog_description: 'Charges and credits that are not catalogue items.',
      brand: '',
      main_category_code: MISC_PRODUCT.main,
      category_code: MISC_PRODUCT.category,
      sequence: 0,
      warehouse_code: '01',
      stock_unit: units.stockUnit,
      pricing_um: units.pricingUM,
      default_quantity: 1,
      default_unit: 'CS',
      additional: JSON.stringify({ k0: MISC_PRODUCT.code, k1: '' }),
      scan_documents: '[]',
      on_hand: 0,
      is_active: 1,
      is_catch_weight: 0,
      search_text: searchTextOf([MISC_PRODUCT.code, MISC_PRODUCT.description]),
      updated_at: o.now,
    },
    units: units.units,
    prices: [],
    basePrice: '0',
  };
}

/** How a generated catalogue prices: the levels, and which customers get contracts. */
export function priceOptionsOf(o: CatalogueOptions) {
  return {
    today: o.today,
    priceLevels: o.priceLevels ?? 5,
    contractCustomerIds: o.contractCustomerIds ?? [],
    contractShare: o.contractShare ?? 0.05,
  };
}

/**
 * Push products spread evenly over a catalogue of `count`: the product at `index` gets its push
 * order (or null, every fourth: pushed without an order), or nothing when it is not pushed.
 */
export function pushSchedule(o: CatalogueOptions, count: number): (index: number) => { push?: number | null } {
  const pushCount = Math.min(o.pushProducts ?? Math.min(40, Math.ceil(count * 0.03)), count);
  const pushEvery = pushCount > 0 ? Math.max(1, Math.floor(count / pushCount)) : 0;
  return (index) => {
    const ordinal = pushEvery > 0 && index % pushEvery === 0 ? index / pushEvery : -1;
    return ordinal >= 0 && ordinal < pushCount ? { push: ordinal % 4 === 3 ? null : ordinal + 1 } : {};
  };
}

/**
 * A realistic foodservice catalogue, product by product, so that 100,000 products
 * stream into batched inserts without ever being held at once. The same options
 * give the same catalogue; keys run 1..products+1 with the hidden product at 9.
 */
/**
 * A product's code: the category's two digits and its place in the category, six digits ('210006') while a category
 * holds fewer than 10,000 products; past that (the 1,000,000-product benchmark) eight, so codes stay unique.
 */
export function productCodeOf(categoryIndex: number, within: number): string {
  const width = within + 1 < 10_000 ? 10_000 : 1_000_000;
  return String((categoryIndex + 10) * width + within + 1);
}

export function* generateProducts(o: CatalogueOptions): Generator<GeneratedProduct> {
  const rng = createRng(o.seed ?? 2026);
  const priceOptions = priceOptionsOf(o);
  const pushOf = pushSchedule(o, o.products);
  const withinCategory = new Array<number>(CATEGORIES.length).fill(0);

  for (let key = 1; key <= o.products + 1; key++) {
    if (key === HIDDEN_KEY) {
      yield miscProduct(o);
      continue;
    }
    const index = key < HIDDEN_KEY ? key - 1 : key - 2;
    const categoryIndex = index % CATEGORIES.length;
    const spec = defined(CATEGORIES[categoryIndex], `category ${categoryIndex}`);
    const within = withinCategory[categoryIndex] ?? 0;
    withinCategory[categoryIndex] = within + 1;
    const item = rng.pick(spec.items);
    const variant = rng.pick(spec.variants);
    const pack = rng.pick(spec.packs);
    const brand = rng.pick(spec.brands);
    const origin = rng.pick(spec.origins);
    const code = productCodeOf(categoryIndex, within);
    const packLabel = `${pack[0]}/${pack[1]}`;
    const description = `${item}, ${variant}`;
    const units = unitsFor(key, spec.scheme, pack);
    const priced = pricedUnits(rng, spec, units);

    const cases = rng.chance(0.06) ? 0 : rng.int(1, 80);
    const onHand = toFixedDecimals(
      Number(units.conversions.CS) * cases * (units.stockUnit === 'LB' ? rng.between(0.97, 1.03) : 1),
      2,
    );
    const documents = [];
    if (SAFETY_SHEET_CATEGORIES.has(spec.code)) documents.push({ key: 'sds', name: 'Safety Data Sheet' });
    if (within % 12 === 0) documents.push({ key: 'spec-sheet', name: 'Product Specification Sheet' });

    yield {
      product: {
        product_key: key,
        product_code: code,
        description,
        catalog_description: `${brand} ${item.toLowerCase()}, ${variant.toLowerCase()}. Packed ${packLabel}. Product of ${origin}. ${STORAGE_NOTES[spec.storage]}`,
        brand,
        main_category_code: spec.main,
        category_code: spec.code,
        sequence: (categoryIndex + 1) * 100_000 + (within + 1) * 10,
        warehouse_code: spec.storage === 'Frozen' ? '02' : '01',
        stock_unit: units.stockUnit,
        pricing_um: units.pricingUM,
        default_quantity: 1,
        default_unit: 'CS',
        additional: JSON.stringify({ k0: code, k1: brand, packSize: packLabel, origin, storage: spec.storage }),
        scan_documents: JSON.stringify(documents),
        on_hand: onHand,
        // A few discontinued items stay in the table for history but are never listed.
        is_active: rng.chance(0.005) ? 0 : 1,
        is_catch_weight: pack[1].endsWith(' AVG') && units.pricingUM === 'LB' ? 1 : 0,
        search_text: searchTextOf([code, formatProductCode(code), description, brand, packLabel, origin, spec.storage]),
        updated_at: o.now,
      },
      units: units.units,
      prices: pricesFor(rng, key, priced, priceOptions),
      ...pushOf(index),
      basePrice: defined(priced[0], `a priced unit of product ${key}`).price,
    };
  }
}
