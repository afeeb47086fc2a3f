import type { CartLine, Product } from '@storefront/contract';
import { startingPriceBy } from '../../../lib/cart/price-by';
import {
  canChangePriceBy,
  defaultSellByUnit,
  formatPlain,
  isUnitPriceEditable,
  type LineEditMode,
  parseQuantityInput,
  sanitizePriceText,
  sanitizeQuantityText,
  sellByMultipleOf,
  type StepDirection,
  stepQuantity,
  syncedPriceBy,
  unitsLocked,
} from '@storefront/domain';

/** What the Add To Cart / Edit Cart dialog holds while the user types (spec 1 §2, §5). */
export interface LineFormState {
  /** As typed, already stripped of non-digits; blank becomes '0' when the field is left. */
  quantityText: string;
  sellBy: string;
  priceBy: string;
  sellByChanged: boolean;
  priceByChanged: boolean;
  /** The typed unit price; null means no entry, i.e. pricing's price (also what Reset does). */
  priceText: string | null;
  text1: string;
  text2: string;
}

/** The fixed facts a dialog is opened with; the rules below never change them. */
export interface LineFormContext {
  product: Product;
  mode: LineEditMode;
  canChangePrice: boolean;
  syncPriceByWithSellByUMFlag: boolean;
}

export type LineFormAction =
  | { type: 'quantityTyped'; text: string }
  | { type: 'quantityLeft' }
  | { type: 'quantityStepped'; direction: StepDirection }
  | { type: 'sellByChosen'; unit: string }
  | { type: 'priceByChosen'; unit: string }
  | { type: 'priceTyped'; text: string }
  | { type: 'priceReset' }
  | { type: 'textTyped'; field: 'text1' | 'text2'; text: string };

export function initialAddState(product: Product): LineFormState {
  const sellBy = defaultSellByUnit(product) ?? '';
  const preset = product.defaultQuantity;
  // The default quantity only makes sense in its own unit; a product without one starts at 1.
  const quantity = preset && preset.unitOfMeasure === sellBy && preset.orderQuantity > 0 ? preset.orderQuantity : 1;
  return {
    quantityText: formatPlain(quantity),
    sellBy,
    priceBy: startingPriceBy(product),
    sellByChanged: false,
    priceByChanged: false,
    priceText: null,
    text1: '',
    text2: '',
  };
}

export function initialEditState(line: CartLine): LineFormState {
  return {
    quantityText: formatPlain(line.quantity.value),
    sellBy: line.quantity.unit,
    priceBy: line.unitPrice.from,
    sellByChanged: false,
    priceByChanged: false,
    // An override is shown as typed so saving again keeps it; otherwise the field follows pricing.
    priceText: line.isOverridePrice ? formatPlain(line.unitPrice.factor) : null,
    text1: line.productText1,
    text2: line.productText2,
  };
}

export function reduceLineForm(state: LineFormState, action: LineFormAction, ctx: LineFormContext): LineFormState {
  const locked = unitsLocked(ctx.mode);
  switch (action.type) {
    case 'quantityTyped':
      return { ...state, quantityText: sanitizeQuantityText(action.text) };
    case 'quantityLeft':
      return { ...state, quantityText: formatPlain(parseQuantityInput(state.quantityText)) };
    case 'quantityStepped': {
      const multiple = sellByMultipleOf(ctx.product, state.sellBy);
      const next = stepQuantity(parseQuantityInput(state.quantityText), multiple, action.direction);
      return { ...state, quantityText: formatPlain(next) };
    }
    case 'sellByChosen': {
      if (locked || action.unit === state.sellBy) return state;
      const priceBy = syncedPriceBy({
        syncPriceByWithSellByUMFlag: ctx.syncPriceByWithSellByUMFlag,
        sellBy: action.unit,
        priceBy: state.priceBy,
        sellByChanged: true,
        priceByChanged: state.priceByChanged,
        product: ctx.product,
      });
      // A price typed for one price-by unit means nothing in another.
      const priceText = priceBy === state.priceBy ? state.priceText : null;
      return { ...state, sellBy: action.unit, sellByChanged: true, priceBy, priceText };
    }
    case 'priceByChosen':
      if (locked || !canChangePriceBy(ctx.canChangePrice, ctx.product) || action.unit === state.priceBy) return state;
      return { ...state, priceBy: action.unit, priceByChanged: true, priceText: null };
    case 'priceTyped':
      if (!isUnitPriceEditable(ctx.canChangePrice)) return state;
      return { ...state, priceText: sanitizePriceText(action.text) };
    case 'priceReset':
      return { ...state, priceText: null };
    case 'textTyped':
      return { ...state, [action.field]: action.text };
  }
}
