import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HIDDEN_PRODUCT_KEY } from '@storefront/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { forEachLimited } from '../../platform/images/concurrency';
import type { DB } from '../schema';
import { MAIN_CATEGORIES } from './catalogue-data';
import { hashString } from './prng';
import { productTileSvg } from './product-tile.svg';

const SOURCE_PX = 400;

/**
 * Source pictures for most products (about one in nine has none, so the page's
 * 'No Image' shows too), some with a second detail picture, written as the JPEG
 * files an administrator would drop into the image source directory.
 */
export async function writeProductImages(db: Kysely<DB>, sourceDir: string): Promise<number> {
  fs.mkdirSync(sourceDir, { recursive: true });
  const rows = await db
    .selectFrom('products')
    .select(['product_code', 'description', 'brand', 'main_category_code', 'additional'])
    .where('product_key', '<>', HIDDEN_PRODUCT_KEY)
    .execute();
  const mains = new Map(MAIN_CATEGORIES.map((m) => [m.code, m]));
  const jobs: { file: string; svg: string }[] = [];
  for (const row of rows) {
    const h = hashString(row.product_code);
    const main = mains.get(row.main_category_code);
    if (!main || h % 9 === 0) continue;
    const label = row.description.split(',')[0]!;
    const pack = (JSON.parse(row.additional) as Record<string, string>).packSize ?? '';
    const base = { icon: main.icon, hue: (main.hue + (h % 31) - 15 + 360) % 360, shade: (h % 7) / 6, label, size: SOURCE_PX };
    jobs.push({ file: `${row.product_code}.jpg`, svg: productTileSvg({ ...base, caption: pack, detail: false }) });
    if (h % 6 === 1) jobs.push({ file: `${row.product_code}_2.jpg`, svg: productTileSvg({ ...base, caption: row.brand, detail: true }) });
  }
  await forEachLimited(jobs, Math.max(2, os.availableParallelism()), async (job) => {
    await sharp(Buffer.from(job.svg)).jpeg({ quality: 86 }).toFile(path.join(sourceDir, job.file));
  });
  return jobs.length;
}
