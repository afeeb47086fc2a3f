import { z } from 'zod/mini';
import { CalendarDate } from './history.schema';

/** Query strings carry 'true'/'false'; a JSON body (the POST form) carries booleans. */
const Flag = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((v) => v === 'true'),
  ),
]);
const GuideName = z.string().check(z.trim(), z.maxLength(50));

/** Spec 3 Reports: the menu entry and the server path of each report card. */
export const REPORT_PATHS = {
  CurrentStatement: '/api/account/statement',
  OrderGuideList: '/api/reports/orderguidelist',
  ProductList: '/api/reports/productlist',
  ProductPriceList: '/api/reports/pricelist',
  QuoteSheet: '/api/reports/quotesheet',
} as const;

/** /api/reports/productlist: one category's products, or every category. */
export const ProductListParams = z.object({
  specificCategory: z.optional(z.string().check(z.trim(), z.maxLength(20))),
});
export type ProductListParams = z.infer<typeof ProductListParams>;

/** /api/reports/pricelist: prices in force on effectiveDate (default today); allProducts false keeps the products the customer buys. */
export const PriceListParams = z.object({ effectiveDate: z.optional(CalendarDate), allProducts: z.optional(Flag) });
export type PriceListParams = z.infer<typeof PriceListParams>;

/** 0 is All Days; 1 = Sunday .. 7 = Saturday (spec 2 §9 delivery-day numbers). */
export const QUOTE_SHEET_DAYS = [
  'All Days',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** /api/reports/quotesheet: what the customer bought since purchasedSince, delivered on dayOfWeek, priced on effectiveDate. */
export const QuoteSheetParams = z.object({
  effectiveDate: z.optional(CalendarDate),
  dayOfWeek: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(7)), 0),
  purchasedSince: z.optional(CalendarDate),
});
export type QuoteSheetParams = z.infer<typeof QuoteSheetParams>;

/** /api/reports/orderguidelist: the customer's guides from startingGuide to endingGuide by name (both ends included). */
export const OrderGuideListParams = z.object({
  startingGuide: z.optional(GuideName),
  endingGuide: z.optional(GuideName),
});
export type OrderGuideListParams = z.infer<typeof OrderGuideListParams>;

/** Spec 3 §8 report messages. */
export const REPORT_MESSAGES = {
  noData: 'No report data',
  notFound: 'No report found. Please contact the system administrator.',
  parseFailure: 'An unexpected error occurred while processing the report.',
} as const;
