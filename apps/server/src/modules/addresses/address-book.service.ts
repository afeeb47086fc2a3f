import type { DeliveryAddress, DeliveryAddressInput } from '@storefront/contract';
import { deliveryAddressProblems, storedPhone } from '@storefront/domain';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/http-error';
import { type AddressRow, countAddresses, deleteAddress, findAddress, insertAddress, setPrimaryAddress, updateAddress } from './addresses.repository';
import { addressesOf } from './addresses.service';

/** The most addresses one consumer keeps (the list is bounded to it). */
export const MAX_ADDRESSES = 100;
const NOT_FOUND = 'Address not found';

function consumerId(principal: Principal): number {
  if (principal.kind !== 'consumer' || principal.isPunchout) throw forbidden('Delivery addresses belong to consumer accounts.');
  return principal.userId;
}

/** The checked row to store; a consumer has no contact or delivery time (spec 2 §6), so none is kept. */
function toRow(input: DeliveryAddressInput): AddressRow {
  const fields = {
    display: input.display,
    name: input.name,
    address1: input.address1 ?? '',
    address2: input.address2 ?? '',
    city: input.city ?? '',
    state: input.state ?? '',
    zip: input.zip,
    contact: '',
    phone: input.phone ?? '',
    deliveryTime: '',
  };
  const [problem] = Object.values(deliveryAddressProblems(fields));
  if (problem) throw badRequest(problem);
  return {
    display: fields.display.trim(),
    name: fields.name.trim(),
    address1: fields.address1.trim(),
    address2: fields.address2.trim(),
    city: fields.city.trim(),
    state: fields.state.trim().toUpperCase(),
    zip: fields.zip.trim().toUpperCase(),
    contact: '',
    phone: storedPhone(fields.phone),
    delivery_time: '',
  };
}

/** POST /api/address: the first address becomes the primary one. Answers the new list. */
export async function addAddress(ctx: AppContext, principal: Principal, input: DeliveryAddressInput): Promise<DeliveryAddress[]> {
  const userId = consumerId(principal);
  const row = toRow(input);
  await ctx.db.transaction().execute(async (trx) => {
    const count = await countAddresses(trx, userId);
    if (count >= MAX_ADDRESSES) throw conflict(`At most ${MAX_ADDRESSES} delivery addresses can be kept.`);
    await insertAddress(trx, userId, row, count === 0, ctx.now());
  });
  return addressesOf(ctx.db, userId);
}

/** PUT /api/address/{id}. */
export async function editAddress(ctx: AppContext, principal: Principal, id: number, input: DeliveryAddressInput): Promise<DeliveryAddress[]> {
  const userId = consumerId(principal);
  if (!(await updateAddress(ctx.db, userId, id, toRow(input)))) throw notFound(NOT_FOUND);
  return addressesOf(ctx.db, userId);
}

/** DELETE /api/address/{id}: never the primary address, never the last one. */
export async function removeAddress(ctx: AppContext, principal: Principal, id: number): Promise<DeliveryAddress[]> {
  const userId = consumerId(principal);
  await ctx.db.transaction().execute(async (trx) => {
    const address = await findAddress(trx, userId, id);
    if (!address) throw notFound(NOT_FOUND);
    if (address.is_primary === 1) throw conflict('The primary address cannot be deleted.');
    if ((await countAddresses(trx, userId)) <= 1) throw conflict('The last address cannot be deleted.');
    await deleteAddress(trx, userId, id);
  });
  return addressesOf(ctx.db, userId);
}

/** POST /api/address/{id}/primary. */
export async function makePrimary(ctx: AppContext, principal: Principal, id: number): Promise<DeliveryAddress[]> {
  const userId = consumerId(principal);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findAddress(trx, userId, id))) throw notFound(NOT_FOUND);
    await setPrimaryAddress(trx, userId, id);
  });
  return addressesOf(ctx.db, userId);
}

/** POST /api/address/invalid: the address's zip, for the log (never its street or the person's name). */
export async function invalidAddressZip(ctx: AppContext, principal: Principal, id: number): Promise<string> {
  const address = await findAddress(ctx.db, consumerId(principal), id);
  if (!address) throw notFound(NOT_FOUND);
  return address.zip;
}
