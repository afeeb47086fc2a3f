/**
 * Creates a large catalogue database for load tests:
 *   npx tsx bench/src/generate-catalogue.ts --products 100000 --customers 500 --data-dir bench/.data-large
 * SQLite under the data dir by default; PostgreSQL when DATABASE_URL is set. Migrates,
 * seeds the demo identities (so the demo users can sign in), then the generated
 * customers, catalogue, exclusions, the checkout bench's users (bench01..bench20, one
 * generated customer each), orders and each customer's Standard order guide, and
 * prints how long each part took.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database';
import { writeCatalogue, writeExcludedCategories, writeOrders } from '../../apps/server/src/seed/catalogue-writer';
import { CATEGORIES } from '../../apps/server/src/seed/catalogue-data';
import { orderCustomers, seedMoreCustomers } from '../../apps/server/src/seed/customer-generator';
import { seedIdentity } from '../../apps/server/src/seed/identity.seed';
import { generateLongLedger } from '../../apps/server/src/seed/ar-generator';
import { writeArItems } from '../../apps/server/src/seed/ar.seed';
import { writeLogo } from '../../apps/server/src/seed/logo.seed';
import { writeStandardGuides } from '../../apps/server/src/seed/order-guide-writer';
import { generateOrders } from '../../apps/server/src/seed/order-generator';
import { createRng } from '../../apps/server/src/seed/prng';
import { writeScanDocuments } from '../../apps/server/src/seed/scan-documents.seed';
import { bumpCacheVersion, CATALOGUE_CACHE, PRICES_CACHE } from '../../apps/server/src/platform/cache/cache-versions.repository';
import { isoDateOf } from '../../apps/server/src/platform/time/iso-date';
import { writeBenchUsers } from './bench-users.repository';
import { ACCOUNT_DETAIL_ROWS } from './account-scenarios';
import { preparePostgresDatabase } from './postgres-database';

/** Orders of the history benchmark's one customer (lines 3 to 37 each, about 20 on average: 100,000 lines). */
const HISTORY_ORDERS = 5_000;

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '500' },
    'price-levels': { type: 'string', default: '5' },
    'data-dir': { type: 'string', default: 'bench/.data-large' },
    seed: { type: 'string', default: '2026' },
    reset: { type: 'boolean', default: false },
  },
});

const products = Number(args.products);
const customerCount = Number(args.customers);
if (!Number.isInteger(products) || products < 1 || !Number.isInteger(customerCount) || customerCount < 1) {
  console.error('--products and --customers must be whole numbers above 0');
  process.exit(2);
}

const dataDir = path.resolve(args['data-dir']!);
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
if (args.reset && config.database.dialect === 'sqlite') {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(config.database.file + suffix, { force: true });
  fs.rmSync(config.documentsDir, { recursive: true, force: true });
}
if (config.database.dialect === 'postgres') await preparePostgresDatabase(config.database.url, args.reset ?? false);

const started = performance.now();
let lap = started;
const step = (what: string) => {
  const at = performance.now();
  console.log(`${what.padEnd(36)} ${((at - lap) / 1000).toFixed(1).padStart(6)} s`);
  lap = at;
};

const database = openDatabase(config.database);
const { db } = database;
try {
  await migrateToLatest(db);
  if (await db.selectFrom('products').select('product_key').limit(1).executeTakeFirst()) {
    console.error(`${config.database.dialect === 'sqlite' ? config.database.file : 'The database'} already has products; pass --reset to start over.`);
    process.exit(1);
  }
  step('migrate');
  const now = Date.now();
  const today = isoDateOf(now);
  writeLogo(config.imagesDir);
  await seedIdentity(db, now, config.passwordHashCost);
  step('demo identities');

  const result = await db.transaction().execute(async (trx) => {
    const demoCustomerIds = new Set((await trx.selectFrom('customers').select('id').execute()).map((c) => c.id));
    const customerIds = await seedMoreCustomers(trx, customerCount);
    step(`customers (${customerIds.length})`);
    const written = await writeCatalogue(trx, {
      products,
      today,
      now,
      seed: Number(args.seed),
      priceLevels: Number(args['price-levels']),
      contractCustomerIds: customerIds,
    });
    step(`catalogue (${written.products} products)`);
    const rng = createRng(Number(args.seed) + 1);
    // One customer in ten buys some categories elsewhere.
    const exclusions = customerIds.filter(() => rng.chance(0.1)).flatMap((customerId) => [{ customerId, categoryCode: rng.pick(CATEGORIES).code }]);
    await writeExcludedCategories(trx, exclusions);
    step(`exclusions (${exclusions.length})`);
    const generatedIds = customerIds.filter((id) => !demoCustomerIds.has(id));
    const benchUsers = await writeBenchUsers(trx, generatedIds, new Set(exclusions.map((e) => e.customerId)), now);
    step(`bench users (${benchUsers})`);
    const generatedOrders = generateOrders(await orderCustomers(trx), written.orderProducts, { today, now, openPerCustomer: 1, historyPerCustomer: 4 });
    const orders = await writeOrders(trx, generatedOrders);
    step(`orders (${orders})`);
    // The history benchmark's customer (the demo 'customer' user's): 5,000 orders of about 20 lines, 100,000 lines in all.
    const bayside = await trx.selectFrom('customers').select('id').where('customer_code', '=', 'BAYBIS').executeTakeFirstOrThrow();
    const historyCustomer = (await orderCustomers(trx)).filter((c) => c.id === bayside.id);
    const historyOrders = await writeOrders(
      trx,
      generateOrders(historyCustomer, written.orderProducts, { today, now, openPerCustomer: 0, historyPerCustomer: HISTORY_ORDERS, historyDays: 365, maxLines: 37, firstNumber: 5_000_001 }),
    );
    step(`history orders of BAYBIS (${historyOrders})`);
    const guides = await writeStandardGuides(trx, now);
    step(`Standard order guides (${guides})`);
    // The bench's customer (Bayside Bistro) has three years of A/R: the account detail scenario reads all of it.
    await trx.deleteFrom('ar_items').where('customer_id', '=', bayside.id).execute();
    await writeArItems(trx, bayside.id, generateLongLedger(ACCOUNT_DETAIL_ROWS, today), now);
    step(`A/R ledger (${ACCOUNT_DETAIL_ROWS} rows)`);
    await bumpCacheVersion(trx, CATALOGUE_CACHE);
    await bumpCacheVersion(trx, PRICES_CACHE);
    return { ...written, orders, exclusions: exclusions.length };
  });
  step('commit');
  const documents = await writeScanDocuments(db, config.documentsDir);
  step(`scan documents (${documents})`);
  // Fresh statistics, as a database that has lived a while would have: plans for 100,000 rows, not for none.
  await sql`analyze`.execute(db);
  step('analyze');

  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${result.products} products, ${result.units} units, ${result.prices} prices, ${result.pushProducts} push products, ` +
      `${customerCount} customers, ${result.orders} orders, ${documents} documents in ${total} s ` +
      `(${config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL'}).`,
  );
  console.log('Images are not generated here: drop files named after product codes into IMAGE_SOURCE_DIR and request an image sync.');
} finally {
  await database.close();
}
