import type { ConsumerSettings, LogoName, SessionSettings, SiteSettings, UserDefaults } from '@storefront/contract';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { SiteValues } from './settings.defaults';
import { readSiteValues } from './settings.repository';

/** The site values in force: stored ones over the defaults. */
export function siteValues(ctx: AppContext): Promise<SiteValues> {
  return readSiteValues(ctx.db);
}

export async function guestsAllowed(ctx: AppContext): Promise<boolean> {
  return (await siteValues(ctx)).allowGuest;
}

/** A user's own default layout and sort over the site's (preferences answers it; app.ts hands it in). */
export type OwnDefaultsOf = <T extends UserDefaults>(userId: number, settings: T) => Promise<T>;

/** GET /api/settings. */
export async function sessionSettings(
  ctx: AppContext,
  principal: Principal | null,
  ownDefaultsOf: OwnDefaultsOf,
): Promise<SessionSettings> {
  const settings = toSessionSettings(await siteValues(ctx), principal);
  return principal ? ownDefaultsOf(principal.userId, settings) : settings;
}

/** GET /api/settings/site. */
export async function siteSettings(ctx: AppContext): Promise<SiteSettings> {
  return toSiteSettings(await siteValues(ctx));
}

/** GET /api/settings/consumer. */
export async function consumerSettings(ctx: AppContext): Promise<ConsumerSettings> {
  return toConsumerSettings(await siteValues(ctx));
}

/** GET /api/settings/logoname. */
export async function logoName(ctx: AppContext): Promise<LogoName> {
  return toLogoName(await siteValues(ctx));
}

export function toSiteSettings(v: SiteValues): SiteSettings {
  return {
    allowGuest: v.allowGuest,
    allowConsumer: v.allowConsumer,
    siteKey: v.siteKey,
    alwaysSearchAllProducts: v.alwaysSearchAllProducts,
    siteName: v.siteName,
  };
}

export function toConsumerSettings(v: SiteValues): ConsumerSettings {
  return {
    registrationMessage: v.registrationMessage,
    useOption: v.consumerUseOption,
    optionDefault: v.consumerOptionDefault,
    optionText: v.consumerOptionText,
  };
}

export function toLogoName(v: SiteValues): LogoName {
  return { logoName: v.logoName, siteName: v.siteName };
}

/** Spec 1 §3 session settings for this user; a request without a user gets the Guest session. */
export function toSessionSettings(v: SiteValues, principal: Principal | null): SessionSettings {
  const sessionType = !principal ? 'Guest' : principal.kind === 'consumer' ? 'Consumer' : 'Normal';
  return {
    allowProductTextLines: v.allowProductTextLines && sessionType !== 'Guest',
    allowUserColors: v.allowUserColors,
    canChangePrice: principal?.kind === 'salesperson' && v.salespersonCanChangePrice,
    checkoutRequireDeliveryDate: v.checkoutRequireDeliveryDate,
    hidePricing: sessionType === 'Guest' ? v.guestHidePricing : false,
    imageFit: v.imageFit,
    orderQuantityRoundingFlag: v.orderQuantityRoundingFlag,
    sessionType,
    allowConsumerPickup: v.allowConsumerPickup,
    allowConsumerDelivery: v.allowConsumerDelivery,
    showTotalCaseQuantity: v.showTotalCaseQuantity,
    showTotalItemsQuantity: v.showTotalItemsQuantity,
    showTotalOrderQuantity: v.showTotalOrderQuantity,
    totalOrderQuantityLabel: v.totalOrderQuantityLabel,
    syncPriceByWithSellByUMFlag: v.syncPriceByWithSellByUMFlag,
    defaultDeliveryDateFlag: v.defaultDeliveryDateFlag,
    defaultToStandardOrder: v.defaultToStandardOrder,
    isPunchoutSession: principal?.isPunchout ?? false,
    canViewConfirmation: v.canViewConfirmation,
    canPrintInvoices: v.canPrintInvoices,
    zipCodeRestrictionFlag: v.zipCodeRestrictionFlag,
    zipCodeRestrictionMessage: v.zipCodeRestrictionMessage,
    missingImage: v.missingImage,
    layoutImages: { mobile: v.layoutImagesMobile, list: v.layoutImagesList },
    checkoutMessage: v.checkoutMessage,
    creditCardSettings: {
      addressRequired: v.creditCardAddressRequired,
      ccV2Required: v.creditCardCvvRequired,
      holderNameRequired: v.creditCardHolderNameRequired,
      phoneRequired: v.creditCardPhoneRequired,
      isTestTransaction: v.creditCardIsTestTransaction,
    },
    defaultPageLayout: v.defaultPageLayout,
    defaultPageSortBy: v.defaultPageSortBy,
  };
}
