import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LandingLayout } from '@storefront/contract';
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

/** Every image source a layout uses: image items' and rich-text images'. */
export function imageSourcesOf(layout: LandingLayout): Set<string> {
  const sources = new Set<string>();
  const walk = (nodes: readonly unknown[]) => {
    for (const node of nodes) {
      if (typeof node !== 'object' || node === null) continue;
      const n = node as { type?: unknown; src?: unknown; children?: unknown };
      if (n.type === 'image' && typeof n.src === 'string' && n.src !== '') sources.add(n.src);
      if (Array.isArray(n.children)) walk(n.children);
    }
  };
  for (const card of layout.cards) {
    for (const item of card.content) {
      if (item.variant === 'image' && item.src !== '') sources.add(item.src);
      if (item.variant === 'text') walk(item.value);
    }
  }
  return sources;
}

/** Whether a site-relative image address names a file the site serves (/img/... under the images dir). */
function served(imagesDir: string, src: string): boolean {
  const pathname = decodeURIComponent(src.split(/[?#]/)[0] ?? '');
  if (!pathname.startsWith('/img/')) return false;
  const file = path.resolve(imagesDir, `.${pathname.slice('/img'.length)}`);
  return file.startsWith(path.resolve(imagesDir) + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
}

/**
 * Refuses a layout that brings in an image the site does not have (issue 25 item 20: a mistyped source showed a broken
 * picture on the live page). Sources the saved page already uses are left alone, so a page whose image was removed
 * from disk can still be saved while it is being fixed.
 */
export function checkNewImages(imagesDir: string, layout: LandingLayout, saved: LandingLayout): void {
  const before = imageSourcesOf(saved);
  for (const src of imageSourcesOf(layout)) {
    if (!before.has(src) && !served(imagesDir, src)) throw badRequest(`The image ${src} is not on this site. Upload it, then choose it.`);
  }
}
