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
/**
 * Decoding more pixels than this is refused, from the header, before any decoding: a small file can unpack to gigabytes,
 * and a 49-megapixel photo took about 400 MB to decode and resize. 24 megapixels is a 6000 x 4000 camera photo.
 */
const MAX_INPUT_PIXELS = 24_000_000;
export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, WebP or GIF image';
export const IMAGE_TOO_LARGE = 'The image is too large: at most 24 megapixels (for example 6000 x 4000 pixels).';

/**
 * Stores an uploaded landing page image: decoded by sharp (so only real images pass), fitted
 * within LANDING_LIMITS.imageMaxPx, re-encoded as WebP (dropping metadata and anything hidden
 * in the file) and named by its content hash. Returns the address it is served at.
 */
export async function storeLandingImage(imagesDir: string, bytes: Buffer): Promise<string> {
  // The header alone first (no pixels decoded), to tell a file that is not an image from one that is too large.
  const meta = await sharp(bytes, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw badRequest(NOT_AN_IMAGE);
  if ((meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1) > MAX_INPUT_PIXELS) throw badRequest(IMAGE_TOO_LARGE);
  const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
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
