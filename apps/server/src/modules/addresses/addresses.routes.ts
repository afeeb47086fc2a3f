import {
  AddressIdParams,
  DeliveryAddressInput,
  DeliveryAddressList,
  ErrorBody,
  InvalidAddressReport,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isEntryUsable } from '@storefront/domain';
import { signedInPrincipal } from '../../platform/auth/principal';
import { forbidden } from '../../platform/http/http-error';
import {
  addAddress,
  addressBookOf,
  editAddress,
  invalidAddressZip,
  listBook,
  makePrimary,
  removeAddress,
} from './address-book.service';

/**
 * Spec 2 Delivery Addresses: a consumer's own delivery addresses, or (ShipToMaintenance) the
 * ship-tos of the trade customer the session acts for.
 */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  r.get(
    '/api/address',
    // Read by the checkout page (delivery address step), the Delivery Addresses page and the ship-method screen.
    {
      config: {
        access: { access: 'user', menu: ['CheckOut', 'ShipToMaintenance'], customer: 'optional', punchout: 'refused' },
      },
      schema: { tags: ['addresses'], response: { 200: DeliveryAddressList, 403: ErrorBody } },
    },
    async (req) => listBook(ctx, addressBookOf(signedInPrincipal(req), req.acting)),
  );

  // Written from the Delivery Addresses page and the ship-method screen's forced add-address dialog.
  const write = {
    access: { access: 'user', menu: ['ShipToMaintenance', 'CheckOut'], customer: 'optional', punchout: 'refused' },
  } as const;
  // A trade customer's ship-tos change only through ShipToMaintenance (CheckOut reads them, never writes).
  const bookOf = async (req: FastifyRequest) => {
    const principal = signedInPrincipal(req);
    if (principal.kind !== 'consumer' && !isEntryUsable(await ctx.ports.menuOf(req), 'ShipToMaintenance'))
      throw forbidden();
    return addressBookOf(principal, req.acting);
  };
  const tags = ['addresses'];
  const answers = { 200: DeliveryAddressList, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  r.post(
    '/api/address',
    { config: write, schema: { tags, body: DeliveryAddressInput, response: answers } },
    async (req) => addAddress(ctx, await bookOf(req), req.body),
  );
  r.put(
    '/api/address/:id',
    { config: write, schema: { tags, params: AddressIdParams, body: DeliveryAddressInput, response: answers } },
    async (req) => editAddress(ctx, await bookOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/address/:id',
    { config: write, schema: { tags, params: AddressIdParams, response: answers } },
    async (req) => removeAddress(ctx, await bookOf(req), req.params.id),
  );
  r.post(
    '/api/address/:id/primary',
    { config: write, schema: { tags, params: AddressIdParams, response: answers } },
    async (req) => makePrimary(ctx, await bookOf(req), req.params.id),
  );
  r.post(
    '/api/address/invalid',
    { config: write, schema: { tags, body: InvalidAddressReport } },
    async (req, reply) => {
      const zip = await invalidAddressZip(ctx, signedInPrincipal(req), req.body.id);
      req.log.warn(
        { event: 'invalid_address', userId: req.principal?.userId, addressId: req.body.id, zip },
        'undeliverable delivery address',
      );
      return reply.code(204).send();
    },
  );
}
