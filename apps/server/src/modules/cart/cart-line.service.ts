import type { CartLineErrorCode, CartLinePayload } from '@storefront/contract';
import { type Decimal, defined, toDecimal } from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import { isoDateOf } from '../../platform/time/iso-date';
import { badRequest, notFound } from '../../platform/http/http-error';
import {
  type CartLineRow,
  deleteLine,
  findLine,
  linesOfProducts,
  lockExistingCart,
  updateLines,
} from './cart.repository';
import {
  defaultPriceOf,
  loadCartSettings,
  loadCatalogue,
  orderableProduct,
  roundedPriceIn,
} from './cart-context.service';
import { checkLine } from './cart-line.rules';
import { toChangedRow, toWorkingLine } from './cart-line.mapping';
import { planUpdate } from './cart-merge.rules';
import type { CartOwner } from './cart-owner';
import { refusedLine, type WriteOutcome, writeOutcome } from './cart-result';
import { toCartLine } from './cart-view';

export const LINE_NOT_FOUND = 'Cart line not found';

/** The payload says the line as it stands (units, quantity, price), so only its 'No substitutes' may change. */
function restatesLine(payload: CartLinePayload, row: CartLineRow): boolean {
  let quantity: Decimal;
  try {
    quantity = toDecimal(payload.orderQuantity);
  } catch {
    return false;
  }
  const override = payload.overridePrice;
  const samePrice =
    override === null || override === undefined
      ? row.is_override_price === 0
      : row.is_override_price === 1 && toDecimal(override).eq(row.unit_price);
  return (
    payload.unitOfMeasure === row.unit &&
    payload.unitOfMeasure_Prc === row.price_unit &&
    quantity.eq(row.quantity) &&
    samePrice &&
    (payload.productText1 === undefined || payload.productText1 === row.product_text1) &&
    (payload.productText2 === undefined || payload.productText2 === row.product_text2)
  );
}

/**
 * POST /api/cart/line/{id}: sets one line's quantity, units, price and texts.
 * Touches only that line and the other lines of its product (by index), so
 * its cost does not grow with the cart. A line of another cart is not found.
 */
export async function updateLine(
  ctx: AppContext,
  owner: CartOwner,
  lineId: number,
  payload: CartLinePayload,
): Promise<WriteOutcome> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const cartId = await lockExistingCart(trx, owner.ownerKey, now);
    const row = cartId === undefined ? undefined : await findLine(trx, cartId, lineId);
    if (cartId === undefined || !row) throw notFound(LINE_NOT_FOUND);
    if (payload.productKey !== row.product_key) throw badRequest('productKey does not match the cart line');

    const key = row.product_key;
    const [settings, view, productRows] = await Promise.all([
      loadCartSettings(trx, owner),
      loadCatalogue(trx, [key], owner, isoDateOf(now)),
      linesOfProducts(trx, cartId, [key]),
    ]);
    // 'No substitutes for this line' alone: written as it is, even on a line that can no longer be ordered.
    if (payload.noSubstitutes !== undefined && restatesLine(payload, row)) {
      const flagged = { ...toWorkingLine(row), noSubstitutes: payload.noSubstitutes };
      await updateLines(trx, cartId, [toChangedRow({ ...flagged, id: row.id })]);
      const known = defined(view.products.get(key), `product ${key} of a cart line`);
      return writeOutcome({
        successMessage: 'Cart line updated',
        failureMessage: '',
        productsAdded: 0,
        lines: [toCartLine({ ...flagged, id: row.id }, known, view.facts.get(key)?.imageName ?? null)],
        messages: [],
        errors: [],
      });
    }
    const product = orderableProduct(view, key);
    const check = checkLine(payload, {
      product,
      defaultPrice: defaultPriceOf(view, key, payload.unitOfMeasure_Prc),
      rules: settings.rules,
      currentPriceUnit: row.price_unit,
    });
    const refused = (code: CartLineErrorCode, errors: string[]) => refusedLine(payload, code, errors);
    if (!check.ok) return refused(check.code, check.errors);

    const line = toWorkingLine(row);
    if (payload.noSubstitutes !== undefined) line.noSubstitutes = payload.noSubstitutes;
    const others = productRows.filter((r) => r.id !== row.id).map(toWorkingLine);
    const plan = planUpdate(line, check.line, others, {
      confirmPriceByChange: payload.confirmPriceByChange === true,
      priceIn: roundedPriceIn(view, key),
    });
    if (!plan.ok) return refused(plan.code, plan.errors);

    // An update touches stored lines only: each has its id.
    const touched = plan.touched.map((l) => ({ ...l, id: defined(l.id, 'the id of a stored cart line') }));
    const orderable = defined(product, 'the orderable product of a checked line');
    await updateLines(trx, cartId, touched.map(toChangedRow));
    const imageName = view.facts.get(key)?.imageName ?? null;
    return writeOutcome({
      successMessage: 'Cart line updated',
      failureMessage: '',
      productsAdded: 0,
      lines: touched.map((l) => toCartLine(l, orderable, imageName)),
      messages: [...(check.line.notice ? [check.line.notice] : []), ...plan.notices],
      errors: [],
    });
  });
}

/** DELETE /api/cart/line/{id}. */
export async function removeLine(ctx: AppContext, owner: CartOwner, lineId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const cartId = await lockExistingCart(trx, owner.ownerKey, ctx.now());
    if (cartId === undefined || !(await deleteLine(trx, cartId, lineId))) throw notFound(LINE_NOT_FOUND);
  });
}
