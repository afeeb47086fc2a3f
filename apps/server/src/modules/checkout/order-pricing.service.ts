import { catchWeightOf, type Decimal, estimatedWeight, lineExtension, stockConversionOf } from '@storefront/domain';
import type { Db } from '../../db/database';
import { isoDateOf } from '../../platform/time/iso-date';
import { listOwnerLines } from '../cart/cart.repository';
import { loadCatalogue, noPriceToday, orderableProduct, todaysLinePrice } from '../cart/cart-context.service';
import { toWorkingLine } from '../cart/cart-line.mapping';
import type { CartOwner } from '../cart/cart-owner';

/** A cart line priced as an order records it: units, quantities, prices and extension as of now. */
export interface PricedLine {
  cartLineId: number;
  productKey: number;
  productCode: string;
  description: string;
  unit: string;
  quantity: Decimal;
  /** The quantity in the product's stock unit (commits stock). */
  stockQuantity: Decimal;
  priceUnit: string;
  unitPrice: Decimal;
  priceDecimals: number;
  extension: Decimal;
  /** A catch-weight line: the weight (in priceUnit) its extension is an estimate at; null for other lines. */
  estimatedWeight: Decimal | null;
  taxable: boolean;
  text1: string;
  text2: string;
  noSubstitutes: boolean;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Lines that cannot be ordered as they are; an order is refused while there are any. */
  problems: string[];
}

/**
 * The owner's cart priced now for the acting customer, by the rule the cart page
 * shows too (todaysLinePrice): a line without an override takes today's price. The
 * estimate and the submitted order both come from here, so they cannot differ.
 */
export async function priceCart(db: Db, owner: CartOwner, now: number): Promise<PricedCart> {
  // The cart row itself is read beside this by whoever needs its header (loadCheckout).
  const rows = await listOwnerLines(db, owner.ownerKey);
  const keys = rows.map((r) => r.product_key);
  const view = await loadCatalogue(db, keys, owner, isoDateOf(now));

  const lines: PricedLine[] = [];
  const problems: string[] = [];
  for (const row of rows) {
    const line = toWorkingLine(row);
    const product = orderableProduct(view, line.productKey);
    const known = view.products.get(line.productKey);
    if (!product) {
      problems.push(
        `${known?.description ?? `Product ${line.productKey}`} is no longer available. Please remove it from the cart.`,
      );
      continue;
    }
    const { unitPrice, priceDecimals: decimals, current } = todaysLinePrice(view, product, line);
    if (!current) {
      problems.push(noPriceToday(product.description, line.priceUnit));
      continue;
    }
    let extension: Decimal;
    let stockQuantity: Decimal;
    let weight: Decimal | null = null;
    try {
      const quantity = { value: line.quantity, unit: line.unit };
      extension = lineExtension(quantity, line.priceUnit, unitPrice, product);
      stockQuantity = line.quantity.times(stockConversionOf(product, line.unit));
      if (catchWeightOf(product) && line.priceUnit === product.pricingUM) weight = estimatedWeight(quantity, product);
    } catch {
      problems.push(
        `${product.description} can no longer be ordered per ${line.unit}. Please remove it and add it again.`,
      );
      continue;
    }
    lines.push({
      cartLineId: row.id,
      productKey: product.productKey,
      productCode: product.productCode,
      description: product.description,
      unit: line.unit,
      quantity: line.quantity,
      stockQuantity,
      priceUnit: line.priceUnit,
      unitPrice,
      priceDecimals: decimals,
      extension,
      estimatedWeight: weight,
      taxable: product.isTaxable,
      text1: line.text1,
      text2: line.text2,
      noSubstitutes: row.no_substitutes === 1,
    });
  }
  return { lines, problems };
}
