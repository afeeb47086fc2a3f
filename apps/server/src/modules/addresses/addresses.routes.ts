import { AddressIdParams, DeliveryAddressInput, DeliveryAddressList, ErrorBody, InvalidAddressReport } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { forbidden } from '../../platform/http/http-error';
import { addAddress, editAddress, invalidAddressZip, makePrimary, removeAddress } from './address-book.service';
import { addressesOf } from './addresses.service';

/** The consumer's own address book (spec 1 §6: consumers have their own address endpoints; spec 2 Delivery Addresses). */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  r.get(
    '/api/address',
    // Read by the checkout page (delivery address step), the Delivery Addresses page and the ship-method screen.
    {
      config: { access: { access: 'user', menu: ['CheckOut', 'ShipToMaintenance'] } },
      schema: { tags: ['addresses'], response: { 200: DeliveryAddressList, 403: ErrorBody } },
    },
    async (req) => {
      const principal = req.principal;
      if (!principal || principal.kind !== 'consumer') throw forbidden('Delivery addresses belong to consumer accounts.');
      return addressesOf(ctx.db, principal.userId);
    },
  );

  // Written from the Delivery Addresses page and the ship-method screen's forced add-address dialog.
  const write = { access: { access: 'user', menu: ['ShipToMaintenance', 'CheckOut'] } } as const;
  const tags = ['addresses'];
  const answers = { 200: DeliveryAddressList, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  r.post('/api/address', { config: write, schema: { tags, body: DeliveryAddressInput, response: answers } }, async (req) =>
    addAddress(ctx, signedInPrincipal(req), req.body),
  );
  r.put('/api/address/:id', { config: write, schema: { tags, params: AddressIdParams, body: DeliveryAddressInput, response: answers } }, async (req) =>
    editAddress(ctx, signedInPrincipal(req), req.params.id, req.body),
  );
  r.delete('/api/address/:id', { config: write, schema: { tags, params: AddressIdParams, response: answers } }, async (req) =>
    removeAddress(ctx, signedInPrincipal(req), req.params.id),
  );
  r.post('/api/address/:id/primary', { config: write, schema: { tags, params: AddressIdParams, response: answers } }, async (req) =>
    makePrimary(ctx, signedInPrincipal(req), req.params.id),
  );
  r.post('/api/address/invalid', { config: write, schema: { tags, body: InvalidAddressReport } }, async (req, reply) => {
    const zip = await invalidAddressZip(ctx, signedInPrincipal(req), req.body.id);
    req.log.warn({ event: 'invalid_address', userId: req.principal?.userId, addressId: req.body.id, zip }, 'undeliverable delivery address');
    return reply.code(204).send();
  });
}
