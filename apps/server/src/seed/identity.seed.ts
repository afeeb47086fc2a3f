import { defined } from '@storefront/domain';
import type { Kysely } from 'kysely';
import { hashPassword } from '../platform/auth/password-hash';
import type { DB } from '../db/schema';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_USERS, SALES_CUSTOMERS } from './demo-accounts';

const STREETS = [
  'Commercial St',
  'Fore St',
  'Exchange St',
  'Congress St',
  'Middle St',
  'Marginal Way',
  'Forest Ave',
  'Brighton Ave',
];

/** Customers with ship-tos, the demo users, the salesperson's customers, the consumer's address and zip zones. */
export async function seedIdentity(db: Kysely<DB>, now: number, passwordHashCost: number): Promise<void> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return;

  await db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    for (const [i, c] of DEMO_CUSTOMERS.entries()) {
      const row = await trx
        .insertInto('customers')
        .values({
          customer_code: c.code,
          name: c.name,
          address1: `${100 + i * 17} ${STREETS[i % STREETS.length]}`,
          city: c.city,
          state: c.state,
          zip: c.zip,
          phone: `(207) 555-01${String(10 + i).padStart(2, '0')}`,
          default_shipto_code: 'MAIN',
          default_po: c.defaultPO,
          required_po: c.requiredPO ? 1 : 0,
          price_level: c.priceLevel,
          credit_limit: 5000 + i * 2500,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(c.code, row.id);
      // Every customer has a main ship-to; the first three have more locations.
      const shipTos: { code: string; name: string; days: string }[] = [{ code: 'MAIN', name: c.name, days: '2,4,6' }];
      if (i < 3) shipTos.push({ code: 'DOWNTN', name: `${c.name} - Downtown`, days: '2,3,4,5,6' });
      if (i === 0) shipTos.push({ code: 'COMMIS', name: `${c.name} - Commissary`, days: '3,5' });
      for (const [j, s] of shipTos.entries()) {
        await trx
          .insertInto('ship_tos')
          .values({
            customer_id: row.id,
            code: s.code,
            display: s.code === 'MAIN' ? 'Main' : s.code === 'DOWNTN' ? 'Downtown' : 'Commissary',
            is_primary: j === 0 ? 1 : 0,
            name: s.name.slice(0, 40),
            address1: `${200 + i * 13 + j * 7} ${STREETS[(i + j + 3) % STREETS.length]}`,
            city: c.city,
            state: c.state,
            zip: c.zip,
            delivery_days: s.days,
            cutoff_time: '15:00',
            lead_days: 1,
          })
          .execute();
      }
    }

    // The demo accounts share one known password: one hash (~0.4 s at N=2^17) serves them all.
    const demoHash = await hashPassword(DEMO_PASSWORD, passwordHashCost);
    for (const u of DEMO_USERS) {
      const user = await trx
        .insertInto('users')
        .values({
          username: u.username,
          email: u.email,
          name: u.name,
          password_hash: demoHash,
          kind: u.kind,
          is_admin: u.isAdmin ? 1 : 0,
          customer_id: u.customerCode ? defined(ids.get(u.customerCode), `customer ${u.customerCode}`) : null,
          created_at: now,
          password_changed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (u.kind === 'salesperson') {
        await trx
          .insertInto('salesperson_customers')
          .values(
            SALES_CUSTOMERS.map((code) => ({
              user_id: user.id,
              customer_id: defined(ids.get(code), `customer ${code}`),
            })),
          )
          .execute();
      }
      if (u.kind === 'consumer') {
        await trx
          .insertInto('delivery_addresses')
          .values({
            user_id: user.id,
            is_primary: 1,
            display: 'Home',
            name: u.name,
            address1: '42 Ocean Ave',
            city: 'Portland',
            state: 'ME',
            zip: '04103',
            county: 'Cumberland',
            phone: '(207) 555-0199',
            created_at: now,
          })
          .execute();
      }
    }

    await trx
      .insertInto('zip_zones')
      .values([
        { zip: '04101', deliverable: 1, minimum_order_amount: 0, delivery_days: '2,4,6' },
        { zip: '04102', deliverable: 1, minimum_order_amount: 0, delivery_days: '2,4,6' },
        { zip: '04103', deliverable: 1, minimum_order_amount: 35, delivery_days: '3,6' },
        { zip: '04106', deliverable: 1, minimum_order_amount: 50, delivery_days: '3,6' },
        { zip: '04092', deliverable: 0, minimum_order_amount: 0, delivery_days: '' },
      ])
      .execute();
  });
}
