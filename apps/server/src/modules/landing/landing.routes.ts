import {
  ErrorBody,
  LandingImage,
  LandingImageList,
  LandingImageListQuery,
  LandingImageUploadQuery,
  LandingLayout,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../platform/auth/principal';
import { signedInPrincipal } from '../../platform/auth/principal';
import { noStore } from '../../platform/http/conditional-get';
import { HttpError } from '../../platform/http/http-error';
import { checkNewImages, listLandingImages, storeLandingImage } from './landing-image.service';
import { readLanding, saveLanding } from './landing.service';

/** The landing page is every user's first screen, on no menu entry of its own (spec 3 §2: route /). */
const readAccess: RouteAccess = { access: 'guest', menu: null };
/** Spec 3 §6: administrators only. */
const editAccess: RouteAccess = { access: 'admin', menu: 'EditLandingPage', punchout: 'refused' };
const tags = ['landing'];
/** A full layout (40 cards of rich text) fits well within this. */
const LAYOUT_BODY_LIMIT = 512 * 1024;
const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export async function landingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/landing',
    { config: { access: readAccess }, schema: { tags, response: { 200: LandingLayout, 401: ErrorBody } } },
    async (req, reply) => {
      noStore(reply);
      return readLanding(ctx.db, req.principal?.isAdmin ?? false);
    },
  );

  r.post(
    '/api/landing',
    {
      config: { access: editAccess },
      bodyLimit: LAYOUT_BODY_LIMIT,
      schema: { tags, body: LandingLayout, response: { 200: LandingLayout, 400: ErrorBody } },
    },
    async (req, reply) => {
      noStore(reply);
      checkNewImages(ctx.config.imagesDir, req.body, await readLanding(ctx.db, true));
      return saveLanding(ctx.db, req.body, signedInPrincipal(req).userId, ctx.now());
    },
  );

  // Raw image bytes, only on this plugin's routes (encapsulated).
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: IMAGE_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  r.post(
    '/api/landing/image',
    {
      config: { access: editAccess },
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        querystring: LandingImageUploadQuery,
        response: { 200: LandingImage, 400: ErrorBody, 415: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      if (!Buffer.isBuffer(req.body)) throw new HttpError(415, `Send the image as ${IMAGE_TYPES.join(', ')}`);
      return { src: await storeLandingImage(ctx.config.imagesDir, req.body, req.query.name) };
    },
  );

  // The editor's image picker (issue 25 item 20): the uploaded pictures to choose from, so no source is typed.
  r.get(
    '/api/landing/images',
    {
      config: { access: editAccess },
      schema: { tags, querystring: LandingImageListQuery, response: { 200: LandingImageList, 400: ErrorBody } },
    },
    async (req, reply) => {
      noStore(reply);
      return listLandingImages(ctx.config.imagesDir, req.query);
    },
  );
}
