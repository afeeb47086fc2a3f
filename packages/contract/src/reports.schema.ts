import { z } from 'zod';
import { CalendarDate } from './history.schema';

/** Query strings carry 'true'/'false'; a JSON body (the POST form) carries booleans. */
const Flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const GuideName = z.string().trim().max(50);

/** Spec 3 Reports: the menu entry and the server path of each report card. */
export const REPORT_PATHS = {
  CurrentStatement: '/api/account/statement',
  OrderGuideList: '/api/reports/orderguidelist',
  ProductList: '/api/reports/productlist',
  ProductPriceList: '/api/reports/pricelist',
  QuoteSheet: '/api/reports/quotesheet',
} as const;

/** /api/reports/productlist: one category's products, or every category. */
export const ProductListParams = z.object({ specificCategory: z.string().trim().max(20).optional() });
export type ProductListParams = z.infer<typeof ProductListParams>;

/** /api/reports/pricelist: prices in force on effectiveDate (default today); allProducts false keeps the products the customer buys. */
export const PriceListParams = z.object({ effectiveDate: CalendarDate.optional(), allProducts: Flag.optional() });
export type PriceListParams = z.infer<typeof PriceListParams>;

/** 0 is All Days; 1 = Sunday .. 7 = Saturday (spec 2 §9 delivery-day numbers). */
export const QUOTE_SHEET_DAYS = ['All Days', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** /api/reports/quotesheet: what the customer bought since purchasedSince, delivered on dayOfWeek, priced on effectiveDate. */
export const QuoteSheetParams = z.object({
  effectiveDate: CalendarDate.optional(),
  dayOfWeek: z.coerce.number().int().min(0).max(7).default(0),
  purchasedSince: CalendarDate.optional(),
});
export type QuoteSheetParams = z.infer<typeof QuoteSheetParams>;

/** /api/reports/orderguidelist: the customer's guides from startingGuide to endingGuide by name (both ends included). */
export const OrderGuideListParams = z.object({ startingGuide: GuideName.optional(), endingGuide: GuideName.optional() });
export type OrderGuideListParams = z.infer<typeof OrderGuideListParams>;

/** Spec 3 §8 report messages. */
export const REPORT_MESSAGES = {
  noData: 'No report data',
  notFound: 'No report found. Please contact the system administrator.',
  parseFailure: 'An unexpected error occurred while processing the report.',
} as const;
