import type { ProductSubstitutes, SubstituteListProduct } from '@storefront/contract';
import { defined, substituteListProblems, unformatProductCode } from '@storefront/domain';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../platform/http/http-error';
import { listedSubstitutes, productByKey, productsByCodes, replaceSubstitutes } from './substitutes.repository';

type ProductRow = NonNullable<Awaited<ReturnType<typeof productByKey>>>;

const listed = (p: ProductRow): SubstituteListProduct => ({
  productKey: p.product_key,
  productCode: p.product_code,
  description: p.description,
  isActive: p.is_active === 1,
});

/** A code as typed on /admin: trimmed, upper-cased, '150-001' read as 150001. */
const storedCode = (typed: string) => unformatProductCode(typed.trim().toUpperCase());

async function answer(db: Db, product: ProductRow): Promise<ProductSubstitutes> {
  return { product: listed(product), substitutes: (await listedSubstitutes(db, product.product_key)).map(listed) };
}

async function productOrNotFound(db: Db, productKey: number): Promise<ProductRow> {
  const product = await productByKey(db, productKey);
  if (!product) throw notFound('Product not found');
  return product;
}

/** GET /api/admin/substitutes?productCode=: the product with this code and its substitutes in order. */
export async function substitutesByCode(db: Db, productCode: string): Promise<ProductSubstitutes> {
  const code = storedCode(productCode);
  const [product] = await productsByCodes(db, [code]);
  if (!product) throw notFound(`No product has the code ${code}`);
  return answer(db, product);
}

/** GET /api/admin/products/{productKey}/substitutes. */
export async function substitutesOf(db: Db, productKey: number): Promise<ProductSubstitutes> {
  return answer(db, await productOrNotFound(db, productKey));
}

/**
 * PUT /api/admin/products/{productKey}/substitutes: the product's substitutes become these codes, in this order.
 * Refused whole (400, every problem said) for more than MAX_SUBSTITUTES, an empty code, a code twice, the product
 * itself or a code no product has. Inactive products may be named: they are offered again once active.
 */
export async function saveSubstitutes(
  db: Db,
  productKey: number,
  typedCodes: readonly string[],
): Promise<ProductSubstitutes> {
  return db.transaction().execute(async (trx) => {
    const product = await productOrNotFound(trx, productKey);
    const codes = typedCodes.map(storedCode);
    const problems = substituteListProblems(product.product_code, codes);
    const found = new Map((await productsByCodes(trx, [...new Set(codes)])).map((p) => [p.product_code, p]));
    const unknown = codes.filter((c) => c !== '' && !found.has(c));
    if (unknown.length > 0) problems.push(`No product has the code ${unknown.join(', ')}`);
    if (problems.length > 0) throw badRequest(problems.join('. '));
    await replaceSubstitutes(
      trx,
      product.product_key,
      codes.map((c) => defined(found.get(c), `product ${c}`).product_key),
    );
    return answer(trx, product);
  });
}
