import type { DeliveryAddress, DeliveryAddressInput } from '@storefront/contract';
import { deliveryAddressProblems, storedPhone } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { ActingFor, Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/http-error';
import {
  type AddressRow,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  setPrimaryAddress,
  updateAddress,
} from './addresses.repository';
import { addressesOf } from './addresses.service';
import {
  countShipTos,
  deleteShipTo,
  findShipToById,
  insertShipTo,
  listShipToAddresses,
  MAX_SHIP_TOS,
  nextShipToCode,
  setPrimaryShipTo,
  updateShipTo,
} from './ship-tos.repository';

/** The most addresses one consumer keeps (the list is bounded to it). */
export const MAX_ADDRESSES = 100;
const NOT_FOUND = 'Address not found';

/**
 * Whose addresses a request maintains: a consumer's own delivery addresses, or the ship-tos
 * of the trade customer the session acts for (ShipToMaintenance; a salesperson edits those of
 * the customer they act for). Every operation is scoped to that owner.
 */
export interface AddressBook {
  /** Trade ship-tos keep a contact and a delivery time; consumers' addresses do not (spec 2 §6). */
  keepsContact: boolean;
  max: number;
  list(db: Db): Promise<DeliveryAddress[]>;
  count(db: Db): Promise<number>;
  find(db: Db, id: number): Promise<{ is_primary: number } | undefined>;
  insert(db: Db, row: AddressRow, isPrimary: boolean, now: number): Promise<void>;
  update(db: Db, id: number, row: AddressRow): Promise<boolean>;
  remove(db: Db, id: number): Promise<void>;
  setPrimary(db: Db, id: number): Promise<void>;
}

function consumerBook(userId: number): AddressBook {
  return {
    keepsContact: false,
    max: MAX_ADDRESSES,
    list: (db) => addressesOf(db, userId),
    count: (db) => countAddresses(db, userId),
    find: (db, id) => findAddress(db, userId, id),
    insert: async (db, row, isPrimary, now) => {
      await insertAddress(db, userId, row, isPrimary, now);
    },
    update: (db, id, row) => updateAddress(db, userId, id, row),
    remove: (db, id) => deleteAddress(db, userId, id),
    setPrimary: (db, id) => setPrimaryAddress(db, userId, id),
  };
}

function shipToBook(customerId: number): AddressBook {
  return {
    keepsContact: true,
    max: MAX_SHIP_TOS,
    list: async (db) =>
      (await listShipToAddresses(db, customerId)).map((r) => ({
        id: r.id,
        key: r.id,
        isPrimary: r.is_primary === 1,
        name: r.name,
        display: r.display || r.code,
        address1: r.address1,
        address2: r.address2,
        city: r.city,
        state: r.state,
        zip: r.zip,
        county: '',
        contact: r.contact,
        phone: r.phone,
        deliveryTime: r.delivery_time,
        // Zip zones and their minimums are for consumers' deliveries; a ship-to is delivered on its route.
        minimumOrderAmount: '0.00',
        isValidZipCode: true,
      })),
    count: (db) => countShipTos(db, customerId),
    find: (db, id) => findShipToById(db, customerId, id),
    insert: async (db, row, isPrimary) =>
      insertShipTo(db, customerId, await nextShipToCode(db, customerId), row, isPrimary),
    update: (db, id, row) => updateShipTo(db, customerId, id, row),
    remove: (db, id) => deleteShipTo(db, customerId, id),
    setPrimary: (db, id) => setPrimaryShipTo(db, customerId, id),
  };
}

/** The book of the request: a consumer's own, else the acting customer's ship-tos. */
export function addressBookOf(principal: Principal, acting: ActingFor | null): AddressBook {
  if (principal.isPunchout) throw forbidden('Addresses are not kept in a punchout session.');
  if (principal.kind === 'consumer') return consumerBook(principal.userId);
  if (acting?.customerId == null) throw forbidden('Choose a customer first.');
  return shipToBook(acting.customerId);
}

/** The checked row to store; without a contact (consumers) none is kept. */
function toRow(input: DeliveryAddressInput, keepsContact: boolean): AddressRow {
  const fields = {
    display: input.display,
    name: input.name,
    address1: input.address1 ?? '',
    address2: input.address2 ?? '',
    city: input.city ?? '',
    state: input.state ?? '',
    zip: input.zip,
    contact: keepsContact ? (input.contact ?? '') : '',
    phone: input.phone ?? '',
    deliveryTime: keepsContact ? (input.deliveryTime ?? '') : '',
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
    contact: fields.contact.trim(),
    phone: storedPhone(fields.phone),
    delivery_time: fields.deliveryTime.trim(),
  };
}

/** GET /api/address. */
export function listBook(ctx: AppContext, book: AddressBook): Promise<DeliveryAddress[]> {
  return book.list(ctx.db);
}

/** POST /api/address: the first address becomes the primary one. Answers the new list. */
export async function addAddress(
  ctx: AppContext,
  book: AddressBook,
  input: DeliveryAddressInput,
): Promise<DeliveryAddress[]> {
  const row = toRow(input, book.keepsContact);
  await ctx.db.transaction().execute(async (trx) => {
    const count = await book.count(trx);
    if (count >= book.max) throw conflict(`At most ${book.max} addresses can be kept.`);
    await book.insert(trx, row, count === 0, ctx.now());
  });
  return book.list(ctx.db);
}

/** PUT /api/address/{id}. */
export async function editAddress(
  ctx: AppContext,
  book: AddressBook,
  id: number,
  input: DeliveryAddressInput,
): Promise<DeliveryAddress[]> {
  if (!(await book.update(ctx.db, id, toRow(input, book.keepsContact)))) throw notFound(NOT_FOUND);
  return book.list(ctx.db);
}

/** DELETE /api/address/{id}: never the primary address, never the last one. */
export async function removeAddress(ctx: AppContext, book: AddressBook, id: number): Promise<DeliveryAddress[]> {
  await ctx.db.transaction().execute(async (trx) => {
    const address = await book.find(trx, id);
    if (!address) throw notFound(NOT_FOUND);
    if (address.is_primary === 1) throw conflict('The primary address cannot be deleted.');
    if ((await book.count(trx)) <= 1) throw conflict('The last address cannot be deleted.');
    await book.remove(trx, id);
  });
  return book.list(ctx.db);
}

/** POST /api/address/{id}/primary. */
export async function makePrimary(ctx: AppContext, book: AddressBook, id: number): Promise<DeliveryAddress[]> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await book.find(trx, id))) throw notFound(NOT_FOUND);
    await book.setPrimary(trx, id);
  });
  return book.list(ctx.db);
}

/** POST /api/address/invalid: a consumer's address's zip, for the log (never its street or the person's name). */
export async function invalidAddressZip(ctx: AppContext, principal: Principal, id: number): Promise<string> {
  if (principal.kind !== 'consumer') throw forbidden('Delivery addresses belong to consumer accounts.');
  const address = await findAddress(ctx.db, principal.userId, id);
  if (!address) throw notFound(NOT_FOUND);
  return address.zip;
}
