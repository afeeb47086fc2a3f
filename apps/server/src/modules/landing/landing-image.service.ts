import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LandingImageList, LandingImageListQuery, LandingLayout } from '@storefront/contract';
import { LANDING_LIMITS } from '@storefront/domain';
import { badRequest } from '../../platform/http/http-error';
import { reencodeImage } from '../../platform/images/reencode-image';

/** The folder under the images dir (served as /img/landing/) that holds landing page images. */
export const LANDING_IMAGE_DIR = 'landing';
export { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from '../../platform/images/reencode-image';

/** The hex digits of the content hash an uploaded image is named by. */
const HASH_LENGTH = 24;
const NAME_SLUG_MAX = 40;

/**
 * The uploaded file's own name as it goes into the stored file's name: its extension dropped, accents folded, lower
 * case, every run of other characters one hyphen, at most 40 characters ('Crate of Lemons.PNG' -> 'crate-of-lemons').
 */
export function nameSlug(name: string): string {
  return name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, NAME_SLUG_MAX)
    .replace(/-+$/, '');
}

/** What the picker calls a stored file: its slug without the content hash, 'image 3fa9c1d2' for an upload without a name, else the file name without its extension. */
export function imageDisplayName(file: string): string {
  const base = file.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const hashOnly = new RegExp(`^[0-9a-f]{${HASH_LENGTH}}$`).exec(base);
  if (hashOnly) return `image ${base.slice(0, 8)}`;
  const named = new RegExp(`^(.+)-[0-9a-f]{${HASH_LENGTH}}$`).exec(base);
  return named?.[1] ?? base;
}

/**
 * Stores an uploaded landing page image: decoded by sharp (so only real images pass), fitted
 * within LANDING_LIMITS.imageMaxPx, re-encoded as WebP (dropping metadata and anything hidden
 * in the file) and named by its content hash, after the slug of the uploaded file's `name` when
 * there is one (the picker shows it). Returns the address it is served at.
 */
export async function storeLandingImage(imagesDir: string, bytes: Buffer, name = ''): Promise<string> {
  const out = (await reencodeImage(bytes, { maxPx: LANDING_LIMITS.imageMaxPx, quality: 82 })).data;
  const hash = createHash('sha256').update(out).digest('hex').slice(0, HASH_LENGTH);
  const slug = nameSlug(name);
  const fileName = `${slug ? `${slug}-` : ''}${hash}.webp`;
  const dir = path.join(imagesDir, LANDING_IMAGE_DIR);
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, fileName);
  const temp = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temp, out);
  await fs.promises.rename(temp, file);
  return `/img/${LANDING_IMAGE_DIR}/${fileName}`;
}

/** The files the picker offers: pictures only (an upload's .tmp file while it is written is not one). */
/** The most files one listing reads (stat) from the landing picture folder. */
const MAX_LISTED_FILES = 5_000;
const LISTED_FILE = /\.(webp|png|jpe?g|gif)$/i;

/**
 * GET /api/landing/images: the pictures in the landing folder (uploads and the demo's), newest first, then by name,
 * those whose name holds `q` (any case), one page of at most LANDING_IMAGE_PAGE_MAX. The folder is read on each call
 * (no index to keep in step with the disk): a landing page's uploads number in the hundreds at most.
 */
export async function listLandingImages(imagesDir: string, query: LandingImageListQuery): Promise<LandingImageList> {
  const dir = path.join(imagesDir, LANDING_IMAGE_DIR);
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const needle = query.q?.trim().toLowerCase() ?? '';
  const candidates = entries
    .filter((e) => e.isFile() && LISTED_FILE.test(e.name))
    // Bounded: the picker is for a site's pictures (hundreds), not an archive; past this many, newest-first is not read whole.
    .slice(0, MAX_LISTED_FILES)
    .map((e) => ({ file: e.name, name: imageDisplayName(e.name) }))
    .filter((f) => needle === '' || f.name.toLowerCase().includes(needle) || f.file.toLowerCase().includes(needle));
  const dated = await Promise.all(
    candidates.map(async (f) => ({
      ...f,
      mtime: (await fs.promises.stat(path.join(dir, f.file)).catch(() => null))?.mtimeMs ?? null,
    })),
  );
  // A file removed between the listing and its stat is left out.
  const found = dated
    .filter((f): f is typeof f & { mtime: number } => f.mtime !== null)
    .sort((a, b) => b.mtime - a.mtime || a.name.localeCompare(b.name));
  const start = (query.page - 1) * query.pageSize;
  return {
    images: found.slice(start, start + query.pageSize).map((f) => ({
      src: `/img/${LANDING_IMAGE_DIR}/${encodeURIComponent(f.file)}`,
      name: f.name,
      uploadedAt: Math.floor(f.mtime),
    })),
    total: found.length,
    page: query.page,
    pageSize: query.pageSize,
  };
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
  return (
    file.startsWith(path.resolve(imagesDir) + path.sep) &&
    fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true
  );
}

/**
 * Refuses a layout that brings in an image the site does not have (issue 25 item 20: a mistyped source showed a broken
 * picture on the live page). Sources the saved page already uses are left alone, so a page whose image was removed
 * from disk can still be saved while it is being fixed.
 */
export function checkNewImages(imagesDir: string, layout: LandingLayout, saved: LandingLayout): void {
  const before = imageSourcesOf(saved);
  for (const src of imageSourcesOf(layout)) {
    if (!before.has(src) && !served(imagesDir, src))
      throw badRequest(`The image ${src} is not on this site. Upload it, then choose it.`);
  }
}
