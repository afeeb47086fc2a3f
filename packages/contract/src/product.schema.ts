import { z } from 'zod/mini';
import { PAGE_SORTS } from '@storefront/domain';
import { IdIn } from './common.schema';

/** Most products one price or uncommitted call may name. */
export const MAX_KEYS_PER_CALL = 500;
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;

/**
 * Quantities and conversions travel as JSON numbers (2 and 4 decimals at most, exact
 * in binary for the values used). Prices travel as decimal strings with exactly the
 * unit's priceDecimals places ("2.490" per LB at 3 decimals, "99.60" per CS), so the
 * page never rounds a binary float to show money.
 */
export const SellBy = z.object({
  unitOfMeasure: z.string(),
  /** 0: any quantity; above 0: the quantity must be a multiple of it. */
  sellByMultiple: z.number(),
  /** Stock units in one of this unit. */
  stockConversion: z.number(),
  /** This unit is also a price-by unit. */
  isPricing: z.boolean(),
});
export type SellBy = z.infer<typeof SellBy>;

export const PriceBy = z.object({
  unitOfMeasure: z.string(),
  stockConversion: z.number(),
  priceDecimals: z.int(),
});
export type PriceBy = z.infer<typeof PriceBy>;

export const DefaultQuantity = z.object({ orderQuantity: z.number(), unitOfMeasure: z.string() });

/** One picture of the product: the card-size image and its 64x64 thumbnail. */
export const DetailImage = z.object({ image: z.string(), thumbnail: z.string() });

export const ScanDocument = z.object({
  documentKey: z.string(),
  name: z.string(),
  /** GET this URL for the PDF. */
  url: z.string(),
});

/**
 * A catch-weight product (issue 31): sold by the case (or each), priced per weight unit, invoiced at the weight
 * shipped. averageWeight is one `unitOfMeasure`'s (its case's) average weight in `weightUnit` (2 decimals).
 */
export const CatchWeight = z.object({ averageWeight: z.string(), weightUnit: z.string(), unitOfMeasure: z.string() });
export type CatchWeight = z.infer<typeof CatchWeight>;

/** Spec 1 §3 Product. Image fields are URLs under /img/{size}/, null when the product has no image ('No Image'). */
export const Product = z.object({
  productKey: z.int(),
  productCode: z.string(),
  formattedProductCode: z.string(),
  description: z.string(),
  catalogDescription: z.string(),
  brand: z.string(),
  /** Extra key-value fields: k0 = product code, k1 = brand, then packSize, origin, storage... */
  additional: z.record(z.string(), z.string()),
  categoryDescription: z.string(),
  mainCategoryDescription: z.string(),
  productCategoryCode: z.string(),
  productMainCategoryCode: z.string(),
  productSequence: z.int(),
  warehouseCode: z.string(),
  /** 200x200. */
  listImage: z.nullable(z.string()),
  /** 400x400. */
  cardImage: z.nullable(z.string()),
  /** 120x120. */
  mobileImage: z.nullable(z.string()),
  /** 64x64. */
  thumbnailImage: z.nullable(z.string()),
  /** Every picture, the main one first; the detail page shows thumbnails when there are several. */
  detailImages: z.array(DetailImage),
  scanDocuments: z.array(ScanDocument),
  stockUnit: z.string(),
  pricingUM: z.string(),
  sellBys: z.array(SellBy),
  priceBys: z.array(PriceBy),
  defaultQuantity: DefaultQuantity,
  /** The product's category is excluded for the acting customer: 'Excluded for this customer'. */
  isExcluded: z.boolean(),
  /** Null for products that are not catch weight. */
  catchWeight: z.nullable(CatchWeight),
});
export type Product = z.infer<typeof Product>;

export const ProductSort = z.enum(PAGE_SORTS);

/**
 * GET /api/product/list. Without page, pageSize or cursor the whole (filtered) list
 * comes back in one answer; with them, one page. `cursor` (from a previous answer's
 * nextCursor) costs the same at any depth; `page` does too, after the first call for
 * a filter has ordered the catalogue.
 */
export const ProductListQuery = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE))),
  cursor: z.optional(z.string().check(z.maxLength(400))),
  /** Main category code. */
  mc: z.optional(z.string().check(z.maxLength(10))),
  /** Category code. */
  c: z.optional(z.string().check(z.maxLength(10))),
  /** Order guide name. */
  og: z.optional(z.string().check(z.maxLength(12))),
  /** Search text: every word must match the code, description, brand or an additional value. A backtick stands for an apostrophe. */
  s: z.optional(z.string().check(z.maxLength(200))),
  sort: z._default(ProductSort, 'Description'),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductListResponse = z.object({
  products: z.array(Product),
  /** Products matching the filters, on all pages. */
  total: z.int(),
  /** The page answered; null when paging by cursor. */
  page: z.nullable(z.int()),
  pageSize: z.int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const ProductKeyParams = z.object({
  productKey: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
});

/** GET /api/product/{productKey}/units: every unit with its factor to the stock unit and its price decimals. */
export const ProductUnitEntry = z.object({
  unitOfMeasure: z.string(),
  /** Stock units in one of this unit: value * stockConversion(from) / stockConversion(to) converts. */
  stockConversion: z.number(),
  /** Decimals of a unit price in this unit. */
  priceDecimals: z.int(),
  isSellBy: z.boolean(),
  isPriceBy: z.boolean(),
  sellByMultiple: z.number(),
});
export const ProductUnitsResponse = z.object({
  productKey: z.int(),
  stockUnit: z.string(),
  pricingUM: z.string(),
  units: z.array(ProductUnitEntry),
});
export type ProductUnitsResponse = z.infer<typeof ProductUnitsResponse>;

const KeyString = z.string().check(z.regex(/^\d{1,9}$/, 'product keys are whole numbers'));
const tooMany = { message: `At most ${MAX_KEYS_PER_CALL} products per call` };
/** A record of at most MAX_KEYS_PER_CALL products, stated for zod and for JSON Schema (maxProperties) alike. */
const atMostKeysPerCall = <T extends z.ZodMiniType<Record<string, unknown>>>(record: T) =>
  record.check(
    z.refine((r) => Object.keys(r).length <= MAX_KEYS_PER_CALL, tooMany),
    z.meta({ maxProperties: MAX_KEYS_PER_CALL }),
  );

/** POST /api/product/price body: productKey -> the units to price, e.g. {"123":["CS","LB"]}. */
export const PriceRequest = atMostKeysPerCall(
  z.record(KeyString, z.array(z.string().check(z.minLength(1), z.maxLength(4))).check(z.maxLength(10))),
);
export type PriceRequest = z.infer<typeof PriceRequest>;

export const PriceQuery = z.object({
  /** Price as of this date (YYYY-MM-DD); default today. */
  effectiveDate: z.optional(z.iso.date()),
});

/**
 * The price of one unit: a decimal string with `priceDecimals` places, null when the
 * product has no price in force for it or pricing is hidden. `cost` is present only
 * for salespeople. A unit that is sold but not priced (CS of a product priced per LB)
 * is restated from the pricing unit in cents: 40 LB at 2.490 is 99.60 per CS.
 */
export const UnitPriceResult = z.object({
  price: z.nullable(z.string()),
  cost: z.optional(z.nullable(z.string())),
  priceDecimals: z.int(),
});
/** productKey -> unit -> price. Unknown, inactive or hidden product keys are absent. */
export const PriceResponse = z.record(z.string(), z.record(z.string(), UnitPriceResult));
export type PriceResponse = z.infer<typeof PriceResponse>;

/**
 * POST /api/product/uncommitted body: productKey -> the quantity the page is about to
 * order, in the product's stock unit ({"123": 5}); or just a list of keys ([123, 456]).
 */
export const UncommittedRequest = z.union([
  atMostKeysPerCall(z.record(KeyString, z.number().check(z.minimum(0)))),
  z.array(IdIn).check(z.maxLength(MAX_KEYS_PER_CALL, tooMany.message)),
]);
export type UncommittedRequest = z.infer<typeof UncommittedRequest>;

export const UncommittedResult = z.object({
  /** On hand minus the stock quantities of open orders, in the stock unit (negative when oversold). */
  uncommitted_Stk: z.number(),
  /** The same in the main alternate unit (the largest one, e.g. cases), rounded down to 2 decimals. */
  uncommitted_Alt: z.number(),
  stockUnit: z.string(),
  altUnit: z.string(),
  /** The requested quantity is more than uncommitted_Stk. */
  isShort: z.boolean(),
});
/** productKey -> stock. Unknown, inactive or hidden product keys are absent. */
export const UncommittedResponse = z.record(z.string(), UncommittedResult);
export type UncommittedResponse = z.infer<typeof UncommittedResponse>;

/** GET /api/product/pushProductKeys: promoted products in their order. */
export const PushProductKey = z.object({
  productKey: z.int(),
  /** The product's push sequence; 9999 when none is set. */
  sequence: z.int(),
});
export type PushProductKey = z.infer<typeof PushProductKey>;
export const PushProductKeys = z.array(PushProductKey);

/** GET /api/documents/product/{a}/scan/{b}: a = productKey, b = documentKey. */
export const ScanDocumentParams = z.object({
  a: z.string().check(z.maxLength(20)),
  b: z.string().check(z.maxLength(200)),
});
