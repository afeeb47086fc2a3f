import {
  DEFAULT_CATCH_WEIGHT_ALLOWANCE_PERCENT,
  DEFAULT_PAR_ROUND_UP_SHARE,
  DEFAULT_PASSWORD_OPTIONS,
  DEFAULT_REMINDER_LEAD_HOURS,
  DEFAULT_STANDING_ORDER_LEAD_HOURS,
  DEFAULT_TOTAL_ORDER_QUANTITY_LABEL,
  type PageLayout,
  type PageSort,
  type PaymentRules,
} from '@storefront/domain';
import type { SessionSettings } from '@storefront/contract';

/**
 * Site-wide values an administrator can change, stored in site_settings by key.
 * A key missing from the table takes the value here.
 */
export const SITE_DEFAULTS = {
  siteName: 'Harbor Foodservice',
  logoName: 'logo.svg' as string | null,
  allowGuest: true,
  allowConsumer: true,
  alwaysSearchAllProducts: false,
  /** Guests never see customer prices; this hides base prices from them too. */
  guestHidePricing: false,
  allowProductTextLines: true,
  allowUserColors: true,
  salespersonCanChangePrice: true,
  checkoutRequireDeliveryDate: true,
  imageFit: 'Contain' as SessionSettings['imageFit'],
  orderQuantityRoundingFlag: 'None' as SessionSettings['orderQuantityRoundingFlag'],
  allowConsumerPickup: true,
  allowConsumerDelivery: true,
  showTotalCaseQuantity: true,
  showTotalItemsQuantity: true,
  showTotalOrderQuantity: true,
  totalOrderQuantityLabel: DEFAULT_TOTAL_ORDER_QUANTITY_LABEL,
  syncPriceByWithSellByUMFlag: true,
  defaultDeliveryDateFlag: 'UseSystemDefault' as SessionSettings['defaultDeliveryDateFlag'],
  defaultToStandardOrder: false,
  canViewConfirmation: true,
  canPrintInvoices: true,
  zipCodeRestrictionFlag: true,
  zipCodeRestrictionMessage: 'We do not deliver to this zip code yet. You can still browse, or choose pickup.',
  missingImage: null as string | null,
  layoutImagesMobile: true,
  layoutImagesList: true,
  checkoutMessage: null as string | null,
  /** The distributor's time zone: order cut-off times are read in it. */
  timeZone: 'America/New_York',
  /** Pickup at the distributor's will-call counter: its days (Sunday 1 .. Saturday 7), cut-off, lead days and tax. */
  pickupDays: '2,3,4,5,6,7',
  pickupCutoffTime: '16:00',
  pickupLeadDays: 0,
  pickupTaxRate: '0.055',
  pickupLocation: ['Harbor Foodservice Will Call', '18 Marginal Way', 'Portland, ME 04101'] as string[],
  pickupHours: 'Monday to Saturday, 7:00 am to 4:00 pm' as string,
  /** The holiday calendar: no delivery or pickup on the US federal holidays (as observed) nor on these days. */
  usFederalHolidays: true,
  closedDates: [] as string[],
  defaultPageLayout: 'Grid' as PageLayout,
  defaultPageSortBy: 'Description' as PageSort,
  registrationMessage: 'Create an account to order for pickup or home delivery.',
  consumerUseOption: true,
  consumerOptionDefault: false,
  consumerOptionText: 'Send me news and offers by e-mail',
  siteKey: 'altcha',
  creditCardAddressRequired: true,
  creditCardCvvRequired: true,
  creditCardHolderNameRequired: true,
  creditCardPhoneRequired: false,
  creditCardIsTestTransaction: true,
  /**
   * Issue 31: a card paying for an order with catch-weight lines (its total is an estimate) is authorised for the
   * estimate plus this percent (0 to 50, up to 2 decimals) and captured at the invoiced amount.
   */
  catchWeightAllowancePercent: DEFAULT_CATCH_WEIGHT_ALLOWANCE_PERCENT as number,
  /** Issue 32: reminders of a missing usual order go this many hours (1 to 48) before the order cut-off. */
  reminderLeadHours: DEFAULT_REMINDER_LEAD_HOURS as number,
  /** Issue 32: standing orders are placed this many hours (1 to 168) before their delivery date's cut-off. */
  standingOrderLeadHours: DEFAULT_STANDING_ORDER_LEAD_HOURS as number,
  /** Issue 32 fill to par: a shortfall's remainder of at least this share of a unit (0 to 1) rounds up. */
  parRoundUpShare: DEFAULT_PAR_ROUND_UP_SHARE as number,
  /** Spec 3 password options, set by administrators (POST /api/admin/passwordOptions). */
  passwordOptions: DEFAULT_PASSWORD_OPTIONS,
};

export type SiteValues = typeof SITE_DEFAULTS;
export type SiteKey = keyof SiteValues;

/** The creditCardSettings every payment (checkout by card, invoice payment) is checked against. */
export function paymentRulesOf(site: SiteValues): PaymentRules {
  return {
    holderNameRequired: site.creditCardHolderNameRequired,
    addressRequired: site.creditCardAddressRequired,
    phoneRequired: site.creditCardPhoneRequired,
    cvvRequired: site.creditCardCvvRequired,
    isTestTransaction: site.creditCardIsTestTransaction,
  };
}
