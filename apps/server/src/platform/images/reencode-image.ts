import sharp from 'sharp';
import { badRequest } from '../http/http-error';

/** Raster formats accepted from an upload (never SVG: it can carry script). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/**
 * Decoding more pixels than this is refused, from the header, before any decoding: a small file can unpack to gigabytes,
 * and a 49-megapixel photo took about 400 MB to decode and resize. 24 megapixels is a 6000 x 4000 camera photo.
 */
const MAX_INPUT_PIXELS = 24_000_000;
export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, WebP or GIF image';
export const IMAGE_TOO_LARGE = 'The image is too large: at most 24 megapixels (for example 6000 x 4000 pixels).';

/** An uploaded picture as stored: WebP bytes and their size in pixels. */
export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded picture with sharp (so only real images pass), turns it upright (EXIF orientation), fits it
 * within `maxPx` on each side (never enlarged) and re-encodes it as WebP: metadata (GPS position, camera) and
 * anything hidden in the file are dropped. The header is read first: a file that is no image, or that would decode to
 * more than 24 megapixels (a decompression bomb), is refused with 400 before any pixel is decoded.
 */
export async function reencodeImage(
  bytes: Buffer,
  options: { maxPx: number; quality: number },
): Promise<ReencodedImage> {
  const meta = await sharp(bytes, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw badRequest(NOT_AN_IMAGE);
  if ((meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1) > MAX_INPUT_PIXELS) throw badRequest(IMAGE_TOO_LARGE);
  const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: options.maxPx, height: options.maxPx, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: options.quality })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw badRequest(NOT_AN_IMAGE);
    });
  return { data: out.data, width: out.info.width, height: out.info.height };
}
