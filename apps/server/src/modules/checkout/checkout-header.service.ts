import type { CartHeaderResult, CartHeaderUpdate } from '@storefront/contract';
import { NOTES_MAX_LENGTH, PO_MAX_LENGTH, SPECIAL_INSTRUCTION_MAX_LENGTH } from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import { type CartHeaderRow, findCart, lockCartForWrite } from '../cart/cart.repository';
import { headerOf } from '../cart/cart.service';
import type { CartOwner } from '../cart/cart-owner';
import { ownerSiteValues } from '../cart/cart-context.service';
import { dateRefusal, datesOf } from './checkout.rules';
import { customerTermsOf, findOwnAddress, findShipTo } from './checkout-target.repository';
import { resolveTarget } from './checkout-target.service';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

type Checked = { ok: true; row: CartHeaderRow } | { ok: false; message: string };
const fail = (message: string): Checked => ({ ok: false, message });

/** Field limits of spec 2 §5 (the domain's, which the page also applies). */
function checkTexts(body: CartHeaderUpdate, row: CartHeaderRow): string | null {
  const po = body.customerPo !== undefined ? body.customerPo : body.customer_PO;
  if (po !== undefined) {
    const value = po?.trim() ?? '';
    if (value.length > PO_MAX_LENGTH) return `Customer P.O. can have at most ${PO_MAX_LENGTH} characters`;
    row.customer_po = value;
  }
  for (const [field, column, label] of [
    ['specialInstruction1', 'special_instruction1', 'Special Instruction 1'],
    ['specialInstruction2', 'special_instruction2', 'Special Instruction 2'],
  ] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if ((value ?? '').length > SPECIAL_INSTRUCTION_MAX_LENGTH)
      return `${label} can have at most ${SPECIAL_INSTRUCTION_MAX_LENGTH} characters`;
    row[column] = value ?? '';
  }
  if (body.notes !== undefined) {
    if ((body.notes ?? '').length > NOTES_MAX_LENGTH) return `Notes can have at most ${NOTES_MAX_LENGTH} characters`;
    row.notes = body.notes ?? '';
  }
  return null;
}

/** Turns the sent fields into column values, or the first reason they cannot be saved. */
async function checkHeader(ctx: AppContext, owner: CartOwner, body: CartHeaderUpdate): Promise<Checked> {
  const row: CartHeaderRow = {};
  const textProblem = checkTexts(body, row);
  if (textProblem) return fail(textProblem);

  const isConsumer = owner.customerId === null;
  if (body.customerShipToCode !== undefined) {
    const code = body.customerShipToCode?.trim() || null;
    if (code !== null && (owner.customerId === null || !(await findShipTo(ctx.db, owner.customerId, code)))) {
      return fail(`Ship-to ${code} is not a ship-to of this customer`);
    }
    row.customer_ship_to_code = code;
  }
  if (body.addressId !== undefined) {
    if (body.addressId !== null && (!isConsumer || !(await findOwnAddress(ctx.db, owner.userId, body.addressId)))) {
      return fail('Delivery address not found');
    }
    row.address_id = body.addressId;
  }
  if (body.deliveryDate === undefined) return { ok: true, row };
  const date = body.deliveryDate?.trim() || null;
  row.delivery_date = date;
  if (date === null) return { ok: true, row };
  if (!isCalendarDate(date)) return fail('Delivery date must be a valid date (YYYY-MM-DD)');

  // The date must be one the header's ship-to or address (as this request leaves them) offers now.
  const [site, cart, customer] = await Promise.all([
    ownerSiteValues(ctx.db, owner),
    findCart(ctx.db, owner.ownerKey),
    customerTermsOf(ctx.db, owner),
  ]);
  const current = headerOf(cart, customer);
  const resolved = await resolveTarget(ctx.db, owner, site, {
    shipToCode:
      (row.customer_ship_to_code !== undefined ? row.customer_ship_to_code : current.customerShipToCode) ??
      customer?.default_shipto_code ??
      null,
    addressId: row.address_id !== undefined ? row.address_id : current.addressId,
  });
  if (!resolved.ok) return fail(resolved.message);
  const refusal = dateRefusal(date, datesOf(resolved.target, site, ctx.now()), site, resolved.target);
  return refusal ? fail(refusal) : { ok: true, row };
}

/**
 * POST /api/cart/header (spec 2 §7 update cart header). Fields left out stay as they
 * are. A delivery date must be one the ship-to or address offers now; whether a P.O.
 * is required, and everything else about the whole order, is decided at submit.
 */
export async function saveHeader(ctx: AppContext, owner: CartOwner, body: CartHeaderUpdate): Promise<CartHeaderResult> {
  const checked = await checkHeader(ctx, owner, body);
  if (!checked.ok) return { isValid: false, message: checked.message };
  await lockCartForWrite(ctx.db, owner, ctx.now(), 0, checked.row);
  return { isValid: true, message: '' };
}
