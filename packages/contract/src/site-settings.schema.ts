import { z } from 'zod/mini';
import {
  isCalendarDate,
  MAX_CATCH_WEIGHT_ALLOWANCE_PERCENT,
  MAX_REMINDER_LEAD_HOURS,
  MAX_STANDING_ORDER_LEAD_HOURS,
  MENU_ENTRIES,
  ROUNDING_FLAGS,
  USER_TYPES,
} from '@storefront/domain';

/** A whole percent or one with up to 2 decimals (12.5, 7.25), as JSON writes it. */
const percentWithTwoDecimals = (n: number) => /^\d+(\.\d{1,2})?$/.test(String(n));
/** 0, 1, or a share with up to 2 decimals (0.5, 0.25), as JSON writes it. */
const shareWithTwoDecimals = (n: number) => /^[01](\.\d{1,2})?$/.test(String(n));

/** The site settings an administrator changes on /admin (Site Settings); the rest stay with the deployment. */
export const EditableSiteSettings = z.object({
  allowGuest: z.boolean(),
  allowConsumer: z.boolean(),
  allowConsumerPickup: z.boolean(),
  allowConsumerDelivery: z.boolean(),
  guestHidePricing: z.boolean(),
  defaultToStandardOrder: z.boolean(),
  checkoutMessage: z.nullable(z.string().check(z.trim(), z.maxLength(500))),
  zipCodeRestrictionFlag: z.boolean(),
  zipCodeRestrictionMessage: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  orderQuantityRoundingFlag: z.enum(ROUNDING_FLAGS),
  creditCardAddressRequired: z.boolean(),
  creditCardCvvRequired: z.boolean(),
  creditCardHolderNameRequired: z.boolean(),
  creditCardPhoneRequired: z.boolean(),
  /** Issue 31: a card paying for an estimated (catch-weight) order is authorised for the estimate plus this percent. */
  catchWeightAllowancePercent: z
    .number()
    .check(
      z.minimum(0),
      z.maximum(MAX_CATCH_WEIGHT_ALLOWANCE_PERCENT),
      z.refine(percentWithTwoDecimals, 'must be a percent with at most 2 decimals'),
    ),
  /** Issue 32: a reminder of a customer's missing usual order goes this many whole hours before the cut-off. */
  reminderLeadHours: z.int().check(z.minimum(1), z.maximum(MAX_REMINDER_LEAD_HOURS)),
  /** Issue 32: standing orders become orders this many whole hours before their delivery date's cut-off. */
  standingOrderLeadHours: z.int().check(z.minimum(1), z.maximum(MAX_STANDING_ORDER_LEAD_HOURS)),
  /** Issue 32 fill to par: a shortfall's part of a unit at least this share (0 to 1, 2 decimals) orders one more. */
  parRoundUpShare: z
    .number()
    .check(
      z.minimum(0),
      z.maximum(1),
      z.refine(shareWithTwoDecimals, 'must be a share 0 to 1 with at most 2 decimals'),
    ),
  /** The holiday calendar (issue 25 item 8): delivery and pickup dates skip the US federal holidays and these days. */
  usFederalHolidays: z.boolean(),
  closedDates: z.array(z.string().check(z.refine(isCalendarDate, 'must be a date YYYY-MM-DD'))).check(z.maxLength(100)),
  /** When the will-call counter is open, shown with its address at checkout. */
  pickupHours: z.string().check(z.trim(), z.maxLength(200)),
});
export type EditableSiteSettings = z.infer<typeof EditableSiteSettings>;
export type EditableSiteKey = keyof EditableSiteSettings;

/** POST /api/admin/siteSettings: only the settings that change; unknown keys are refused. */
export const SiteSettingsUpdate = z
  .strictObject(z.partial(EditableSiteSettings).shape)
  .check(z.refine((u) => Object.keys(u).length > 0, 'Nothing to change'));
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdate>;

/** One line of the audit log: who changed which setting when, from what to what (JSON text). */
export const SiteSettingChange = z.object({
  key: z.string(),
  oldValue: z.nullable(z.string()),
  newValue: z.string(),
  changedBy: z.string(),
  changedAt: z.int(),
});

/** GET /api/admin/siteSettings: the values in force and the latest changes, newest first. */
export const SiteSettingsAdminView = z.object({ settings: EditableSiteSettings, changes: z.array(SiteSettingChange) });
export type SiteSettingsAdminView = z.infer<typeof SiteSettingsAdminView>;

export const SITE_SETTINGS_SAVED = 'Site settings saved.';

/** GET/POST /api/admin/defaultPageLayout (spec 3 §3: admin values 0 Grid, 1 List, 2 QuickEntry). */
export const GlobalPageLayout = z.strictObject({ defaultPageLayout: z.int().check(z.minimum(0), z.maximum(2)) });
export type GlobalPageLayout = z.infer<typeof GlobalPageLayout>;

/** GET/POST /api/admin/defaultPageSortBy (spec 3 §3: admin values 0 Description, 1 Sequence, 2 ProductCode, 3 Brand). */
export const GlobalPageSort = z.strictObject({ defaultPageSortBy: z.int().check(z.minimum(0), z.maximum(3)) });
export type GlobalPageSort = z.infer<typeof GlobalPageSort>;

/** One menu entry's administrator setting for one user type: hidden removes the entry and its route, locked shows it disabled. */
export const MenuEntryOverride = z.strictObject({
  entry: z.enum(MENU_ENTRIES),
  audience: z.enum(USER_TYPES),
  hidden: z.boolean(),
  locked: z.boolean(),
});
export type MenuEntryOverride = z.infer<typeof MenuEntryOverride>;

/** GET/POST /api/admin/menuOverrides: the entries an administrator hid or locked, per user type. */
export const MenuEntryOverrides = z.object({ overrides: z.array(MenuEntryOverride) });
export type MenuEntryOverrides = z.infer<typeof MenuEntryOverrides>;

export const MENU_ENTRY_SAVED = 'Menu entry saved.';
export const ADMIN_PANEL_LOCKED_OUT = 'The admin page cannot be hidden or locked: administrators would lose it.';
