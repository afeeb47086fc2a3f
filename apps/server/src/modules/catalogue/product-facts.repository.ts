import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface ProductFacts {
  imageName: string | null;
  /** The product's category is excluded for the acting customer. */
  excluded: boolean;
}

/** What the cart needs about products beyond their units: the list image and the customer's exclusions. */
export async function productFacts(
  db: Kysely<DB>,
  productKeys: readonly number[],
  customerId: number | null,
): Promise<Map<number, ProductFacts>> {
  const result = new Map<number, ProductFacts>();
  const keys = [...new Set(productKeys)];
  if (keys.length === 0) return result;
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('customer_excluded_categories as x', (join) =>
      join.onRef('x.category_code', '=', 'p.category_code').on('x.customer_id', '=', customerId ?? -1),
    )
    .select(['p.product_key', 'p.image_name', 'x.customer_id as excluded_for'])
    .where('p.product_key', 'in', keys)
    .execute();
  for (const r of rows) result.set(r.product_key, { imageName: r.image_name, excluded: r.excluded_for !== null });
  return result;
}
