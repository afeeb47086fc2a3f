import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, TEST_DIALECT, type TestApp } from '../../test/test-app';
import { BULK_COUNT, cartApi, FX, insertCartFixtures, line } from './cart.fixtures';
import { customerIds } from '../../test/demo-ids';

const bulkLines = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => line(FX.bulkFirst + ((offset + i) % BULK_COUNT), 1, 'EA', 'EA'));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
}

describe('cart at scale', () => {
  let t: TestApp;
  let small: ReturnType<typeof cartApi>;
  let large: ReturnType<typeof cartApi>;

  beforeAll(async () => {
    t = await createTestApp();
    await insertCartFixtures(t.database.db);
    const ids = await customerIds(t.database.db);
    const sales = await signInAs(t.app, 'sales');
    small = cartApi(t.app, { ...sales, 'x-customer-key': String(ids.MAPLEC) });
    large = cartApi(t.app, { ...sales, 'x-customer-key': String(ids.NORTAV) });
  });
  afterAll(() => t.close());

  it('adds 500 lines in one call', async () => {
    const times: number[] = [];
    for (let run = 0; run < 6; run += 1) {
      await large.clear();
      const [res, ms] = await timed(() => large.addMany({ lines: bulkLines(500, run) }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.productsAdded).toBe(500);
      times.push(ms);
    }
    const cart = (await large.get()).json();
    expect(cart.totals).toMatchObject({ lineCount: 500, lineTotal: '500.00', totalItemsQuantity: '500.00' });
    // Adding the same 500 again merges every one of them (the batched UPDATE path).
    const [again, mergeMs] = await timed(() => large.addMany({ lines: bulkLines(500, 5) }));
    expect(again.statusCode).toBe(200);
    expect((await large.get()).json().totals).toMatchObject({ lineCount: 500, lineTotal: '1000.00' });
    console.log(
      `[cart timing ${TEST_DIALECT}] add 500 lines: p95 ${percentile(times, 95).toFixed(0)} ms, median ${percentile(times, 50).toFixed(0)} ms; merge 500 into 500: ${mergeMs.toFixed(0)} ms`,
    );
  });

  it('changes one line at a cost that does not grow with the cart', async () => {
    await small.clear();
    await large.clear();
    await small.addMany({ lines: bulkLines(50) });
    await large.addMany({ lines: bulkLines(500) });
    const lineAt25 = async (api: typeof small) => (await api.get()).json().lines[25].id as number;
    const measure = async (api: typeof small, id: number, productKey: number) => {
      const times: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const [res, ms] = await timed(() => api.update(id, line(productKey, (i % 9) + 1, 'EA', 'EA')));
        expect(res.statusCode).toBe(200);
        if (i >= 5) times.push(ms);
      }
      return percentile(times, 50);
    };
    const key = FX.bulkFirst + 25;
    const at50 = await measure(small, await lineAt25(small), key);
    const at500 = await measure(large, await lineAt25(large), key);
    console.log(
      `[cart timing ${TEST_DIALECT}] change one line: median ${at50.toFixed(2)} ms at 50 lines, ${at500.toFixed(2)} ms at 500 lines (ratio ${(at500 / at50).toFixed(2)})`,
    );
  });
});
