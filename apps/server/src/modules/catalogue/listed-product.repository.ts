import { HIDDEN_PRODUCT_KEY } from '@storefront/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ProductsTable } from '../../db/schema';

/**
 * isListedProduct (domain) as SQL: active and not the hidden key, for the products
 * table under the alias `p`. Every query that lists, shows or counts products uses it.
 */
export function listedProduct(eb: ExpressionBuilder<{ p: ProductsTable }, 'p'>): Expression<SqlBool> {
  return eb.and([eb('p.is_active', '=', 1), eb('p.product_key', '<>', HIDDEN_PRODUCT_KEY)]);
}
