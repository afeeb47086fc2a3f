import { z } from 'zod/mini';
import {
  DELIVERY_DATE_FLAGS,
  IMAGE_FITS,
  PAGE_LAYOUTS,
  PAGE_SORTS,
  ROUNDING_FLAGS,
  SESSION_TYPES,
} from '@storefront/domain';

export const CreditCardSettings = z.object({
  addressRequired: z.boolean(),
  ccV2Required: z.boolean(),
  holderNameRequired: z.boolean(),
  phoneRequired: z.boolean(),
  isTestTransaction: z.boolean(),
});

/** GET /api/settings: the session settings of spec 1 §3 (and those read by spec 2 §3). */
export const SessionSettings = z.object({
  allowProductTextLines: z.boolean(),
  allowUserColors: z.boolean(),
  canChangePrice: z.boolean(),
  checkoutRequireDeliveryDate: z.boolean(),
  hidePricing: z.boolean(),
  imageFit: z.enum(IMAGE_FITS),
  orderQuantityRoundingFlag: z.enum(ROUNDING_FLAGS),
  sessionType: z.enum(SESSION_TYPES),
  allowConsumerPickup: z.boolean(),
  allowConsumerDelivery: z.boolean(),
  showTotalCaseQuantity: z.boolean(),
  showTotalItemsQuantity: z.boolean(),
  showTotalOrderQuantity: z.boolean(),
  totalOrderQuantityLabel: z.string(),
  syncPriceByWithSellByUMFlag: z.boolean(),
  defaultDeliveryDateFlag: z.enum(DELIVERY_DATE_FLAGS),
  defaultToStandardOrder: z.boolean(),
  isPunchoutSession: z.boolean(),
  canViewConfirmation: z.boolean(),
  canPrintInvoices: z.boolean(),
  zipCodeRestrictionFlag: z.boolean(),
  zipCodeRestrictionMessage: z.string(),
  missingImage: z.nullable(z.string()),
  layoutImages: z.object({ mobile: z.boolean(), list: z.boolean() }),
  checkoutMessage: z.nullable(z.string()),
  creditCardSettings: CreditCardSettings,
  defaultPageLayout: z.enum(PAGE_LAYOUTS),
  defaultPageSortBy: z.enum(PAGE_SORTS),
});
export type SessionSettings = z.infer<typeof SessionSettings>;

/** GET /api/settings/site (anonymous). */
export const SiteSettings = z.object({
  allowGuest: z.boolean(),
  allowConsumer: z.boolean(),
  siteKey: z.string(),
  alwaysSearchAllProducts: z.boolean(),
  siteName: z.string(),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/** GET api/settings/consumer (anonymous). */
export const ConsumerSettings = z.object({
  registrationMessage: z.string(),
  useOption: z.boolean(),
  optionDefault: z.boolean(),
  optionText: z.string(),
});
export type ConsumerSettings = z.infer<typeof ConsumerSettings>;

/** GET /api/settings/logoname (anonymous): the file under /img/ and the site name for alt text. */
export const LogoName = z.object({
  logoName: z.nullable(z.string()),
  siteName: z.string(),
});
export type LogoName = z.infer<typeof LogoName>;
