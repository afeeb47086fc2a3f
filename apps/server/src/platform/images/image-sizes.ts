/**
 * The sizes image sync makes from every source image, each under
 * DATA_DIR/images/{name}/ and served as /img/{name}/{file}.
 */
export const IMAGE_SIZES = [
  { name: 'list', px: 200 },
  { name: 'card', px: 400 },
  { name: 'mobile', px: 120 },
  { name: 'thumb', px: 64 },
] as const;

export type ImageSizeName = (typeof IMAGE_SIZES)[number]['name'];

export function imageUrl(size: ImageSizeName, fileName: string): string {
  return `/img/${size}/${encodeURIComponent(fileName)}`;
}

export const SOURCE_IMAGE_EXTENSIONS = new Set([
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
  '.tif',
  '.tiff',
  '.avif',
  '.svg',
]);

/**
 * Source files are named after the product code, with _2, _3 ... for further
 * detail images: 104023.jpg, 104023_2.jpg. Index 1 is the main image.
 */
export function parseImageName(fileName: string): { code: string; index: number } | null {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || !SOURCE_IMAGE_EXTENSIONS.has(fileName.slice(dot).toLowerCase())) return null;
  const stem = fileName.slice(0, dot);
  const match = /^(.+?)(?:_(\d{1,2}))?$/.exec(stem);
  if (!match) return null;
  const index = match[2] ? Number(match[2]) : 1;
  const code = match[1];
  return code !== undefined && index >= 1 ? { code, index } : null;
}

/** The synced file name of a product's image: the code, the index suffix, webp. */
export function syncedImageName(code: string, index: number): string {
  return `${code}${index > 1 ? `_${index}` : ''}.webp`;
}
