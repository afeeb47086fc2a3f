import type { UncommittedRequest, UncommittedResponse } from '@storefront/contract';
import { type Decimal, isListedProduct, roundDown, roundQuantity, toDecimal } from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import { loadProductUnits, type ProductWithUnits } from '../catalogue/product-units.repository';
import { uncommittedStockOf } from './stock.repository';

/** The product's main alternate unit: its largest sell-by unit (cases, usually); the stock unit when none is larger. */
function alternateUnit(product: ProductWithUnits): { unit: string; conversion: Decimal } {
  let best = { unit: product.stockUnit, conversion: toDecimal(1) };
  for (const s of product.sellBys) {
    const conversion = toDecimal(s.stockConversion);
    if (s.unitOfMeasure !== product.stockUnit && conversion.gt(best.conversion))
      best = { unit: s.unitOfMeasure, conversion };
  }
  return best;
}

/** Spec 1 §3 uncommitted stock: on hand minus what open orders have committed. */
export async function uncommittedStock({ db }: AppContext, request: UncommittedRequest): Promise<UncommittedResponse> {
  const wanted = Array.isArray(request)
    ? new Map(request.map((k) => [k, 0]))
    : new Map(Object.entries(request).map(([k, q]) => [Number(k), q]));
  const keys = [...wanted.keys()];
  const [products, uncommitted] = await Promise.all([loadProductUnits(db, keys), uncommittedStockOf(db, keys)]);
  const response: UncommittedResponse = {};
  for (const [key, requested] of wanted) {
    const product = products.get(key);
    if (!product || !isListedProduct(product)) continue;
    const stock = uncommitted.get(key) ?? toDecimal(0);
    const alt = alternateUnit(product);
    response[String(key)] = {
      uncommitted_Stk: roundQuantity(stock).toNumber(),
      // Whole cases matter to a buyer: never round up to stock that is not there.
      uncommitted_Alt: roundDown(stock.div(alt.conversion), 2).toNumber(),
      stockUnit: product.stockUnit,
      altUnit: alt.unit,
      isShort: toDecimal(requested).gt(stock),
    };
  }
  return response;
}
