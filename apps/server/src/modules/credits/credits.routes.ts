import {
  CHECKIN_PHOTO_LIMITS,
  CheckinPhoto,
  CheckinRequest,
  CheckinResult,
  CreditListQuery,
  CreditNumberParams,
  CreditPolicy,
  CreditPolicyUpdate,
  CreditRequestDetail,
  CreditRequestPage,
  CreditReviewRequest,
  ErrorBody,
  OrderNumberParams,
  PhotoKeyParams,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../platform/auth/principal';
import { signedInPrincipal } from '../../platform/auth/principal';
import { noStore } from '../../platform/http/conditional-get';
import { forbidden, HttpError } from '../../platform/http/http-error';
import { readCheckinPhoto, uploadCheckinPhoto } from './checkin-photo.service';
import { type CheckinActor, checkIn, readCheckin, TRADE_ONLY } from './checkin.service';
import { listCredits, readCredit } from './credit-list.service';
import { readCreditPolicy, saveCreditPolicy } from './credit-policy.service';
import { reviewCreditRequest } from './credit-review.service';
import { creditViewerOf, mayReview } from './credit-viewer';

/** Check-in belongs with the order, as Order History shows it: the customer the session acts for. */
const checkinAccess: RouteAccess = {
  access: 'user',
  menu: ['OrderHistory'],
  customer: 'required',
  punchout: 'refused',
};
/**
 * /credits and the photos are on no spec menu entry (issue 33 adds the page): who reads what is the service's rule by
 * role and customer (credit-viewer.ts), not the acting customer, so a salesperson reads all their customers' at once.
 */
const creditsAccess: RouteAccess = { access: 'user', menu: null, punchout: 'refused' };
const policyAccess: RouteAccess = { access: 'admin', menu: 'AdminPanel', punchout: 'refused' };
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

function actorOf(req: FastifyRequest): CheckinActor {
  const principal = signedInPrincipal(req);
  if (!req.acting || req.acting.customerId === null) throw forbidden(TRADE_ONLY);
  return { customerId: req.acting.customerId, userId: principal.userId };
}

const viewerOf = (req: FastifyRequest) => creditViewerOf(signedInPrincipal(req));

/** Issue 33: delivery check-in, its photos, credit requests and their review, and the credit policy. */
export async function creditsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/api/orders/:orderNumber/checkin',
    {
      config: { access: checkinAccess },
      schema: {
        tags: ['orders'],
        summary: 'Check a delivered, invoiced order in, once; a problem becomes a credit request',
        params: OrderNumberParams,
        body: CheckinRequest,
        response: { 200: CheckinResult, ...refusals, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return checkIn(ctx, actorOf(req), req.params.orderNumber, req.body);
    },
  );

  r.get(
    '/api/orders/:orderNumber/checkin',
    {
      config: { access: checkinAccess },
      schema: {
        tags: ['orders'],
        summary: "The order's check-in as recorded (404 until it is checked in)",
        params: OrderNumberParams,
        response: { 200: CheckinResult, ...refusals },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const principal = signedInPrincipal(req);
      return readCheckin(
        ctx.db,
        actorOf(req),
        req.params.orderNumber,
        principal.isAdmin || principal.kind === 'salesperson',
      );
    },
  );

  // Raw image bytes, only on this plugin's routes (encapsulated).
  app.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: 'buffer', bodyLimit: CHECKIN_PHOTO_LIMITS.maxBytes },
    (_req, body, done) => done(null, body),
  );
  r.post(
    '/api/checkin/photos',
    {
      config: { access: checkinAccess },
      bodyLimit: CHECKIN_PHOTO_LIMITS.maxBytes,
      schema: {
        tags: ['orders'],
        summary: 'Upload a photo of a damaged line (raw JPEG, PNG, WebP or GIF body), before the check-in names it',
        response: { 200: CheckinPhoto, ...refusals, 409: ErrorBody, 415: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      if (!Buffer.isBuffer(req.body)) throw new HttpError(415, `Send the photo as ${IMAGE_TYPES.join(', ')}`);
      const actor = actorOf(req);
      return uploadCheckinPhoto(ctx.db, req.body, {
        customerId: actor.customerId ?? 0,
        userId: actor.userId,
        now: ctx.now(),
      });
    },
  );

  r.get(
    '/api/checkin/photos/:photoKey',
    {
      config: { access: creditsAccess },
      schema: {
        tags: ['credits'],
        summary: "A check-in photo (image/webp), to the customer's users, its salespeople and administrators",
        description: 'Answers image/webp; refusals answer ErrorBody (401, 404 for a photo the caller may not see).',
        params: PhotoKeyParams,
      },
    },
    async (req, reply) => {
      const bytes = await readCheckinPhoto(ctx.db, viewerOf(req), req.params.photoKey);
      // Private to the signed-in user; a photo never changes under its key.
      reply.header('cache-control', 'private, max-age=86400, immutable').type('image/webp');
      return reply.send(bytes);
    },
  );

  r.get(
    '/api/credits',
    {
      config: { access: creditsAccess },
      schema: {
        tags: ['credits'],
        summary: 'Credit requests, newest first, by status and customer',
        querystring: CreditListQuery,
        response: { 200: CreditRequestPage, ...refusals },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return listCredits(ctx.db, viewerOf(req), req.query);
    },
  );

  r.get(
    '/api/credits/:number',
    {
      config: { access: creditsAccess },
      schema: {
        tags: ['credits'],
        summary: 'A credit request with its lines, photos and review',
        params: CreditNumberParams,
        response: { 200: CreditRequestDetail, ...refusals },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return readCredit(ctx.db, viewerOf(req), req.params.number);
    },
  );

  r.post(
    '/api/credits/:number',
    {
      config: { access: creditsAccess },
      schema: {
        tags: ['credits'],
        summary: 'Approve all, part or none of an open credit request; an approval writes a credit memo',
        params: CreditNumberParams,
        body: CreditReviewRequest,
        response: { 200: CreditRequestDetail, ...refusals, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const viewer = viewerOf(req);
      if (!mayReview(viewer))
        throw forbidden("Only the customer's salesperson or an administrator reviews credit requests.");
      return reviewCreditRequest(ctx, viewer, req.params.number, req.body);
    },
  );

  r.get(
    '/api/admin/credit-policy',
    {
      config: { access: policyAccess },
      schema: {
        tags: ['admin'],
        summary: 'Claim windows per main category, and the site default',
        response: { 200: CreditPolicy, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (_req, reply) => {
      noStore(reply);
      return readCreditPolicy(ctx.db);
    },
  );

  r.put(
    '/api/admin/credit-policy',
    {
      config: { access: policyAccess },
      schema: {
        tags: ['admin'],
        summary: 'Replace the claim windows (hours after the end of the delivery date)',
        body: CreditPolicyUpdate,
        response: { 200: CreditPolicy, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return saveCreditPolicy(ctx.db, req.body, { now: ctx.now(), userId: signedInPrincipal(req).userId });
    },
  );
}
