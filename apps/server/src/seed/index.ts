import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { isoDateOf } from '../platform/time/iso-date';
import { seedAccountsReceivable } from './ar.seed';
import { seedCatalogue } from './catalogue.seed';
import { seedCheckoutTerms } from './checkout-terms.seed';
import { seedCreditPolicy, seedCreditRequests } from './credit-requests.seed';
import { seedFreshDelivery } from './fresh-delivery.seed';
import { seedIdentity } from './identity.seed';
import { seedLandingPage } from './landing.seed';
import { writeLogo } from './logo.seed';
import { seedOrderGuides } from './order-guides.seed';
import { seedPunchoutBuyers } from './punchout.seed';
import { seedSalespersonDay } from './salesperson-day.seed';
import { seedStandingOrders } from './standing-orders.seed';

/** Demo data for the embedded mode; each part skips itself when already present. */
export async function seedDemoData(db: Kysely<DB>, config: Config, now = Date.now()): Promise<void> {
  writeLogo(config.imagesDir);
  await seedIdentity(db, now, config.passwordHashCost);
  await seedCatalogue(db, config, now);
  await seedOrderGuides(db, now);
  await seedStandingOrders(db, now);
  await seedSalespersonDay(db, now);
  await seedCheckoutTerms(db);
  await seedAccountsReceivable(db, isoDateOf(now), now);
  await seedCreditPolicy(db, now);
  await seedCreditRequests(db, now);
  await seedFreshDelivery(db, now);
  await seedLandingPage(db, config.imagesDir, now);
  await seedPunchoutBuyers(db, now, config.passwordHashCost);
}
