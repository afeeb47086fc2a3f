import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BUSY } from '../../platform/pdf/render-pool';
import { addCatalogueCopies } from '../../test/large-catalogue';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

// Issue 26 item 1: reports are drawn in worker threads, so a user printing whole-catalogue price lists does not stall
// everyone else, and one user cannot take every worker. 4,000 more products make each price list about 100 pages.
const EXTRA_PRODUCTS = 4_000;
const PING_EVERY_MS = 25;

describe('whole-catalogue reports on a large catalogue', () => {
  let t: TestApp;
  let users: Record<string, string>[];
  beforeAll(async () => {
    t = await createTestApp({ PDF_WORKERS: '1' });
    await addCatalogueCopies(t.database.db, EXTRA_PRODUCTS);
    users = [
      await signInAs(t.app, 'customer'),
      await signInAs(t.app, 'admin'),
      await signInAs(t.app, 'consumer@example.com'),
    ];
  }, 120_000);
  afterAll(() => t.close());

  const priceList = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/reports/pricelist', headers, payload: { allProducts: true } });

  it('keeps other calls answering (ping p95 well under a rendering) while three users print whole-catalogue price lists', async () => {
    let done = false;
    const reports = Promise.all(users.map(priceList)).finally(() => {
      done = true;
    });
    // Pings on a fixed schedule, each timed from when it was due: a blocked event loop shows as the delay it caused.
    const latencies: Promise<number>[] = [];
    const start = performance.now();
    for (let k = 0; !done; k += 1) {
      const due = start + k * PING_EVERY_MS;
      await sleep(Math.max(0, due - performance.now()));
      latencies.push(
        t.app
          .inject({ method: 'GET', url: '/api/ping' })
          .then((res) => (res.statusCode === 200 ? performance.now() - due : Infinity)),
      );
    }
    const answers = await reports;
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const sorted = (await Promise.all(latencies)).sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Infinity;
    // The 100 ms p95 budget is measured by `npm run bench` on a quiet machine. Here, beside other suites on a 2-core
    // machine, the test holds what a stall cannot hide: drawn on the event loop, most pings fall due while a list is
    // being drawn and wait for it (median in the hundreds of ms, and few pings at all: 9 in 2 s on the old code);
    // drawn in a worker, half the pings answer within milliseconds whatever the load.
    expect(sorted.length).toBeGreaterThan(20);
    expect(at(0.5)).toBeLessThan(50);
    expect(at(0.95)).toBeLessThan(1_000);
  }, 120_000);

  it("refuses a user's third report in hand with 503 and Retry-After, and another user is still served", async () => {
    const [customer, admin] = users as [Record<string, string>, Record<string, string>];
    const mine = await Promise.all([
      priceList(customer),
      priceList(customer),
      priceList(customer),
      priceList(customer),
    ]);
    const refused = mine.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(mine.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    for (const res of refused) {
      expect(res.json()).toEqual({ errorCode: 503, errorReason: PDF_BUSY });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect((await priceList(admin)).statusCode).toBe(200);
  }, 120_000);
});
