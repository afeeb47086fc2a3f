import type { Migration } from 'kysely';
import * as identity from './2026-11-22-0001-identity';
import * as catalogue from './2026-11-22-0002-catalogue';
import * as orders from './2026-11-22-0003-orders';
import * as carts from './2026-11-22-0004-carts';
import * as productListImageSync from './2026-11-22-0005-product-list-image-sync';
import * as orderGuides from './2026-11-22-0006-order-guides';
import * as checkout from './2026-11-23-0007-checkout';
import * as signInThrottle from './2026-11-23-0008-sign-in-throttle';
import * as accountsReceivable from './2026-11-23-0010-accounts-receivable';
import * as landingPage from './2026-11-23-0012-landing-page';
import * as selfServiceAccounts from './2026-11-23-0009-self-service-accounts';
import * as siteSettingChanges from './2026-11-23-0013-site-setting-changes';
import * as userThemes from './2026-11-24-0014-user-themes';
import * as shipToMaintenance from './2026-11-24-0015-ship-to-maintenance';
import * as consumerOrderGuides from './2026-11-25-0016-consumer-order-guides';
import * as orderLinePriceDecimals from './2026-11-26-0017-order-line-price-decimals';
import * as idempotencyLease from './2026-11-26-0018-idempotency-lease';
import * as paymentLocks from './2026-11-26-0019-payment-locks';
import * as mailCounters from './2026-11-26-0020-mail-counters';
import * as punchout from './2026-11-26-0021-punchout';
import * as jobs from './2026-11-27-0022-jobs';
import * as erpExchange from './2026-11-27-0023-erp-exchange';
import * as catchWeightSubstitutions from './2026-11-27-0024-catch-weight-substitutions';
import * as orderGuidePars from './2026-11-28-0025-order-guide-pars';
import * as orderEdits from './2026-11-28-0026-order-edits';
import * as standingOrders from './2026-11-28-0027-standing-orders';
import * as orderReminders from './2026-11-28-0028-order-reminders';
import * as creditRequests from './2026-11-29-0031-credit-requests';
import * as erpOrderRevisions from './2026-11-29-0030-erp-order-revisions';
import * as productViews from './2026-11-29-0032-product-views';
import * as openOrderStock from './2026-11-30-0033-open-order-stock';
import * as openOrderLines from './2026-11-30-0034-open-order-lines';
import * as orderLinesIndex from './2026-11-30-0035-order-lines-index';
import * as cartWriteCount from './2026-11-30-0036-cart-write-count';

/** Every migration, in order. Landed migrations are frozen: add a new file instead of editing one. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-identity': identity,
  '2026-11-22-0002-catalogue': catalogue,
  '2026-11-22-0003-orders': orders,
  '2026-11-22-0004-carts': carts,
  '2026-11-22-0005-product-list-image-sync': productListImageSync,
  '2026-11-22-0006-order-guides': orderGuides,
  '2026-11-23-0007-checkout': checkout,
  '2026-11-23-0008-sign-in-throttle': signInThrottle,
  '2026-11-23-0010-accounts-receivable': accountsReceivable,
  '2026-11-23-0012-landing-page': landingPage,
  '2026-11-23-0009-self-service-accounts': selfServiceAccounts,
  '2026-11-23-0013-site-setting-changes': siteSettingChanges,
  '2026-11-24-0014-user-themes': userThemes,
  '2026-11-24-0015-ship-to-maintenance': shipToMaintenance,
  '2026-11-25-0016-consumer-order-guides': consumerOrderGuides,
  '2026-11-26-0017-order-line-price-decimals': orderLinePriceDecimals,
  '2026-11-26-0018-idempotency-lease': idempotencyLease,
  '2026-11-26-0019-payment-locks': paymentLocks,
  '2026-11-26-0020-mail-counters': mailCounters,
  '2026-11-26-0021-punchout': punchout,
  '2026-11-27-0022-jobs': jobs,
  '2026-11-27-0023-erp-exchange': erpExchange,
  '2026-11-27-0024-catch-weight-substitutions': catchWeightSubstitutions,
  '2026-11-28-0025-order-guide-pars': orderGuidePars,
  '2026-11-28-0026-order-edits': orderEdits,
  '2026-11-28-0027-standing-orders': standingOrders,
  '2026-11-28-0028-order-reminders': orderReminders,
  '2026-11-29-0030-erp-order-revisions': erpOrderRevisions,
  '2026-11-29-0031-credit-requests': creditRequests,
  '2026-11-29-0032-product-views': productViews,
  '2026-11-30-0033-open-order-stock': openOrderStock,
  '2026-11-30-0034-open-order-lines': openOrderLines,
  '2026-11-30-0035-order-lines-index': orderLinesIndex,
  '2026-11-30-0036-cart-write-count': cartWriteCount,
};
