import type { CartLineErrorCode, CartLinePayload } from '@storefront/contract';
import {
  applyQuantityRule,
  canChangePriceBy,
  type Decimal,
  decimalPlaces,
  isNegative,
  isPriceByUnit,
  isSellByUnit,
  priceDecimalsOf,
  PRODUCT_UNAVAILABLE,
  QUANTITY_DECIMALS,
  resolveUnitPrice,
  roundPrice,
  sellByMultipleOf,
  sellByProblem,
  syncedPriceBy,
  toDecimal,
} from '@storefront/domain';
import type { ProductWithUnits } from '../catalogue/product-units.repository';
import type { CartRules } from './cart-context.service';

/** numeric(14, 4) holds far more; this keeps a typo like 1000000 cases from becoming an order. */
export const MAX_QUANTITY = toDecimal(1_000_000);
const MAX_PRICE = toDecimal(1_000_000);
const MAX_PRICE_DECIMALS = 4;

/** A line that passed every rule, in the shape the cart stores. */
export interface CheckedLine {
  productKey: number;
  description: string;
  unit: string;
  quantity: Decimal;
  priceUnit: string;
  unitPrice: Decimal;
  isOverride: boolean;
  /** undefined keeps what a line already has. */
  text1: string | undefined;
  text2: string | undefined;
  /** The rounding notice when an Auto* flag changed the quantity. */
  notice?: string;
}

export type LineCheck = { ok: true; line: CheckedLine } | { ok: false; code: CartLineErrorCode; errors: string[] };

export interface LineCheckInput {
  /** null when the product cannot be ordered by this customer. */
  product: ProductWithUnits | null;
  /** Pricing's price for the payload's price-by unit. */
  defaultPrice: string | null;
  rules: CartRules;
  /** On an edit, the line's current price-by unit stays allowed. */
  currentPriceUnit?: string;
}

function parseDecimal(value: unknown): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    return toDecimal(value as string | number);
  } catch {
    return null;
  }
}

const unitList = (units: readonly { unitOfMeasure: string }[]) => units.map((u) => u.unitOfMeasure).join(', ');

/**
 * Price-by units a user may pick. With canChangePrice and more than one price-by
 * unit: any. Otherwise only what the page itself would choose (spec 1 §5): the
 * pricing unit, or the one syncPriceByWithSellByUMFlag makes follow the sell-by.
 */
function allowedPriceUnits(product: ProductWithUnits, sellBy: string, rules: CartRules, current?: string): Set<string> {
  if (canChangePriceBy(rules.canChangePrice, product)) return new Set(product.priceBys.map((p) => p.unitOfMeasure));
  const sync = {
    syncPriceByWithSellByUMFlag: rules.syncPriceBy,
    sellBy,
    priceBy: product.pricingUM,
    priceByChanged: false,
    product,
  };
  const allowed = new Set([
    syncedPriceBy({ ...sync, sellByChanged: false }),
    syncedPriceBy({ ...sync, sellByChanged: true }),
  ]);
  if (current) allowed.add(current);
  return allowed;
}

type Part<T> = { ok: true; value: T } | { ok: false; code: CartLineErrorCode; error: string };
const bad = <T>(code: CartLineErrorCode, error: string): Part<T> => ({ ok: false, code, error });

function checkQuantity(
  payload: CartLinePayload,
  product: ProductWithUnits,
  rules: CartRules,
  unitOk: boolean,
): Part<{ quantity: Decimal; notice?: string }> {
  const value = parseDecimal(payload.orderQuantity);
  if (value === null || !value.gt(0)) return bad('InvalidQuantity', 'Quantity must be greater than 0');
  if (decimalPlaces(value) > QUANTITY_DECIMALS)
    return bad('InvalidQuantity', `Quantity can have at most ${QUANTITY_DECIMALS} decimals`);
  if (value.gte(MAX_QUANTITY)) return bad('InvalidQuantity', `Quantity must be below ${MAX_QUANTITY.toFixed()}`);
  // Without a valid sell-by unit there is no multiple to check against; the unit is reported instead.
  if (!unitOk) return { ok: true, value: { quantity: value } };
  const rule = applyQuantityRule(value, sellByMultipleOf(product, payload.unitOfMeasure), rules.roundingFlag, 'dialog');
  if (!rule.ok) return bad('InvalidQuantity', rule.message);
  return { ok: true, value: { quantity: rule.value, notice: rule.message } };
}

function checkPrice(
  payload: CartLinePayload,
  product: ProductWithUnits,
  input: LineCheckInput,
): Part<{ unitPrice: Decimal; isOverride: boolean }> {
  const decimals = priceDecimalsOf(product, payload.unitOfMeasure_Prc);
  const entered = payload.overridePrice;
  if (entered !== null && entered !== undefined) {
    if (!input.rules.canChangePrice) return bad('PriceNotAllowed', 'You may not change the price');
    const price = parseDecimal(entered);
    // More places than the unit's price decimals would be rounded on the way in (999999.9999 at 2 places became
    // 1,000,000.00): refused, as the column's limit is.
    const places = Math.min(MAX_PRICE_DECIMALS, decimals);
    if (price === null || isNegative(price) || price.gte(MAX_PRICE) || decimalPlaces(price) > places) {
      return bad('PriceNotAllowed', `Invalid price ${String(entered)}`);
    }
    // With no price in force a salesperson's price is the only one, and so an override.
    if (input.defaultPrice === null)
      return { ok: true, value: { unitPrice: roundPrice(price, decimals), isOverride: true } };
    const resolved = resolveUnitPrice({
      defaultPrice: input.defaultPrice,
      entered: price,
      canChangePrice: true,
      priceDecimals: decimals,
    });
    return { ok: true, value: { unitPrice: resolved.unitPrice, isOverride: resolved.isOverridePrice } };
  }
  if (input.defaultPrice === null) return bad('NoPrice', `No price is available for ${payload.unitOfMeasure_Prc}`);
  return { ok: true, value: { unitPrice: roundPrice(input.defaultPrice, decimals), isOverride: false } };
}

function textOf(value: string | null | undefined, rules: CartRules): string | undefined {
  // With text lines off the page shows no text fields; anything sent is dropped rather than stored unseen.
  if (!rules.allowProductTextLines) return value === undefined ? undefined : '';
  return value === null ? '' : value;
}

/**
 * Every rule a line must pass before it touches a cart: the product, its
 * units, the quantity with the sell-by multiple and rounding flag, and the
 * price (pricing's, or a permitted override). Collects all independent
 * problems so the page can show them together.
 */
export function checkLine(payload: CartLinePayload, input: LineCheckInput): LineCheck {
  const { product, rules } = input;
  if (!product) return { ok: false, code: 'ProductUnavailable', errors: [PRODUCT_UNAVAILABLE] };
  const noSellBy = sellByProblem(product);
  if (noSellBy) return { ok: false, code: 'NoSellBy', errors: [noSellBy] };

  const problems: { code: CartLineErrorCode; error: string }[] = [];
  const unit = payload.unitOfMeasure;
  const unitOk = isSellByUnit(product, unit);
  if (!unitOk)
    problems.push({
      code: 'InvalidUnit',
      error: `Invalid unit ${unit}. This product sells by ${unitList(product.sellBys)}`,
    });

  const priceUnit = payload.unitOfMeasure_Prc;
  const priceUnitOk = isPriceByUnit(product, priceUnit);
  if (!priceUnitOk) {
    problems.push({
      code: 'InvalidPriceUnit',
      error: `Invalid price unit ${priceUnit}. This product is priced by ${unitList(product.priceBys)}`,
    });
  } else if (unitOk && !allowedPriceUnits(product, unit, rules, input.currentPriceUnit).has(priceUnit)) {
    problems.push({ code: 'InvalidPriceUnit', error: 'You may not change the Price By U/M' });
  }

  const quantity = checkQuantity(payload, product, rules, unitOk);
  if (!quantity.ok) problems.push(quantity);

  const price = priceUnitOk ? checkPrice(payload, product, input) : null;
  if (price && !price.ok) problems.push(price);

  // A price or quantity that failed is among the problems, so `first` is there whenever this refuses.
  const [first] = problems;
  if (first || !price?.ok || !quantity.ok) {
    return { ok: false, code: first?.code ?? 'InvalidPriceUnit', errors: problems.map((p) => p.error) };
  }
  return {
    ok: true,
    line: {
      productKey: product.productKey,
      description: product.description,
      unit,
      quantity: quantity.value.quantity,
      priceUnit,
      unitPrice: price.value.unitPrice,
      isOverride: price.value.isOverride,
      text1: textOf(payload.productText1, rules),
      text2: textOf(payload.productText2, rules),
      notice: quantity.value.notice,
    },
  };
}
