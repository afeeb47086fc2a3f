import type { CartLineErrorCode, CartLinePayload } from '@storefront/contract';
import { type Decimal, defined, lineExtension, NO_SUBSTITUTES_LABEL } from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import { HttpError, notFound } from '../../platform/http/http-error';
import { isoDateOf } from '../../platform/time/iso-date';
import { substitutionPreferenceOf } from '../substitutes/substitution-preference.service';
import { deleteLine, findLine, insertLines, linesOfProducts, lockExistingCart, updateLines } from './cart.repository';
import {
  defaultPriceOf,
  loadCartSettings,
  loadCatalogue,
  orderableProduct,
  roundedPriceIn,
  todaysLinePrice,
} from './cart-context.service';
import { checkLine } from './cart-line.rules';
import { toChangedRow, toNewRow, toWorkingLine } from './cart-line.mapping';
import { LINE_NOT_FOUND } from './cart-line.service';
import { planAdd, type WorkingLine } from './cart-merge.rules';
import type { CartOwner } from './cart-owner';
import { refusedLine, type WriteOutcome, writeOutcome } from './cart-result';
import { findUnfilled } from './cart-substitutes.service';
import { toCartLine } from './cart-view';

/** The substitutes a line may be replaced with: those /validate would offer for it. */
const OFFERED = 3;

export const NEVER_SUBSTITUTE = 'Your substitution preference is Never substitute: no substitute is offered.';
export const LINE_REFUSES_SUBSTITUTES = `This line says '${NO_SUBSTITUTES_LABEL}'.`;
export const NOT_OFFERED = 'This product is not offered as a substitute for this line.';

/** A 409 in the shape of the line calls' answers (and of an error body: errorCode, errorReason). */
function refusedOutcome(message: string): WriteOutcome {
  return {
    status: 409,
    body: {
      isSuccess: false,
      message,
      data: { productsAdded: 0, lines: [] },
      messages: [],
      errors: [],
      errorCode: 409,
      errorReason: message,
    },
  };
}

/**
 * POST /api/cart/line/{id}/substitute (issue 31): replaces a line that cannot be filled with one of the substitutes it
 * is offered, keeping its quantity in the substitute's nearest sell-by unit (substituteQuantity) at the substitute's
 * price; a substitute already in the cart in that unit takes the quantity, as an add would. A line of another cart is
 * not found (404); refused 409 when the preference is never or the line says no substitutes, 422 when the product is
 * not one the line is offered.
 */
export async function substituteLine(
  ctx: AppContext,
  owner: CartOwner,
  lineId: number,
  substituteKey: number,
): Promise<WriteOutcome> {
  const now = ctx.now();
  const today = isoDateOf(now);
  return ctx.db.transaction().execute(async (trx) => {
    const cartId = await lockExistingCart(trx, owner.ownerKey, now);
    const row = cartId === undefined ? undefined : await findLine(trx, cartId, lineId);
    if (cartId === undefined || !row) throw notFound(LINE_NOT_FOUND);
    const preference = await substitutionPreferenceOf(trx, owner);
    if (preference === 'never') return refusedOutcome(NEVER_SUBSTITUTE);
    if (row.no_substitutes === 1) return refusedOutcome(LINE_REFUSES_SUBSTITUTES);

    const [settings, view] = await Promise.all([
      loadCartSettings(trx, owner),
      loadCatalogue(trx, [row.product_key], owner, today),
    ]);
    const line = toWorkingLine(row);
    const from = defined(view.products.get(row.product_key), `product ${row.product_key} of a cart line`);
    const price = todaysLinePrice(view, from, line).unitPrice;
    let extension: Decimal | null;
    try {
      extension = lineExtension({ value: line.quantity, unit: line.unit }, line.priceUnit, price, from);
    } catch {
      extension = null;
    }
    const unfilled = await findUnfilled(
      trx,
      owner,
      today,
      view,
      [
        {
          id: row.id,
          productKey: row.product_key,
          quantity: { value: line.quantity, unit: line.unit },
          extension,
          noSubstitutes: false,
        },
      ],
      { limit: OFFERED, preference: async () => preference },
    );
    const offer = unfilled.get(row.id)?.offers.find((o) => o.productKey === substituteKey);
    if (!offer) throw new HttpError(422, NOT_OFFERED);

    const subView = await loadCatalogue(trx, [substituteKey], owner, today);
    const payload: CartLinePayload = {
      productKey: substituteKey,
      unitOfMeasure: offer.quantity.unit,
      orderQuantity: offer.quantity.value,
      unitOfMeasure_Prc: offer.unitPrice.from,
      productText1: line.text1,
      productText2: line.text2,
    };
    const check = checkLine(payload, {
      product: orderableProduct(subView, substituteKey),
      defaultPrice: defaultPriceOf(subView, substituteKey, payload.unitOfMeasure_Prc),
      rules: settings.rules,
    });
    const refused = (code: CartLineErrorCode, errors: string[]) => refusedLine(payload, code, errors);
    if (!check.ok) return refused(check.code, check.errors);
    const existing = (await linesOfProducts(trx, cartId, [substituteKey])).map(toWorkingLine);
    // A new line takes the replaced line's place in the cart.
    const plan = planAdd(
      check.line,
      existing,
      { confirmPriceByChange: false, priceIn: roundedPriceIn(subView, substituteKey) },
      () => row.sequence,
    );
    if (!plan.ok) return refused(plan.code, plan.errors);

    await deleteLine(trx, cartId, row.id);
    const changed = plan.touched.filter((l): l is WorkingLine & { id: number } => l.id !== null);
    await updateLines(trx, cartId, changed.map(toChangedRow));
    const fresh = plan.touched.filter((l) => l.id === null);
    const ids = await insertLines(trx, cartId, fresh.map(toNewRow));
    const product = defined(subView.products.get(substituteKey), `substitute ${substituteKey}`);
    const imageName = subView.facts.get(substituteKey)?.imageName ?? null;
    return writeOutcome({
      successMessage: `Replaced ${from.description} with ${product.description}`,
      failureMessage: '',
      productsAdded: 1,
      lines: plan.touched.map((l) =>
        toCartLine(
          { ...l, id: l.id ?? defined(ids.get(l.sequence), 'the id of the inserted line') },
          product,
          imageName,
        ),
      ),
      messages: plan.notices,
      errors: [],
    });
  });
}
