import { defined, formatProductCode, HIDDEN_PRODUCT_KEY } from '@storefront/domain';
import { CATEGORIES } from '../catalogue-data';
import {
  type CatalogueOptions,
  type GeneratedProduct,
  miscProduct,
  priceOptionsOf,
  pushSchedule,
  SAFETY_SHEET_CATEGORIES,
  STORAGE_NOTES,
} from '../catalogue-generator';
import { type PricedUnit, pricesFor, toFixedDecimals } from '../catalogue-prices';
import { createRng } from '../prng';
import { searchTextOf } from '../../modules/catalogue/search-text';
import { type DemoProduct, demoProducts } from './demo-products';

/** A broken case costs more per unit than the full case it comes from. */
const BROKEN_CASE = 1.12;

function pricedUnits(p: DemoProduct): PricedUnit[] {
  const pricing = defined(
    p.units.find((u) => u.unit === p.pricingUM),
    `the pricing unit of ${p.code}`,
  );
  const result: PricedUnit[] = [{ unit: pricing.unit, price: p.basePrice, decimals: pricing.priceDecimals }];
  for (const u of p.units) {
    if (!u.price || u.unit === p.pricingUM) continue;
    const perUnit = ((Number(p.basePrice) * Number(u.conversion)) / Number(pricing.conversion)) * BROKEN_CASE;
    result.push({
      unit: u.unit,
      price: toFixedDecimals(Math.max(perUnit, 0.01), u.priceDecimals),
      decimals: u.priceDecimals,
    });
  }
  return result;
}

/**
 * The demo catalogue of the data files as stored rows: keys 1.. in data order with the
 * hidden product at 9; stock, origins, price levels, contracts and promotions come from
 * the seeded random source, so the same options give the same shop.
 */
export function* generateDemoProducts(o: CatalogueOptions): Generator<GeneratedProduct> {
  const rng = createRng(o.seed ?? 2026);
  const products = demoProducts();
  const priceOptions = priceOptionsOf(o);
  const pushOf = pushSchedule(o, products.length);
  const withinCategory = new Map<string, number>();
  let key = 0;
  for (const [index, p] of products.entries()) {
    key++;
    if (key === HIDDEN_PRODUCT_KEY) {
      yield miscProduct(o);
      key++;
    }
    const categoryIndex = CATEGORIES.findIndex((c) => c.code === p.category);
    const spec = defined(CATEGORIES[categoryIndex], `category ${p.category}`);
    const within = withinCategory.get(p.category) ?? 0;
    withinCategory.set(p.category, within + 1);
    const origin = rng.pick(spec.origins);
    const priced = pricedUnits(p);
    const cs = Number(defined(p.units[0], `the case of ${p.code}`).conversion);
    const cases = rng.chance(0.06) ? 0 : rng.int(1, 80);
    // Catch weight cases weigh what they weigh: stock in LB is a little off the nominal.
    const onHand = toFixedDecimals(
      cs * cases * (p.pack.average || p.stockUnit === 'LB' ? rng.between(0.97, 1.03) : 1),
      2,
    );
    const documents = [];
    if (SAFETY_SHEET_CATEGORIES.has(spec.code)) documents.push({ key: 'sds', name: 'Safety Data Sheet' });
    if (within % 12 === 0) documents.push({ key: 'spec-sheet', name: 'Product Specification Sheet' });
    yield {
      product: {
        product_key: key,
        product_code: p.code,
        description: p.description,
        catalog_description: `${p.brand} ${p.description.toLowerCase()}. Packed ${p.packText}. Product of ${origin}. ${STORAGE_NOTES[spec.storage]}`,
        brand: p.brand,
        main_category_code: p.main,
        category_code: p.category,
        sequence: (categoryIndex + 1) * 100_000 + (within + 1) * 10,
        warehouse_code: spec.storage === 'Frozen' ? '02' : '01',
        stock_unit: p.stockUnit,
        pricing_um: p.pricingUM,
        default_quantity: 1,
        default_unit: 'CS',
        additional: JSON.stringify({ k0: p.code, k1: p.brand, packSize: p.packText, origin, storage: spec.storage }),
        scan_documents: JSON.stringify(documents),
        on_hand: onHand,
        is_active: p.active ? 1 : 0,
        // Issue 31: a pack sold at its average weight ('2/14 LB AVG') and priced per pound is catch weight.
        is_catch_weight: p.pack.average && p.pricingUM === 'LB' ? 1 : 0,
        search_text: searchTextOf([
          p.code,
          formatProductCode(p.code),
          p.description,
          p.brand,
          p.packText,
          origin,
          spec.storage,
        ]),
        updated_at: o.now,
      },
      units: p.units.map((u, i) => ({
        product_key: key,
        unit: u.unit,
        stock_conversion: u.conversion,
        is_sell_by: u.sell ? 1 : 0,
        is_price_by: u.price ? 1 : 0,
        sell_by_multiple: u.multiple,
        price_decimals: u.priceDecimals,
        sequence: i + 1,
      })),
      prices: pricesFor(rng, key, priced, priceOptions),
      ...pushOf(index),
      basePrice: p.basePrice,
    };
  }
}
