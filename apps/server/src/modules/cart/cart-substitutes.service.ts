import type { CartLine, SubstituteOffer } from '@storefront/contract';
import {
  type Decimal,
  type DecimalQuantity,
  formatQuantity,
  isListedProduct,
  lineExtension,
  MONEY_DECIMALS,
  offersSubstitutes,
  priceDecimalsOf,
  roundPrice,
  stockConversionOf,
  type SubstitutionPreference,
  substituteQuantity,
  toDecimal,
} from '@storefront/domain';
import type { Db } from '../../db/database';
import type { ProductWithUnits } from '../catalogue/product-units.repository';
import { uncommittedStockOf } from '../stock/stock.repository';
import { namedSubstitutes, productAdditional, purchasedProducts } from '../substitutes/substitutes.repository';
import { substitutionPreferenceOf } from '../substitutes/substitution-preference.service';
import { type CatalogueView, defaultPriceOf, loadCatalogue, orderableProduct } from './cart-context.service';
import type { CartOwner } from './cart-owner';

/** Why a line cannot be filled (issue 31). */
export const DISCONTINUED_REASON = 'Discontinued: no longer available';
export const EXCLUDED_REASON = 'Not available to your account';
export const outOfStockReason = (available: Decimal, stockUnit: string) =>
  available.gt(0) ? `Only ${formatQuantity(available)} ${stockUnit} in stock` : 'Out of stock';

/** A line (of the cart, or of a request) whose product may not be there to fill it. */
export interface LineNeed {
  /** What the answer is keyed by: a cart line's id, or a request line's index. */
  id: number;
  productKey: number;
  quantity: DecimalQuantity;
  /** The line's own extension, which an offer's difference is counted from; null when it has none. */
  extension: Decimal | null;
  noSubstitutes: boolean;
}

/** A cart line as a need: its quantity as it stands and its extension at today's price. */
export function needOf(line: CartLine): LineNeed {
  return {
    id: line.id,
    productKey: line.productKey,
    quantity: { value: toDecimal(line.quantity.value), unit: line.quantity.unit },
    extension: line.extension === null ? null : toDecimal(line.extension),
    noSubstitutes: line.noSubstitutes,
  };
}

export interface Unfilled {
  reason: string;
  /** The available substitutes, best first (named ones in order, then the customer's own history). */
  offers: SubstituteOffer[];
}

export interface UnfilledOptions {
  /** Offers wanted per line: 1 for the cart, 3 for /validate. */
  limit: number;
  /** Read only when some line cannot be filled. */
  preference: () => Promise<SubstitutionPreference>;
  /** The uncommitted stock of the lines' products when the caller has read it already (checkout), else read here. */
  stock?: Map<number, Decimal>;
}

/** A quantity in the product's stock units; null when its unit no longer converts. */
function inStockUnits(q: DecimalQuantity, product: ProductWithUnits): Decimal | null {
  try {
    return q.value.times(stockConversionOf(product, q.unit));
  } catch {
    return null;
  }
}

function reasonOf(view: CatalogueView, need: LineNeed, stock: Map<number, Decimal>): string | null {
  const product = view.products.get(need.productKey);
  if (!product || !isListedProduct(product)) return DISCONTINUED_REASON;
  if (view.facts.get(need.productKey)?.excluded !== false) return EXCLUDED_REASON;
  const wanted = inStockUnits(need.quantity, product);
  const available = stock.get(need.productKey) ?? toDecimal(0);
  return wanted !== null && wanted.gt(available) ? outOfStockReason(available, product.stockUnit) : null;
}

/** A product's pack: the size printed on it ('4/3 LB AVG'), else the sizes its units convert to. */
function packOf(additional: string | undefined, product: ProductWithUnits): string {
  try {
    const parsed: unknown = JSON.parse(additional ?? '{}');
    const printed =
      parsed && typeof parsed === 'object' && 'packSize' in parsed && typeof parsed.packSize === 'string'
        ? parsed.packSize.trim().toUpperCase().replace(/\s+/g, ' ')
        : '';
    if (printed) return printed;
  } catch {
    // Not JSON: the units say it.
  }
  const units = product.sellBys.map((s) => `${s.unitOfMeasure}=${toDecimal(s.stockConversion).toFixed()}`).sort();
  return `${product.stockUnit}:${units.join(',')}`;
}

interface Candidate {
  productKey: number;
  source: SubstituteOffer['source'];
}

/** The offer a candidate makes for a line, or null when it cannot stand in: not orderable, unpriced, short, no unit fits. */
function offerOf(
  need: LineNeed,
  from: ProductWithUnits,
  candidate: Candidate,
  view: CatalogueView,
  stock: Map<number, Decimal>,
): SubstituteOffer | null {
  const product = orderableProduct(view, candidate.productKey);
  if (!product) return null;
  const quantity = substituteQuantity(need.quantity, from, product);
  if (!quantity) return null;
  const wanted = inStockUnits(quantity, product);
  if (wanted === null || wanted.gt(stock.get(product.productKey) ?? 0)) return null;
  const priceUnit = product.pricingUM;
  const price = defaultPriceOf(view, product.productKey, priceUnit);
  if (price === null) return null;
  const decimals = priceDecimalsOf(product, priceUnit);
  const unitPrice = roundPrice(price, decimals);
  let extension: Decimal;
  try {
    extension = lineExtension(quantity, priceUnit, unitPrice, product);
  } catch {
    return null;
  }
  return {
    productKey: product.productKey,
    productCode: product.productCode,
    description: product.description,
    quantity: { value: formatQuantity(quantity.value), unit: quantity.unit },
    unitPrice: { factor: unitPrice.toFixed(decimals), from: priceUnit, to: '$' },
    extension: extension.toFixed(MONEY_DECIMALS),
    difference: need.extension === null ? null : extension.minus(need.extension).toFixed(MONEY_DECIMALS),
    source: candidate.source,
  };
}

/**
 * The lines that cannot be filled (issue 31): the product is discontinued (inactive), in a category excluded for the
 * customer, or short (uncommitted stock below the line's quantity in stock units). Each has its reason and, when the
 * preference and the line allow substitutes (offersSubstitutes), up to `limit` offers: first the product's named
 * substitutes in order, then products of the same category and pack the customer (or consumer) bought before, the
 * most recent first; each orderable, priced for the customer and in stock for the quantity it stands in for.
 *
 * A fixed number of queries whatever the number of lines: the stock of the lines' products; and, only when some line
 * is offered substitutes, the named substitutes, the purchases and packs, then the candidates' catalogue and stock.
 */
export async function findUnfilled(
  db: Db,
  owner: CartOwner,
  today: string,
  view: CatalogueView,
  needs: readonly LineNeed[],
  options: UnfilledOptions,
): Promise<Map<number, Unfilled>> {
  const result = new Map<number, Unfilled>();
  if (needs.length === 0) return result;
  const orderable = needs.filter((n) => orderableProduct(view, n.productKey)).map((n) => n.productKey);
  const stock = options.stock ?? (await uncommittedStockOf(db, orderable));
  for (const need of needs) {
    const reason = reasonOf(view, need, stock);
    if (reason) result.set(need.id, { reason, offers: [] });
  }
  if (result.size === 0) return result;
  const preference = await options.preference();
  const wanting = needs.filter(
    (n) => result.has(n.id) && view.products.has(n.productKey) && offersSubstitutes(preference, n.noSubstitutes),
  );
  if (wanting.length === 0) return result;

  const lineKeys = wanting.map((n) => n.productKey);
  const lineProducts = lineKeys.flatMap((k) => view.products.get(k) ?? []);
  const [named, purchased, additional] = await Promise.all([
    namedSubstitutes(db, lineKeys),
    purchasedProducts(
      db,
      { customerId: owner.customerId, userId: owner.userId },
      lineProducts.map((p) => p.categoryCode),
    ),
    productAdditional(db, lineKeys),
  ]);
  const candidateKeys = [...new Set([...[...named.values()].flat(), ...purchased.map((p) => p.productKey)])];
  if (candidateKeys.length === 0) return result;
  const [candidates, candidateStock] = await Promise.all([
    loadCatalogue(db, candidateKeys, owner, today),
    uncommittedStockOf(db, candidateKeys),
  ]);

  // What was bought before, by category, with its pack: read once for all the lines.
  const bought = new Map<string, { productKey: number; pack: string }[]>();
  for (const p of purchased) {
    const product = candidates.products.get(p.productKey);
    if (!product) continue;
    bought.set(p.categoryCode, [
      ...(bought.get(p.categoryCode) ?? []),
      { productKey: p.productKey, pack: packOf(p.additional, product) },
    ]);
  }

  for (const need of wanting) {
    const from = view.products.get(need.productKey);
    const unfilled = result.get(need.id);
    if (!from || !unfilled) continue;
    const pack = packOf(additional.get(from.productKey), from);
    const ownNamed = named.get(from.productKey) ?? [];
    const list: Candidate[] = [
      ...ownNamed.map((productKey) => ({ productKey, source: 'named' as const })),
      ...(bought.get(from.categoryCode) ?? [])
        .filter((p) => p.pack === pack && !ownNamed.includes(p.productKey))
        .map((p) => ({ productKey: p.productKey, source: 'history' as const })),
    ];
    for (const candidate of list) {
      if (unfilled.offers.length >= options.limit) break;
      if (candidate.productKey === from.productKey) continue;
      const offer = offerOf(need, from, candidate, candidates, candidateStock);
      if (offer) unfilled.offers.push(offer);
    }
  }
  return result;
}

/**
 * Checkout's second look at the stock when an order is submitted: the first available substitute of each of these
 * lines that cannot be filled now (by `stock`, the free stock checkout read), by the line's product, for the notice
 * that says so (only where one may be offered).
 */
export async function substitutesAtSubmit(
  db: Db,
  owner: CartOwner,
  today: string,
  needs: readonly LineNeed[],
  stock: Map<number, Decimal>,
): Promise<Map<number, SubstituteOffer>> {
  const result = new Map<number, SubstituteOffer>();
  if (needs.length === 0) return result;
  const view = await loadCatalogue(
    db,
    needs.map((n) => n.productKey),
    owner,
    today,
  );
  const unfilled = await findUnfilled(db, owner, today, view, needs, {
    limit: 1,
    preference: () => substitutionPreferenceOf(db, owner),
    stock,
  });
  for (const need of needs) {
    const offer = unfilled.get(need.id)?.offers[0];
    if (offer && !result.has(need.productKey)) result.set(need.productKey, offer);
  }
  return result;
}
