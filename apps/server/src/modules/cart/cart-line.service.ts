import type { CartLinePayload } from '@storefront/contract';
import { defined } from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import { isoDateOf } from '../../platform/time/iso-date';
import { badRequest, notFound } from '../../platform/http/http-error';
import { deleteLine, findLine, linesOfProducts, lockExistingCart, updateLines } from './cart.repository';
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
import { lineError, type WriteOutcome, writeOutcome } from './cart-result';
import { toCartLine } from './cart-view';

const LINE_NOT_FOUND = 'Cart line not found';

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
    const product = orderableProduct(view, key);
    const check = checkLine(payload, {
      product,
      defaultPrice: defaultPriceOf(view, key, payload.unitOfMeasure_Prc),
      rules: settings.rules,
      currentPriceUnit: row.price_unit,
    });
    const refused = (code: Parameters<typeof lineError>[1], errors: string[]) =>
      writeOutcome({
        successMessage: '',
        failureMessage: errors[0] ?? '',
        productsAdded: 0,
        lines: [],
        messages: [],
        errors: [lineError(payload, code, errors)],
      });
    if (!check.ok) return refused(check.code, check.errors);

    const line = toWorkingLine(row);
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
