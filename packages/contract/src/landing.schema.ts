import { z } from 'zod/mini';
import {
  CONTAINER_TYPES,
  holdsScriptTag,
  isCardHeight,
  isSafeImageSrc,
  isSafeLandingUrl,
  LANDING_LIMITS as L,
  NOT_IN_CAROUSEL,
  RICH_BLOCK_TYPES,
} from '@storefront/domain';
import { IdIn } from './common.schema';

/**
 * GET/POST /api/landing (spec 3 §3, §5, §7): the landing layout. Every object is strict (an
 * unknown key such as `onclick` or `style` is refused, never dropped), every string bounded,
 * every address http(s), mailto or site-relative, and rich text is a tree of the spec's nodes
 * and marks only, at most LANDING_LIMITS.maxRichDepth deep, so nothing hostile can be stored.
 */
const NO_SCRIPT = 'must not contain script tags';
const UNSAFE_URL = 'must be an http(s), mailto or site-relative address';
const UNSAFE_SRC = 'must be an image uploaded to this site (images from other sites are blocked by the page)';

const safeText = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((s) => !holdsScriptTag(s), NO_SCRIPT),
  );
const LabelText = safeText(L.textMax);
const Url = z.string().check(z.maxLength(L.maxUrlLength), z.refine(isSafeLandingUrl, UNSAFE_URL));
const ItemId = z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/));

/** A run of text with the spec's marks. */
export const RichText = z.strictObject({
  text: safeText(L.maxTextLength),
  bold: z.optional(z.boolean()),
  italic: z.optional(z.boolean()),
  underlined: z.optional(z.boolean()),
  code: z.optional(z.boolean()),
});
export type RichText = z.infer<typeof RichText>;

export interface RichElement {
  type: (typeof RICH_BLOCK_TYPES)[number];
  children: (RichElement | RichText)[];
  level?: number | undefined;
  href?: string | undefined;
  hostName?: string | undefined;
  pathName?: string | undefined;
  local?: boolean | undefined;
  src?: string | undefined;
  alt?: string | undefined;
  width?: number | undefined;
}

/** What each node type must (and only it may) carry. */
function checkElement(node: RichElement, ctx: z.core.$RefinementCtx): void {
  const needs = (key: keyof RichElement, ok: boolean) => {
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${node.type} ${node[key] === undefined ? 'needs' : 'cannot have'} ${key}`,
      });
  };
  needs('level', (node.type === 'heading') === (node.level !== undefined));
  needs('href', (node.type === 'link') === (node.href !== undefined));
  needs('src', (node.type === 'image') === (node.src !== undefined));
  for (const key of ['hostName', 'pathName', 'local'] as const)
    if (node[key] !== undefined) needs(key, node.type === 'link');
  for (const key of ['alt', 'width'] as const) if (node[key] !== undefined) needs(key, node.type === 'image');
}

/**
 * One schema per depth, each naming the one below once (no recursion: the JSON schema the
 * fuzzer and the docs read stays finite and linear in depth).
 */
function richElementOf(children: z.ZodMiniType<RichElement | RichText>): z.ZodMiniType<RichElement> {
  return z
    .strictObject({
      type: z.enum(RICH_BLOCK_TYPES),
      children: z.array(children).check(z.minLength(1), z.maxLength(100)),
      level: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
      href: z.optional(Url),
      hostName: z.optional(z.string().check(z.maxLength(253))),
      pathName: z.optional(z.string().check(z.maxLength(L.maxUrlLength))),
      local: z.optional(z.boolean()),
      src: z.optional(z.string().check(z.maxLength(L.maxUrlLength), z.refine(isSafeImageSrc, UNSAFE_SRC))),
      alt: z.optional(LabelText),
      width: z.optional(
        z.int().check(z.minimum(L.textImageResizeStep), z.maximum(100), z.multipleOf(L.textImageResizeStep)),
      ),
    })
    .check(z.superRefine(checkElement));
}
let level: z.ZodMiniType<RichElement | RichText> = RichText;
for (let depth = 1; depth < L.maxRichDepth; depth++) level = z.union([RichText, richElementOf(level)]);
export const RichElement = richElementOf(level);

function countNodes(nodes: readonly (RichElement | RichText)[]): number {
  return nodes.reduce((n, node) => n + 1 + ('children' in node ? countNodes(node.children) : 0), 0);
}

const itemBase = { id: ItemId, parentId: z.nullable(ItemId) };

export const ImageLink = z.strictObject({ variant: z.enum(['internal', 'external']), href: Url });
export const IMAGE_OBJECT_FITS = ['contain', 'cover', 'fill', 'none', 'scale-down'] as const;
const ImagePx = z.int().check(z.minimum(1), z.maximum(L.imageMaxPx));

export const TextContent = z.strictObject({
  ...itemBase,
  variant: z.literal('text'),
  value: z.array(RichElement).check(
    z.minLength(1),
    z.maxLength(100),
    z.refine((v) => countNodes(v) <= L.maxRichNodes, `must have at most ${L.maxRichNodes} nodes`),
  ),
});
export const ImageContent = z.strictObject({
  ...itemBase,
  variant: z.literal('image'),
  /** Empty: no image chosen yet (the page shows No Image). */
  src: z.union([z.literal(''), z.string().check(z.maxLength(L.maxUrlLength), z.refine(isSafeImageSrc, UNSAFE_SRC))]),
  alt: LabelText,
  link: z.nullable(ImageLink),
  objectFit: z.enum(IMAGE_OBJECT_FITS),
  width: z.nullable(ImagePx),
  height: z.nullable(ImagePx),
  padding: z.int().check(z.minimum(L.paddingMin), z.maximum(L.paddingMax)),
});
export const GroupContent = z.strictObject({
  ...itemBase,
  variant: z.literal('group'),
  direction: z.enum(['row', 'column']),
});
export const CarouselContent = z.strictObject({
  ...itemBase,
  variant: z.literal('carousel'),
  interval: z.int().check(z.minimum(L.carouselIntervalMin), z.maximum(L.carouselIntervalMax)),
});
export const ProductContent = z.strictObject({
  ...itemBase,
  variant: z.literal('product'),
  productKey: z.nullable(IdIn),
  isPushProduct: z.boolean(),
});
export const PRODUCT_SOURCES = ['category', 'all'] as const;
export const ProductListContent = z.strictObject({
  ...itemBase,
  variant: z.literal('productList'),
  productSource: z.enum(PRODUCT_SOURCES),
  categoryCode: z.nullable(z.string().check(z.maxLength(20))),
  category: z.string().check(z.maxLength(100)),
});
export const PushProductListContent = z.strictObject({ ...itemBase, variant: z.literal('pushProductList') });

export const ContentItem = z.discriminatedUnion('variant', [
  TextContent,
  ImageContent,
  GroupContent,
  CarouselContent,
  ProductContent,
  ProductListContent,
  PushProductListContent,
]);
export type ContentItem = z.infer<typeof ContentItem>;
export type ContentVariant = ContentItem['variant'];

/** How deep groups and carousels may nest within one card. */
const MAX_CONTENT_DEPTH = 4;

/** The card's items form one tree under childID: every parent a group or carousel of the card, nothing a carousel may not hold inside one. */
function checkContentTree(
  card: { empty: boolean; childID: string | null; height: string; content: ContentItem[] },
  ctx: z.core.$RefinementCtx,
): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (card.empty || card.childID === null) {
    if (card.content.length > 0) issue(['content'], 'must be empty when the card is empty');
    return;
  }
  const byId = new Map<string, ContentItem>();
  card.content.forEach((item, i) => {
    if (byId.has(item.id)) issue(['content', i, 'id'], 'must be unique within the card');
    byId.set(item.id, item);
  });
  const root = byId.get(card.childID);
  if (!root || root.parentId !== null) return issue(['childID'], 'must name the content item without a parent');
  if (root.variant === 'carousel' && card.height !== L.carouselHeight)
    issue(['height'], `must be ${L.carouselHeight} for a carousel`);
  const depth = new Map<string, number>([[root.id, 0]]);
  const depthOf = (item: ContentItem, seen: Set<string>): number => {
    const known = depth.get(item.id);
    if (known !== undefined) return known;
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    if (!parent || seen.has(item.id)) return Infinity;
    seen.add(item.id);
    const d = depthOf(parent, seen) + 1;
    depth.set(item.id, d);
    return d;
  };
  card.content.forEach((item, i) => {
    if (item === root) return;
    const parent = item.parentId === null ? undefined : byId.get(item.parentId);
    if (!parent || !CONTAINER_TYPES.includes(parent.variant))
      return issue(['content', i, 'parentId'], 'must name a group or carousel of the card');
    if (parent.variant === 'carousel' && NOT_IN_CAROUSEL.includes(item.variant)) {
      return issue(['content', i, 'variant'], `${item.variant} is not allowed inside a carousel`);
    }
    const d = depthOf(item, new Set());
    if (d === Infinity) issue(['content', i, 'parentId'], 'must lead to the card content');
    else if (d > MAX_CONTENT_DEPTH)
      issue(['content', i, 'parentId'], `content may nest at most ${MAX_CONTENT_DEPTH} deep`);
  });
}

export const LandingCard = z
  .strictObject({
    id: ItemId,
    index: z.number().check(z.minimum(0), z.maximum(1000)),
    width: z.int().check(z.minimum(L.cardWidthMin), z.maximum(L.cardWidthMax)),
    height: z
      .string()
      .check(z.maxLength(10), z.refine(isCardHeight, 'must be 100%, auto or 100px to 600px in steps of 10')),
    heading: LabelText,
    empty: z.boolean(),
    hidden: z.boolean(),
    childID: z.nullable(ItemId),
    content: z.array(ContentItem).check(z.maxLength(L.maxItemsPerCard)),
  })
  .check(z.superRefine(checkContentTree));
export type LandingCard = z.infer<typeof LandingCard>;

export const LandingLayout = z
  .strictObject({
    title: LabelText,
    enabled: z.boolean(),
    cards: z.array(LandingCard).check(z.maxLength(L.maxCards)),
  })
  .check(
    z.superRefine((layout, ctx) => {
      const ids = new Set<string>();
      layout.cards.forEach((card, i) => {
        if (ids.has(card.id)) ctx.addIssue({ code: 'custom', path: ['cards', i, 'id'], message: 'must be unique' });
        ids.add(card.id);
      });
    }),
  );
export type LandingLayout = z.infer<typeof LandingLayout>;

/** POST /api/landing/image: where the uploaded image is served. */
export const LandingImage = z.object({ src: z.string() });
export type LandingImage = z.infer<typeof LandingImage>;

/** POST /api/landing/image?name=: the uploaded file's own name, kept (as a slug) in the stored file's name so the picker can show it. */
export const LandingImageUploadQuery = z.object({ name: z.optional(z.string().check(z.maxLength(255))) });
export type LandingImageUploadQuery = z.infer<typeof LandingImageUploadQuery>;

/** At most this many images on one page of GET /api/landing/images. */
export const LANDING_IMAGE_PAGE_MAX = 60;

/** GET /api/landing/images (administrators): the uploaded landing images, newest first, optionally filtered by name. */
export const LandingImageListQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LANDING_IMAGE_PAGE_MAX)), 24),
  /** Part of the image's name, any case. */
  q: z.optional(z.string().check(z.maxLength(100))),
});
export type LandingImageListQuery = z.infer<typeof LandingImageListQuery>;

export const LandingImageEntry = z.object({
  /** The address to store in an image item (served under /img/landing/). */
  src: z.string(),
  /** What the picker shows: the uploaded file's name (without the content hash), or the file's own name. */
  name: z.string(),
  /** When the file was stored, ms since the epoch. */
  uploadedAt: z.int(),
});
export type LandingImageEntry = z.infer<typeof LandingImageEntry>;

export const LandingImageList = z.object({
  images: z.array(LandingImageEntry),
  /** Images matching `q`, on all pages. */
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type LandingImageList = z.infer<typeof LandingImageList>;
