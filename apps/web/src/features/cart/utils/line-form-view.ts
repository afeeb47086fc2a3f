import type { CartLinePayload } from '@storefront/contract';
import {
  applyQuantityRule,
  type Decimal,
  lineExtension,
  parseQuantityInput,
  priceDecimalsOf,
  productConversionText,
  resolveUnitPrice,
  type RoundingFlag,
  roundPrice,
  sanitizePriceText,
  sellByMultipleOf,
  sellByProblem,
} from '@storefront/domain';
import { productUnitsOf } from '../../../lib/catalogue/price-text';
import type { LineFormContext, LineFormState } from './line-form-state';

/** Session settings the dialog's rules read (spec 1 §3). */
export interface LineFormSettings {
  orderQuantityRoundingFlag: RoundingFlag;
  canChangePrice: boolean;
  allowProductTextLines: boolean;
}

/** Everything the dialog shows that follows from what was typed. */
export interface LineFormView {
  quantity: Decimal;
  multiple: Decimal | null;
  /** A refusal; Save is disabled while it shows. */
  quantityError: string | null;
  /** With an Auto* rounding flag: what the entry will become. */
  quantityNotice: string | null;
  /** 'Product has no Sell By U/M'. */
  productError: string | null;
  priceDecimals: number;
  /** null when there is no price in force and none was typed. */
  unitPrice: Decimal | null;
  isOverride: boolean;
  /** Quantity in the price-by unit times the unit price, to cents; null without a price. */
  extension: Decimal | null;
  /** '≈ 24.00 LB × $16.661 / LB = $399.86' when sold in one unit and priced in another; null otherwise or without a price. */
  conversion: string | null;
  /** A catch-weight product: the extension is an estimate at the average weight, marked 'Estimated'. */
  isEstimate: boolean;
  canSave: boolean;
}

function priceOf(state: LineFormState, settings: LineFormSettings, defaultPrice: string | null, decimals: number) {
  if (defaultPrice !== null) {
    const r = resolveUnitPrice({
      defaultPrice,
      entered: state.priceText,
      canChangePrice: settings.canChangePrice,
      priceDecimals: decimals,
    });
    return { unitPrice: r.unitPrice, isOverride: r.isOverridePrice };
  }
  // No price in force: a price the user may type is the only one, and so an override.
  const typed = state.priceText === null ? '' : sanitizePriceText(state.priceText);
  if (!settings.canChangePrice || typed === '' || typed === '.') return { unitPrice: null, isOverride: false };
  return { unitPrice: roundPrice(typed, decimals), isOverride: true };
}

function extensionOf(
  state: LineFormState,
  ctx: LineFormContext,
  quantity: Decimal,
  unitPrice: Decimal | null,
): Decimal | null {
  if (unitPrice === null) return null;
  try {
    return lineExtension({ value: quantity, unit: state.sellBy }, state.priceBy, unitPrice, ctx.product);
  } catch {
    // Units that no longer convert (catalogue changed under an old line): no amount rather than a wrong one.
    return null;
  }
}

function conversionOf(
  state: LineFormState,
  ctx: LineFormContext,
  quantity: Decimal,
  unitPrice: Decimal | null,
): string | null {
  if (unitPrice === null || !quantity.gt(0)) return null;
  try {
    const units = productUnitsOf(ctx.product);
    return productConversionText({ value: quantity, unit: state.sellBy }, state.priceBy, unitPrice, units);
  } catch {
    return null;
  }
}

export function deriveLineForm(
  state: LineFormState,
  ctx: LineFormContext,
  settings: LineFormSettings,
  defaultPrice: string | null,
): LineFormView {
  const productError = sellByProblem(ctx.product);
  const entered = parseQuantityInput(state.quantityText);
  const multiple = productError ? null : sellByMultipleOf(ctx.product, state.sellBy);
  const rule = applyQuantityRule(entered, multiple, settings.orderQuantityRoundingFlag, 'dialog');
  const quantity = rule.ok ? rule.value : entered;
  const priceDecimals = priceDecimalsOf(ctx.product, state.priceBy);
  const { unitPrice, isOverride } = priceOf(state, settings, defaultPrice, priceDecimals);
  return {
    quantity,
    multiple,
    quantityError: rule.ok ? null : rule.message,
    quantityNotice: rule.ok ? (rule.message ?? null) : null,
    productError,
    priceDecimals,
    unitPrice,
    isOverride,
    extension: extensionOf(state, ctx, quantity, unitPrice),
    conversion: conversionOf(state, ctx, quantity, unitPrice),
    isEstimate: ctx.product.catchWeight !== null,
    canSave: productError === null && rule.ok && entered.gt(0),
  };
}

/** Spec 1 §3 line payload: quantities with 2 decimals, an override price with 4 and only when overridden. */
export function toLinePayload(
  state: LineFormState,
  view: LineFormView,
  ctx: LineFormContext,
  settings: LineFormSettings,
): CartLinePayload {
  // The entry as typed: with an Auto* flag the server rounds it and says so in `messages`.
  const orderQuantity = parseQuantityInput(state.quantityText).toFixed(2);
  return {
    productKey: ctx.product.productKey,
    unitOfMeasure: state.sellBy,
    orderQuantity,
    ...(view.isOverride && view.unitPrice !== null ? { overridePrice: view.unitPrice.toFixed(4) } : {}),
    unitOfMeasure_Prc: state.priceBy,
    ...(settings.allowProductTextLines ? { productText1: state.text1, productText2: state.text2 } : {}),
  };
}
