import type { CartLine, CartTotals } from '@storefront/contract';
import {
  CONVERSION_DECIMALS,
  cartTotals,
  catchWeightOf,
  estimatedWeight,
  convertQuantity,
  type Decimal,
  type DecimalQuantity,
  formatQuantity,
  lineCaseQuantity,
  lineExtension,
  MONEY_DECIMALS,
  priceDecimalsOf,
  QUANTITY_DECIMALS,
  roundConversion,
  toDecimal,
  totalInOneUnit,
  unitPriceOf,
} from '@storefront/domain';
import { imageUrl } from '../../platform/images/image-sizes';
import type { ProductWithUnits } from '../catalogue/product-units.repository';
import type { SiteValues } from '../settings/settings.defaults';

export interface LineValues {
  id: number;
  productKey: number;
  unit: string;
  quantity: Decimal;
  priceUnit: string;
  unitPrice: Decimal;
  isOverride: boolean;
  text1: string;
  text2: string;
  /** 'No substitutes for this line'; absent is false. */
  noSubstitutes?: boolean;
}

// A unit removed from a product after the line was written no longer converts; the line is
// still shown (so it can be deleted) with the amounts that cannot be known left out.
function attempt<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

/** The wire form of a line: decimals as fixed-place strings, amounts from the domain rules. */
export function toCartLine(
  line: LineValues,
  product: ProductWithUnits,
  imageName: string | null,
  unfilled: CartLine['unfilled'] = null,
): CartLine {
  const quantity = { value: line.quantity, unit: line.unit };
  const extension = attempt(() => lineExtension(quantity, line.priceUnit, line.unitPrice, product));
  const perSellUnit = attempt(() => convertQuantity({ value: 1, unit: line.unit }, line.priceUnit, product).value);
  const cases = attempt(() => lineCaseQuantity(quantity, product));
  const price = unitPriceOf(line.priceUnit, line.unitPrice, product);
  const catchWeight = catchWeightOf(product);
  const weight = catchWeight ? attempt(() => estimatedWeight(quantity, product)) : null;
  return {
    id: line.id,
    productKey: line.productKey,
    productCode: product.productCode,
    description: product.description,
    quantity: { value: formatQuantity(line.quantity), unit: line.unit },
    unitPrice: {
      factor: price.factor.toFixed(priceDecimalsOf(product, line.priceUnit)),
      from: price.from,
      to: price.to,
    },
    priceConversion: {
      from: line.unit,
      to: line.priceUnit,
      factor: roundConversion(perSellUnit ?? 0).toFixed(CONVERSION_DECIMALS),
    },
    extension: extension?.toFixed(MONEY_DECIMALS) ?? null,
    isOverridePrice: line.isOverride,
    productText1: line.text1,
    productText2: line.text2,
    caseQuantity: (cases ?? toDecimal(0)).toFixed(QUANTITY_DECIMALS),
    listImage: imageName ? imageUrl('list', imageName) : null,
    catchWeight,
    estimatedWeight: weight?.toFixed(QUANTITY_DECIMALS) ?? null,
    noSubstitutes: line.noSubstitutes ?? false,
    unfilled,
  };
}

const wireQuantities = (totals: readonly DecimalQuantity[]) =>
  totals.map((q) => ({ value: q.value.toFixed(QUANTITY_DECIMALS), unit: q.unit }));
const wireOneUnit = (totals: readonly DecimalQuantity[]) => totalInOneUnit(totals)?.toFixed(QUANTITY_DECIMALS) ?? null;

/** Totals by the domain's cartTotals, with the site's show flags and label (spec 2 §3, §9). */
export function totalsOf(
  lines: readonly { line: CartLine; product: ProductWithUnits }[],
  site: SiteValues,
): CartTotals {
  const countable = lines.filter((l) => l.line.extension !== null);
  const totals = cartTotals(
    countable.map(({ line, product }) => ({
      quantity: { value: line.quantity.value, unit: line.quantity.unit },
      extension: line.extension,
      product,
    })),
  );
  const complete = countable.length === lines.length;
  return {
    lineCount: lines.length,
    lineTotal: complete && totals.totalExtension ? totals.totalExtension.toFixed(MONEY_DECIMALS) : null,
    isEstimate: lines.some((l) => l.line.catchWeight !== null),
    totalCaseQuantity: totals.totalCaseQuantity.toFixed(QUANTITY_DECIMALS),
    totalItemsQuantityByUnit: wireQuantities(totals.totalItemsQuantity),
    totalItemsQuantity: wireOneUnit(totals.totalItemsQuantity),
    totalOrderQuantityByUnit: wireQuantities(totals.totalOrderQuantity),
    totalOrderQuantity: wireOneUnit(totals.totalOrderQuantity),
    totalOrderQuantityLabel: site.totalOrderQuantityLabel,
    showTotalCaseQuantity: site.showTotalCaseQuantity,
    showTotalItemsQuantity: site.showTotalItemsQuantity,
    showTotalOrderQuantity: site.showTotalOrderQuantity,
  };
}
