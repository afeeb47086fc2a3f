import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { chunked } from '../../db/chunking';
import { bumpCacheVersion, CATALOGUE_CACHE } from '../../platform/cache/cache-versions.repository';

/** Product keys by code, for the codes given (as stored, or upper-cased file names). */
export async function productsByCode(
  db: Kysely<DB>,
  codes: readonly string[],
): Promise<Map<string, { productKey: number; code: string }>> {
  const result = new Map<string, { productKey: number; code: string }>();
  for (const chunk of chunked([...new Set(codes)], 900)) {
    const rows = await db
      .selectFrom('products')
      .select(['product_key', 'product_code'])
      .where('product_code', 'in', chunk)
      .execute();
    for (const r of rows) result.set(r.product_code, { productKey: r.product_key, code: r.product_code });
  }
  return result;
}

/** Products by the picture file an ERP import named for them (products.image_file), for the files given. */
export async function productsByImageFile(
  db: Kysely<DB>,
  files: readonly string[],
): Promise<Map<string, { productKey: number; code: string }>> {
  const result = new Map<string, { productKey: number; code: string }>();
  for (const chunk of chunked([...new Set(files)], 900)) {
    const rows = await db
      .selectFrom('products')
      .select(['product_key', 'product_code', 'image_file'])
      .where('image_file', 'in', chunk)
      .execute();
    for (const r of rows) result.set(r.image_file, { productKey: r.product_key, code: r.product_code });
  }
  return result;
}

export interface ProductImages {
  image: string;
  details: string[];
}

/**
 * Makes the products' images exactly what the source directory holds: products
 * without a source image lose theirs. One transaction, so pages never see a half sync.
 */
export async function replaceProductImages(
  db: Kysely<DB>,
  images: ReadonlyMap<number, ProductImages>,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('products')
      .set({ image_name: null, detail_images: '[]', updated_at: now })
      .where((eb) => eb.or([eb('image_name', 'is not', null), eb('detail_images', '<>', '[]')]))
      .execute();
    for (const [productKey, img] of images) {
      await trx
        .updateTable('products')
        .set({ image_name: img.image, detail_images: JSON.stringify(img.details), updated_at: now })
        .where('product_key', '=', productKey)
        .execute();
    }
    await bumpCacheVersion(trx, CATALOGUE_CACHE);
  });
}
