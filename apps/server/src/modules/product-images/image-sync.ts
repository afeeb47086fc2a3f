import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { forEachLimited } from '../../platform/images/concurrency';
import { IMAGE_SIZES, parseImageName, syncedImageName } from '../../platform/images/image-sizes';
import { type ProductImages, productsByCode, productsByImageFile, replaceProductImages } from './image-sync.repository';

export interface ImageSyncProgress {
  total: number;
  processed: number;
  matched: number;
  unmatched: number;
  failed: number;
}

export interface ImageSyncOptions {
  db: Db;
  sourceDir: string;
  imagesDir: string;
  now: () => number;
  /** Images resized at once; sharp is CPU-bound, so about the core count. */
  concurrency?: number;
  /** Called every few images and at the end. */
  onProgress?: (progress: ImageSyncProgress) => Promise<void>;
}

const TRANSPARENT = { r: 255, g: 255, b: 255, alpha: 0 };

function isUpToDate(source: fs.Stats, outputs: readonly string[]): boolean {
  return outputs.every((file) => {
    const out = fs.statSync(file, { throwIfNoEntry: false });
    return !!out && out.mtimeMs >= source.mtimeMs;
  });
}

/** One source image into every size; files already newer than the source are kept. */
async function renderSizes(sourceFile: string, imagesDir: string, fileName: string): Promise<void> {
  const outputs = IMAGE_SIZES.map((s) => ({ px: s.px, file: path.join(imagesDir, s.name, fileName) }));
  if (
    isUpToDate(
      fs.statSync(sourceFile),
      outputs.map((o) => o.file),
    )
  )
    return;
  // Decode once; every size is a clone of the same input pipeline.
  const input = sharp(sourceFile, { failOn: 'error' }).rotate();
  await Promise.all(
    outputs.map(({ px, file }) =>
      input
        .clone()
        .resize(px, px, { fit: 'contain', background: TRANSPARENT, withoutEnlargement: false })
        .webp({ quality: 80, effort: 2 })
        .toFile(file),
    ),
  );
}

/**
 * Reads every image in the source directory, makes the list, card, mobile and
 * thumbnail sizes, and points each product at the files named after its code.
 * Files that name no product are counted, not copied.
 */
export async function syncImages(o: ImageSyncOptions): Promise<ImageSyncProgress> {
  if (!fs.existsSync(o.sourceDir)) throw new Error(`The image source directory ${o.sourceDir} does not exist.`);
  for (const s of IMAGE_SIZES) fs.mkdirSync(path.join(o.imagesDir, s.name), { recursive: true });

  const files = fs
    .readdirSync(o.sourceDir, { withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => ({ file: d.name, parsed: parseImageName(d.name) }))
    .sort((a, b) => a.file.localeCompare(b.file));
  const candidates = files.flatMap((f) => (f.parsed ? [f.parsed.code, f.parsed.code.toUpperCase()] : []));
  const products = await productsByCode(o.db, candidates);
  // A picture an ERP import named for a product is its main image, whatever the file is called.
  const declared = await productsByImageFile(
    o.db,
    files.map((f) => f.file),
  );
  const hasDeclared = new Set([...declared.values()].map((p) => p.productKey));

  const progress: ImageSyncProgress = { total: files.length, processed: 0, matched: 0, unmatched: 0, failed: 0 };
  const found = new Map<number, { index: number; name: string }[]>();
  let lastReport = 0;
  const report = async (force = false) => {
    if (!o.onProgress || (!force && progress.processed - lastReport < 20)) return;
    lastReport = progress.processed;
    await o.onProgress({ ...progress });
  };

  await forEachLimited(files, o.concurrency ?? 2, async ({ file, parsed: byCode }) => {
    const named = declared.get(file);
    const parsed = named ? { code: named.code, index: 1 } : byCode;
    const product =
      named ?? (parsed ? (products.get(parsed.code) ?? products.get(parsed.code.toUpperCase())) : undefined);
    // A product with a declared picture takes it as its main image rather than one named after its code.
    const displaced = !named && !!product && parsed?.index === 1 && hasDeclared.has(product.productKey);
    if (!parsed || !product || displaced) {
      progress.unmatched++;
    } else {
      const name = syncedImageName(product.code, parsed.index);
      try {
        await renderSizes(path.join(o.sourceDir, file), o.imagesDir, name);
        progress.matched++;
        const list = found.get(product.productKey) ?? [];
        list.push({ index: parsed.index, name });
        found.set(product.productKey, list);
      } catch {
        progress.failed++;
      }
    }
    progress.processed++;
    await report();
  });

  const images = new Map<number, ProductImages>();
  for (const [productKey, list] of found) {
    const [main, ...details] = list.sort((a, b) => a.index - b.index);
    if (main) images.set(productKey, { image: main.name, details: details.map((f) => f.name) });
  }
  await replaceProductImages(o.db, images, o.now());
  await report(true);
  return progress;
}
