/**
 * The picture to show for a product image slot: the product's own, else the site's
 * missingImage setting (a file under /img/ or a full URL), else null for 'No Image'.
 */
export function imageSource(own: string | null | undefined, missingImage: string | null | undefined): string | null {
  if (own) return own;
  const fallback = missingImage?.trim();
  if (!fallback) return null;
  return /^(https?:)?\/|^data:/.test(fallback) ? fallback : `/img/${fallback}`;
}
