import { HIDDEN_PRODUCT_KEY } from '@storefront/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { ProductsTable } from '../../db/schema';

/**
 * isListedProduct (domain) as SQL: active and not the hidden key, for the products
 * table under the alias `p`. Every query that lists, shows or counts products uses it. The two constants are written
 * into the SQL text rather than bound: a prepared statement's generic plan (PostgreSQL, after five runs) cannot see a
 * bound value, and guessing their selectivity it planned the salesperson's start page ten times slower.
 */
export function listedProduct(eb: ExpressionBuilder<{ p: ProductsTable }, 'p'>): Expression<SqlBool> {
  return eb.and([eb('p.is_active', '=', sql.lit(1)), eb('p.product_key', '<>', sql.lit(HIDDEN_PRODUCT_KEY))]);
}
