/** Spec 3 §5 and §9: the landing editor's limits, shared by the editor and the server's schema. */
export const LANDING_LIMITS = {
  /** Card heading, page title and image alt text. */
  textMax: 40,
  cardWidthMin: 1,
  cardWidthMax: 4,
  /** The Manual height slider. */
  heightMinPx: 100,
  heightMaxPx: 600,
  heightStepPx: 10,
  /** Image width and height. */
  imageMaxPx: 1800,
  paddingMin: 0,
  paddingMax: 4,
  /** Seconds; 0 means off. */
  carouselIntervalMin: 0,
  carouselIntervalMax: 10,
  carouselIntervalDefault: 3,
  /** A carousel forces Manual height at this value. */
  carouselHeight: '600px',
  /** Text editor image resize step, percent. */
  textImageResizeStep: 20,
  /** Bounds that keep one layout small (not in the spec: a page is a handful of cards). */
  maxCards: 40,
  maxItemsPerCard: 40,
  maxTextLength: 4000,
  maxRichNodes: 400,
  maxRichDepth: 6,
  maxUrlLength: 500,
} as const;

export const HEADING_HINT = 'Headings are limited to 40 characters';

export const LANDING_CONTENT_TYPES = [
  'text',
  'image',
  'group',
  'carousel',
  'product',
  'productList',
  'pushProductList',
  'empty',
] as const;
export type LandingContentType = (typeof LANDING_CONTENT_TYPES)[number];

/** Spec 3 §2: inside a carousel these types are not offered (and the server refuses them). */
export const NOT_IN_CAROUSEL: readonly LandingContentType[] = ['carousel', 'group', 'productList', 'pushProductList'];

/** Content types that hold children. */
export const CONTAINER_TYPES: readonly LandingContentType[] = ['group', 'carousel'];

/** The types a content item of `parent` (null: the card itself) may be. */
export function allowedContentTypes(parent: LandingContentType | null): LandingContentType[] {
  const all = LANDING_CONTENT_TYPES.filter((t) => t !== 'empty');
  return parent === 'carousel' ? all.filter((t) => !NOT_IN_CAROUSEL.includes(t)) : all;
}

export const RICH_BLOCK_TYPES = [
  'paragraph',
  'quote',
  'code',
  'unordered-list',
  'ordered-list',
  'list-item',
  'heading',
  'image',
  'link',
] as const;
export type RichNodeType = (typeof RICH_BLOCK_TYPES)[number];
export const RICH_MARKS = ['bold', 'italic', 'underlined', 'code'] as const;
export type RichMark = (typeof RICH_MARKS)[number];

/**
 * A link or image address the landing page may hold: http(s), mailto, or site-relative
 * ('/path', never '//host' or '/\host', which browsers read as another host).
 */
export function isSafeLandingUrl(url: string): boolean {
  if (url.length === 0 || url.length > LANDING_LIMITS.maxUrlLength) return false;
  // Control characters and whitespace let a scheme hide from simple checks ('java\tscript:').
  if ([...url].some((ch) => ch <= ' ' || (ch >= '\u007f' && ch <= '\u009f') || ch === '\\')) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return url.length > 'mailto:'.length;
  if (scheme !== 'http' && scheme !== 'https') return false;
  try {
    const parsed = new URL(url);
    return parsed.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * An image source: a site-relative address (an uploaded image, '/img/...'). Never another site's image (the page's
 * Content-Security-Policy allows images from the site only, so it would show broken), mailto, data: or javascript:.
 */
export function isSafeImageSrc(src: string): boolean {
  return isSafeLandingUrl(src) && src.startsWith('/');
}

/** Markup that must never be stored as text: a script tag, however spelled. */
export function holdsScriptTag(text: string): boolean {
  return /<\s*\/?\s*script\b/i.test(text);
}

/** Heights a card may have: '100%' (Row Height), 'auto', or a px value of the Manual slider (or the carousel's forced 600px). */
export function isCardHeight(height: string): boolean {
  if (height === '100%' || height === 'auto') return true;
  const px = /^(\d{3})px$/.exec(height)?.[1];
  if (!px) return false;
  const n = Number(px);
  return n >= LANDING_LIMITS.heightMinPx && n <= LANDING_LIMITS.heightMaxPx && n % LANDING_LIMITS.heightStepPx === 0;
}
