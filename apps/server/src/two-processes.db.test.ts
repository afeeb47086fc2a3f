import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/database';
import { cartApi, line } from './modules/cart/cart.fixtures';
import { insertTestPrices, insertTestProduct } from './modules/catalogue/product.fixtures';
import { checkoutApi } from './modules/checkout/checkout.fixtures';
import { bumpCacheVersion, PRICES_CACHE } from './platform/cache/cache-versions.repository';
import { type Injector, remoteApp } from './test/remote-app';
import { type ServerProcess, startServer } from './test/server-process';
import { adminQuery, pgUrlOf, TEST_DIALECT, uniqueDatabaseName } from './test/test-database';
import { signInAs, tokenForm } from './test/test-app';

// Issue 29: two server processes on one PostgreSQL database behave as one. One user's calls alternate between them:
// whatever one process writes or decides (sessions, carts, throttles, settings, menu, prices, idempotency, jobs) the
// other sees at once, because none of it lives in a process's memory.

const KEY = 900_291;
const UNKNOWN = 'Demo#2026-wrong';

describe.runIf(TEST_DIALECT === 'postgres')('two processes on one PostgreSQL database', () => {
  const database = uniqueDatabaseName('sf_two_processes');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-two-processes-'));
  let servers: ServerProcess[] = [];
  let a: Injector;
  let b: Injector;
  let direct: Database;

  beforeAll(async () => {
    await adminQuery(`create database ${database}`);
    const env = {
      DATABASE_URL: pgUrlOf(database),
      // One DATA_DIR for both, as on shared storage (images, documents).
      DATA_DIR: dataDir,
      SEED_DEMO_IMAGES: 'false',
      PASSWORD_HASH_COST: '14',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    };
    servers = await Promise.all([startServer({ env }), startServer({ env })]);
    a = remoteApp(servers[0]!.url);
    b = remoteApp(servers[1]!.url);
    direct = openDatabase({ dialect: 'postgres', url: pgUrlOf(database) });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await direct?.close();
    await adminQuery(`drop database if exists ${database} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in on A and serves the token on B; a sign-out on A refuses it on B at once', async () => {
    const headers = await signInAs(a, 'customer');
    expect((await b.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(200);
    expect((await a.inject({ method: 'DELETE', url: '/api/token', headers })).statusCode).toBeLessThan(300);
    expect((await b.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
  });

  it('keeps one cart whichever process writes it', async () => {
    const headers = await signInAs(a, 'customer');
    for (const key of [KEY, KEY + 2]) {
      await insertTestProduct(direct.db, key);
      await insertTestPrices(direct.db, [{ product_key: key, price: '5.000', cost: '3.500' }]);
    }
    await cartApi(a, headers).clear();
    const added = await cartApi(a, headers).add(line(KEY, 2, 'CS', 'LB'));
    expect(added.statusCode, added.body).toBe(200);
    expect((await cartApi(b, headers).add(line(KEY + 2, 1, 'CS', 'LB'))).statusCode).toBe(200);
    const fromA = (await cartApi(a, headers).get()).json<{ lines: { productKey: number }[] }>();
    const fromB = (await cartApi(b, headers).get()).json<{ lines: { productKey: number }[] }>();
    expect(fromA.lines).toEqual(fromB.lines);
    expect(fromA.lines.map((l) => l.productKey).sort()).toEqual([KEY, KEY + 2]);
  });

  it('counts ten wrong passwords split across A and B as ten: the next attempt is throttled on either', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await (i % 2 === 0 ? a : b).inject({
        method: 'POST',
        url: '/api/token',
        ...tokenForm({ grant_type: 'password', client_id: 'ecommerce', username: 'sales', password: UNKNOWN }),
      });
      expect(res.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/token',
        ...tokenForm({ grant_type: 'password', client_id: 'ecommerce', username: 'sales', password: 'Demo#2026' }),
      });
      expect(res.statusCode).toBe(429);
    }
  });

  it('shows a site setting, a menu override and a price changed through A on B within a second', async () => {
    const admin = await signInAs(a, 'admin');
    const customer = await signInAs(b, 'customer');
    const started = Date.now();
    const setting = await a.inject({
      method: 'POST',
      url: '/api/admin/siteSettings',
      headers: admin,
      payload: { checkoutMessage: 'Closed Friday for the holiday.' },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    const hidden = await a.inject({
      method: 'POST',
      url: '/api/admin/menuOverrides',
      headers: admin,
      payload: { entry: 'ProductHistory', audience: 'Customer', hidden: true, locked: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    // A price as the distributor's system writes it: the row and the cache version in one transaction.
    await insertTestProduct(direct.db, KEY + 1);
    const price = () =>
      b.inject({ method: 'POST', url: '/api/product/price', headers: customer, payload: { [KEY + 1]: ['LB'] } });
    await insertTestPrices(direct.db, [{ product_key: KEY + 1, price: '5.000', cost: '3.500' }]);
    expect((await price()).json<Record<number, { LB: { price: string } }>>()[KEY + 1]?.LB.price).toBe('5.000');
    await direct.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('prices')
        .set({ price: '6.250' })
        .where('product_key', '=', KEY + 1)
        .execute();
      await bumpCacheVersion(trx, PRICES_CACHE);
    });

    const settings = await b.inject({ method: 'GET', url: '/api/admin/siteSettings', headers: admin });
    expect(settings.json<{ settings: { checkoutMessage: string | null } }>().settings.checkoutMessage).toBe(
      'Closed Friday for the holiday.',
    );
    const menu = (await b.inject({ method: 'GET', url: '/api/menu', headers: customer })).json<
      { key: string; visible: boolean }[]
    >();
    expect(menu.find((e) => e.key === 'ProductHistory')?.visible).toBe(false);
    expect((await b.inject({ method: 'GET', url: '/api/history/products', headers: customer })).statusCode).toBe(403);
    expect((await price()).json<Record<number, { LB: { price: string } }>>()[KEY + 1]?.LB.price).toBe('6.250');
    expect(Date.now() - started).toBeLessThan(5_000);

    await a.inject({
      method: 'POST',
      url: '/api/admin/menuOverrides',
      headers: admin,
      payload: { entry: 'ProductHistory', audience: 'Customer', hidden: false, locked: false },
    });
  });

  it('makes one order of 20 identical submits split across A and B', async () => {
    const headers = await signInAs(a, 'customer');
    await cartApi(a, headers).clear();
    expect((await cartApi(a, headers).add(line(KEY, 3, 'CS', 'LB'))).statusCode).toBe(200);
    const dates = (await checkoutApi(a, headers).dates()).json<{ earliestDate: string }>();
    const header = await checkoutApi(b, headers).header({ customerPo: 'PO-2P', deliveryDate: dates.earliestDate });
    expect(header.json(), header.body).toMatchObject({ isValid: true });
    const before = await direct.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => checkoutApi(i % 2 === 0 ? a : b, headers).submit({}, key)),
    );
    const numbers = new Set(
      answers.filter((r) => r.statusCode === 200).map((r) => r.json<{ orderNumber: string }>().orderNumber),
    );
    expect(numbers.size, answers.map((r) => `${r.statusCode} ${r.body.slice(0, 80)}`).join('\n')).toBe(1);
    for (const r of answers) expect([200, 409]).toContain(r.statusCode);
    const after = await direct.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
  });

  it('runs an image sync requested on A and on B at once only once', async () => {
    // Pictures for 40 products in the shared source folder: a sync long enough for the second request to meet it.
    const codes = await direct.db
      .selectFrom('products')
      .select('product_code')
      .orderBy('product_key')
      .limit(40)
      .execute();
    const source = path.join(dataDir, 'image-source');
    fs.mkdirSync(source, { recursive: true });
    for (const { product_code } of codes)
      await sharp({ create: { width: 600, height: 480, channels: 3, background: '#c0392b' } })
        .jpeg()
        .toFile(path.join(source, `${product_code}.jpg`));
    const admin = await signInAs(a, 'admin');
    const [fromA, fromB] = await Promise.all([
      a.inject({ method: 'GET', url: '/api/admin/requestImageSync', headers: admin }),
      b.inject({ method: 'GET', url: '/api/admin/requestImageSync', headers: admin }),
    ]);
    const ids = [fromA, fromB].map((r) => r.json<{ jobId?: number }>().jobId);
    expect(ids[0]).toBe(ids[1]);
    let status = '';
    for (let i = 0; i < 200 && status !== 'done'; i += 1) {
      status = (await b.inject({ method: 'GET', url: '/api/admin/imageSync/status', headers: admin })).json<{
        status: string;
      }>().status;
      if (status !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('done');
    const jobs = await sql<{ n: string }>`select count(*) as n from image_sync_jobs`.execute(direct.db);
    expect(Number(jobs.rows[0]?.n)).toBe(1);
  });
});
