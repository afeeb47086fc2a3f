import type { Product } from '@storefront/contract';
import { isSafeImageSrc } from '@storefront/domain';

/** Spec 3 §9: the landing editor's searches wait this long after the last key. */
export const LANDING_SEARCH_DEBOUNCE_MS = 300;

/**
 * Where a typed image source stands: nothing typed, an address the page would never show (another site, a script
 * scheme), not yet looked at, or looked at by loading it: found, or missing (a broken picture on the live page).
 */
export type ImageSourceStatus = 'empty' | 'unsafe' | 'checking' | 'found' | 'missing';

/** The status of `src`, given the last load that finished (`checked`, for whichever source it was). */
export function imageSourceStatus(src: string, checked: { src: string; found: boolean } | null): ImageSourceStatus {
  const s = src.trim();
  if (s === '') return 'empty';
  if (!isSafeImageSrc(s)) return 'unsafe';
  if (checked?.src !== s) return 'checking';
  return checked.found ? 'found' : 'missing';
}

export const IMAGE_SOURCE_HELP: Record<ImageSourceStatus, string> = {
  empty: 'Choose an uploaded image, or upload one',
  unsafe: 'Not an image of this site: choose an uploaded image, or upload one',
  checking: 'Looking for the image…',
  found: ' ',
  missing: 'This site has no image at this address: choose an uploaded image, or upload one',
};

/** Shown as an error: the live page would show a broken picture, and the server refuses a new one. */
export function isImageSourceError(status: ImageSourceStatus): boolean {
  return status === 'unsafe' || status === 'missing';
}

/** What the product picker's box shows for a product: its code as the catalogue shows it, then its name. */
export function productPickerLabel(
  product: Pick<Product, 'formattedProductCode' | 'productCode' | 'description'>,
): string {
  return `${product.formattedProductCode || product.productCode} ${product.description}`;
}

/** The line under a product in the picker: its pack (spec 1's packSize) and brand, whichever it has. */
export function productPickerDetail(product: Pick<Product, 'brand' | 'additional'>): string {
  const pack = product.additional.packSize;
  return [pack ? `Pack ${pack}` : '', product.brand].filter(Boolean).join(' · ');
}
