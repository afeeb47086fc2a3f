import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectsFrom, statementCounter } from '../../test/statement-counter';
import { createTestApp, createTwinApp, signInAs, TEST_DIALECT, type TestApp } from '../../test/test-app';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';
import { checkoutApi } from './checkout.fixtures';

// Issue 29, the cut-off rush: a rush order's cost is its round trips to the database (each one a socket write and a
// backend wake-up on both sides), so the calls that precede and place an order keep to a fixed, small number of
// statements. Counted as a second process sends them (pg-boss's two job sends and BEGIN/COMMIT pass uncounted).
describe('the statements of an order', () => {
  let t: TestApp;
  let twin: Awaited<ReturnType<typeof createTwinApp>>;
  const statements = statementCounter();
  const customerReads = statementCounter(selectsFrom('customers'));
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await insertCartFixtures(t.database.db);
    // In stock: a short line adds the substitutes' reads (the test of stock notices counts those).
    await t.database.db
      .updateTable('products')
      .set({ on_hand: '100' })
      .where('product_key', 'in', [FX.chicken, FX.napkins])
      .execute();
    twin = await createTwinApp(t, [statements.plugin, customerReads.plugin]);
    headers = await signInAs(twin.app, 'customer');
  });
  afterAll(async () => {
    await twin.close();
    await t.close();
  });

  const counted = async <T>(call: () => Promise<T>): Promise<{ result: T; statements: number }> => {
    statements.reset();
    const result = await call();
    return { result, statements: statements.count() };
  };

  it('header, estimate and submit: the session, the cart and the customer read once each', async () => {
    const cart = cartApi(twin.app, headers);
    const checkout = checkoutApi(twin.app, headers);
    expect((await cart.clear()).statusCode).toBe(204);
    const added = await cart.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] });
    expect(added.statusCode).toBe(200);
    const deliveryDate = (await checkout.dates()).json().earliestDate as string;

    // The session (with the customer's terms), the cart, the ship-to, then one upsert: no transaction.
    const header = await counted(() => checkout.header({ deliveryDate, customerPo: 'PO-STATEMENTS' }));
    expect(header.result.json()).toEqual({ isValid: true, message: '' });
    expect(header.statements).toBe(4);

    // The session, the cart, its lines, the ship-to (units, prices and facts come from the process's caches).
    const estimate = await counted(() => checkout.estimate());
    expect(estimate.result.statusCode).toBe(200);
    expect(estimate.statements).toBe(4);

    // The session; the idempotency key; the cart locked and read in one; its lines, the ship-to and the free stock;
    // the order, its number and lines; the cart's lines and header; the mail; the ERP export's document (the order read
    // back) and row; the answer. On SQLite the job queue's two sends are statements of the app's own too.
    const submit = await counted(() => checkout.submit({ estimatedTotal: estimate.result.json().total }));
    expect(submit.result.json()).toMatchObject({ accepted: true, messages: [] });
    expect(submit.statements).toBe(TEST_DIALECT === 'sqlite' ? 18 : 16);
  });

  it('an add to a cart that exists: on PostgreSQL two statements and no transaction', async () => {
    const cart = cartApi(twin.app, headers);
    expect((await cart.clear()).statusCode).toBe(204);
    // The first add makes the cart (the locked way) and fills the process's caches of the products' units and prices.
    expect(
      (await cart.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 1, 'CS', 'CS')] })).statusCode,
    ).toBe(200);
    // The session; on PostgreSQL the cart with these products' lines, then one conditional write (cart-add.repository.ts);
    // on SQLite the cart's lock, these products' lines and the write, in a transaction.
    const add = await counted(() =>
      cart.addMany({ lines: [line(FX.chicken, 2, 'CS', 'LB'), line(FX.napkins, 1, 'CS', 'CS')] }),
    );
    expect(add.result.json()).toMatchObject({ isSuccess: true, data: { productsAdded: 2 } });
    expect(add.statements).toBe(TEST_DIALECT === 'postgres' ? 3 : 4);
    const lines = (await cart.get()).json<{ lines: { productKey: number; quantity: { value: string } }[] }>().lines;
    expect(lines.map((l) => [l.productKey, Number(l.quantity.value)])).toEqual([
      [FX.chicken, 3],
      [FX.napkins, 2],
    ]);
  });

  it("a short line's submit takes the customer's substitution preference from the session, not the customers table", async () => {
    const cart = cartApi(twin.app, headers);
    const checkout = checkoutApi(twin.app, headers);
    expect((await cart.clear()).statusCode).toBe(204);
    await t.database.db.updateTable('products').set({ on_hand: '0' }).where('product_key', '=', FX.napkins).execute();
    try {
      expect(
        (await cart.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] })).statusCode,
      ).toBe(200);
      const deliveryDate = (await checkout.dates()).json().earliestDate as string;
      expect((await checkout.header({ deliveryDate, customerPo: 'PO-SHORT' })).statusCode).toBe(200);
      const estimate = await checkout.estimate();
      customerReads.reset();
      const submit = await checkout.submit({ estimatedTotal: estimate.json().total });
      // The napkins are short: the stock notice's substitutes asked for the preference.
      expect(JSON.stringify(submit.json())).toMatch(/napkin/i);
      expect(customerReads.count()).toBe(0);
    } finally {
      await t.database.db
        .updateTable('products')
        .set({ on_hand: '100' })
        .where('product_key', '=', FX.napkins)
        .execute();
    }
  });
});
