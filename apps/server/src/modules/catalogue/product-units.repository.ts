import type { PriceBy, ProductUnits, SellBy } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface ProductWithUnits extends ProductUnits {
  productKey: number;
  productCode: string;
  description: string;
  stockUnit: string;
  categoryCode: string;
  isActive: boolean;
  /** Checkout charges the ship-to's tax rate on taxable products' lines. */
  isTaxable: boolean;
  sellBys: SellBy[];
  priceBys: PriceBy[];
}

/**
 * The unit data of products by key, as the domain rules take it. Products the
 * caller asked for but that do not exist are simply absent from the map.
 */
export async function loadProductUnits(
  db: Kysely<DB>,
  productKeys: readonly number[],
): Promise<Map<number, ProductWithUnits>> {
  const result = new Map<number, ProductWithUnits>();
  if (productKeys.length === 0) return result;
  const keys = [...new Set(productKeys)];
  const products = await db
    .selectFrom('products')
    .select([
      'product_key',
      'product_code',
      'description',
      'stock_unit',
      'pricing_um',
      'default_quantity',
      'default_unit',
      'category_code',
      'is_active',
      'is_catch_weight',
      'is_taxable',
    ])
    .where('product_key', 'in', keys)
    .execute();
  const units = await db
    .selectFrom('product_units')
    .select([
      'product_key',
      'unit',
      'stock_conversion',
      'is_sell_by',
      'is_price_by',
      'sell_by_multiple',
      'price_decimals',
    ])
    .where('product_key', 'in', keys)
    .orderBy('product_key')
    .orderBy('sequence')
    .execute();
  for (const p of products) {
    result.set(p.product_key, {
      productKey: p.product_key,
      productCode: p.product_code,
      description: p.description,
      stockUnit: p.stock_unit,
      categoryCode: p.category_code,
      isActive: p.is_active === 1,
      isTaxable: p.is_taxable === 1,
      isCatchWeight: p.is_catch_weight === 1,
      pricingUM: p.pricing_um,
      sellBys: [],
      priceBys: [],
      defaultQuantity: { orderQuantity: p.default_quantity, unitOfMeasure: p.default_unit },
    });
  }
  for (const u of units) {
    const product = result.get(u.product_key);
    if (!product) continue;
    if (u.is_sell_by === 1) {
      product.sellBys.push({
        unitOfMeasure: u.unit,
        sellByMultiple: u.sell_by_multiple,
        stockConversion: u.stock_conversion,
        isPricing: u.is_price_by === 1,
      });
    }
    if (u.is_price_by === 1) {
      product.priceBys.push({
        unitOfMeasure: u.unit,
        stockConversion: u.stock_conversion,
        priceDecimals: u.price_decimals,
      });
    }
  }
  return result;
}
