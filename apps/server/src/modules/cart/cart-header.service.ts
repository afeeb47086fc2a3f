import type { CartHeaderResult, CartHeaderUpdate } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { listShipTos } from '../customers/customers.repository';
import { type CartHeaderRow, lockCartForWrite, updateHeader } from './cart.repository';
import { isOwnDeliveryAddress } from './cart-catalogue.repository';
import type { CartOwner } from './cart-owner';

// Spec 2 §5 checkout fields and §9 limits.
const PO_MAX = 20;
const INSTRUCTION_MAX = 50;
const NOTES_MAX = 4000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;

function validDate(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? text.slice(0, 10) : null;
}

type Checked = { ok: true; row: CartHeaderRow } | { ok: false; message: string };

/** Turns the sent fields into column values, or the first reason they cannot be saved. */
async function checkHeader(ctx: AppContext, owner: CartOwner, body: CartHeaderUpdate): Promise<Checked> {
  const row: CartHeaderRow = {};
  const fail = (message: string): Checked => ({ ok: false, message });

  if (body.customerShipToCode !== undefined) {
    const code = body.customerShipToCode?.trim() || null;
    if (code !== null) {
      const shipTos = owner.customerId === null ? [] : await listShipTos(ctx.db, owner.customerId);
      if (!shipTos.some((s) => s.code === code)) return fail(`Ship-to ${code} is not a ship-to of this customer`);
    }
    row.customer_ship_to_code = code;
  }
  const po = body.customerPo !== undefined ? body.customerPo : body.customer_PO;
  if (po !== undefined) {
    const value = po?.trim() ?? '';
    if (value.length > PO_MAX) return fail(`Customer P.O. can have at most ${PO_MAX} characters`);
    row.customer_po = value;
  }
  for (const [field, column, label] of [
    ['specialInstruction1', 'special_instruction1', 'Special Instruction 1'],
    ['specialInstruction2', 'special_instruction2', 'Special Instruction 2'],
  ] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if ((value ?? '').length > INSTRUCTION_MAX) return fail(`${label} can have at most ${INSTRUCTION_MAX} characters`);
    row[column] = value ?? '';
  }
  if (body.notes !== undefined) {
    if ((body.notes ?? '').length > NOTES_MAX) return fail(`Notes can have at most ${NOTES_MAX} characters`);
    row.notes = body.notes ?? '';
  }
  if (body.deliveryDate !== undefined) {
    const text = body.deliveryDate?.trim() || null;
    const date = text === null ? null : validDate(text);
    if (text !== null && date === null) return fail('Delivery date must be a valid date (YYYY-MM-DD)');
    row.delivery_date = date;
  }
  if (body.addressId !== undefined) {
    if (body.addressId !== null && !(await isOwnDeliveryAddress(ctx.db, owner.userId, body.addressId))) {
      return fail('Delivery address not found');
    }
    row.address_id = body.addressId;
  }
  return { ok: true, row };
}

/**
 * POST /api/cart/header (spec 2 §7 update cart header). Fields left out stay
 * as they are. Whether a P.O. is required and a delivery date is deliverable
 * are decided at submit, when the whole order is known.
 */
export async function saveHeader(ctx: AppContext, owner: CartOwner, body: CartHeaderUpdate): Promise<CartHeaderResult> {
  const checked = await checkHeader(ctx, owner, body);
  if (!checked.ok) return { isValid: false, message: checked.message };
  await ctx.db.transaction().execute(async (trx) => {
    const { cartId } = await lockCartForWrite(trx, owner, ctx.now(), 0);
    await updateHeader(trx, cartId, checked.row);
  });
  return { isValid: true, message: '' };
}
