import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANDING_LIMITS } from '@storefront/domain';
import sharp from 'sharp';
import { badRequest } from '../../platform/http/http-error';

/** The folder under the images dir (served as /img/landing/) that holds landing page images. */
export const LANDING_IMAGE_DIR = 'landing';
/** Raster formats accepted (never SVG: it can carry script). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Decoding more pixels than this is refused (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;
export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, WebP or GIF image';

/**
 * Stores an uploaded landing page image: decoded by sharp (so only real images pass), fitted
 * within LANDING_LIMITS.imageMaxPx, re-encoded as WebP (dropping metadata and anything hidden
 * in the file) and named by its content hash. Returns the address it is served at.
 */
export async function storeLandingImage(imagesDir: string, bytes: Buffer): Promise<string> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await image.metadata().catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw badRequest(NOT_AN_IMAGE);
  const out = await image
    .rotate()
    .resize({ width: LANDING_LIMITS.imageMaxPx, height: LANDING_LIMITS.imageMaxPx, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw badRequest(NOT_AN_IMAGE);
    });
  const name = `${createHash('sha256').update(out).digest('hex').slice(0, 24)}.webp`;
  const dir = path.join(imagesDir, LANDING_IMAGE_DIR);
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  const temp = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temp, out);
  await fs.promises.rename(temp, file);
  return `/img/${LANDING_IMAGE_DIR}/${name}`;
}
