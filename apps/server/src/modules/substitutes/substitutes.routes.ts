import {
  ErrorBody,
  ProductKeyParams,
  ProductSubstitutes,
  ProductSubstitutesQuery,
  SaveProductSubstitutes,
  SubstitutionPreferenceAnswer,
  SubstitutionPreferenceInput,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { noStore } from '../../platform/http/conditional-get';
import { saveSubstitutes, substitutesByCode, substitutesOf } from './substitutes-admin.service';
import { readSubstitutionPreference, saveSubstitutionPreference } from './substitution-preference.service';

const admin = { access: { access: 'admin' as const, menu: 'AdminPanel' as const, punchout: 'refused' as const } };
/**
 * The settings page's substitution preference is on no menu entry (as the page's other cards); it acts for the
 * customer the session acts for (a salesperson must pick one), or for the consumer.
 */
const preference = {
  access: { access: 'user' as const, menu: null, customer: 'required' as const, punchout: 'refused' as const },
};
const tags = ['substitutes'];
const refusals = { 401: ErrorBody, 403: ErrorBody };

/** Substitutions (issue 31): the substitutes products name, kept on /admin, and the substitution preference. */
export async function substitutesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/admin/substitutes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A product by its code, with its substitutes in order',
        querystring: ProductSubstitutesQuery,
        response: { 200: ProductSubstitutes, 400: ErrorBody, 404: ErrorBody, ...refusals },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return substitutesByCode(db, req.query.productCode);
    },
  );

  r.get(
    '/api/admin/products/:productKey/substitutes',
    {
      config: admin,
      schema: {
        tags,
        params: ProductKeyParams,
        response: { 200: ProductSubstitutes, 400: ErrorBody, 404: ErrorBody, ...refusals },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return substitutesOf(db, req.params.productKey);
    },
  );

  r.put(
    '/api/admin/products/:productKey/substitutes',
    {
      config: admin,
      schema: {
        tags,
        summary: "Sets a product's substitutes, in the order they are offered",
        params: ProductKeyParams,
        body: SaveProductSubstitutes,
        response: { 200: ProductSubstitutes, 400: ErrorBody, 404: ErrorBody, ...refusals },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return saveSubstitutes(db, req.params.productKey, req.body.productCodes);
    },
  );

  r.get(
    '/api/preferences/substitutions',
    { config: preference, schema: { tags, response: { 200: SubstitutionPreferenceAnswer, ...refusals } } },
    async (req, reply) => {
      noStore(reply);
      return readSubstitutionPreference(db, signedInPrincipal(req), req.acting);
    },
  );

  r.put(
    '/api/preferences/substitutions',
    {
      config: preference,
      schema: {
        tags,
        body: SubstitutionPreferenceInput,
        response: { 200: SubstitutionPreferenceAnswer, 400: ErrorBody, ...refusals },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return saveSubstitutionPreference(db, signedInPrincipal(req), req.acting, req.body.preference);
    },
  );
}
