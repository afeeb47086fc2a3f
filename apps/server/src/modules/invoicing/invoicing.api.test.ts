import fs from 'node:fs';
import path from 'node:path';
import type {
  AccountDetailRow,
  AdminOrderView,
  DocumentResult,
  HistoryOrderPage,
  OpenArItem,
  OrderView,
  PaymentResult,
  ProductHistoryPage,
} from '@storefront/contract';
import { addIsoDays } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { GatewayUnavailableError, PAYMENT_SERVICE_UNAVAILABLE } from '../../platform/payments/payment-gateway';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { accountApi } from '../account/account.fixtures';
import { cartApi, FX, insertCartFixtures, line } from '../cart/cart.fixtures';
import { cardPayment, checkoutApi, MONDAY_9AM } from '../checkout/checkout.fixtures';
import { byCard, paymentApi } from '../invoice-payments/invoice-payments.fixtures';
import { insertInvoicingFixtures, invoicingApi, IX, placeOrder, setPreference } from './invoicing.fixtures';

/** Monday 23 November 2026 in the distributor's time zone: the invoices' date. */
const TODAY = '2026-11-23';

describe('invoicing an order at what shipped (catch weight and substitutions)', () => {
  let t: TestApp;
  let admin: ReturnType<typeof invoicingApi>;
  let customer: Record<string, string>;

  const orderRow = (orderNumber: string) =>
    t.database.db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  const arItemsOf = (orderNumber: string) =>
    t.database.db.selectFrom('ar_items').selectAll().where('order_number', '=', orderNumber).execute();
  const digits = (orderNumber: string) => orderNumber.replace(/\D/g, '');

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.now = MONDAY_9AM;
    await insertCartFixtures(t.database.db);
    await insertInvoicingFixtures(t.database.db);
    await t.database.db.updateTable('products').set({ is_taxable: 1 }).where('product_key', '=', FX.napkins).execute();
    admin = invoicingApi(t.app, await signInAs(t.app, 'admin'));
    customer = await signInAs(t.app, 'customer');
  });
  afterAll(() => t.close());

  it('orders salmon at its estimate, invoices its actual weight, bills and charges the actual amount', async () => {
    const orderNumber = await placeOrder(t);
    const invoiceNumber = `IN${digits(orderNumber)}`;

    // The buyer's order: 1 CS estimated at 28 LB x 8.49 = 237.72, 2 CS napkins 30.00 (tax 1.65): 269.37, an estimate.
    const placed = (await checkoutApi(t.app, customer).order(orderNumber)).json<OrderView>();
    expect(placed).toMatchObject({ total: '269.37', tax: '1.65', isEstimate: true, invoice: null, status: 'Open' });
    expect(placed.lines[0]).toMatchObject({ estimatedWeight: '28.00', extension: '237.72', actualWeight: null });

    const view = await admin.order(orderNumber);
    expect(view.statusCode).toBe(200);
    expect(view.json<AdminOrderView>()).toMatchObject({
      order: { orderNumber, total: '269.37' },
      customerName: 'Bayside Bistro',
      substitutionPreference: 'ask',
      lines: [
        { lineNumber: 1, isCatchWeight: true, noSubstitutes: false, substitutes: [] },
        { lineNumber: 2, isCatchWeight: false, noSubstitutes: false, substitutes: [] },
      ],
    });

    // Order history keeps its searches: before the invoice, no invoiced order matches.
    const history = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/history/orders?search=${query}`, headers: customer });
    expect((await history(`${orderNumber}%20invoiced`)).json<HistoryOrderPage>().total).toBe(0);

    // Weighed on the dock at 27.4 LB: 232.63; napkins left out ship in full.
    const res = await admin.invoice(orderNumber, {
      lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: '27.4' }],
    });
    expect(res.statusCode).toBe(200);
    const invoiced = res.json<OrderView>();
    expect(invoiced).toMatchObject({
      status: 'Invoiced',
      total: '269.37',
      invoice: { invoiceNumber, invoiceDate: TODAY, lineTotal: '262.63', tax: '1.65', total: '264.28' },
    });
    expect(
      invoiced.lines.map((l) => [l.shippedQuantity, l.actualWeight, l.invoicedExtension, l.shippedProduct]),
    ).toEqual([
      ['1.00', '27.40', '232.63', null],
      ['2.00', null, '30.00', null],
    ]);

    // The A/R item is the actual amount, due after Bayside's terms.
    const terms = (
      await t.database.db
        .selectFrom('customers')
        .select('terms_days')
        .where('customer_code', '=', 'BAYBIS')
        .executeTakeFirstOrThrow()
    ).terms_days;
    const account = accountApi(t.app, customer);
    const open = (await account.openAr()).json<OpenArItem[]>().find((i) => i.arCode === invoiceNumber);
    expect(open).toMatchObject({
      type: 'Invoice',
      invoiceNumber,
      reference: invoiceNumber,
      invoiceDate: TODAY,
      dueDate: addIsoDays(TODAY, terms),
      po_number: 'PO-CW',
      initial: '264.28',
      balance: '264.28',
    });
    // Account Details: the actual amount, and the order's estimate beside it; items other than invoices carry none.
    const rows = (await account.detail()).json<{ rows: AccountDetailRow[] }>().rows;
    expect(rows.find((r) => r.arCode === invoiceNumber)).toMatchObject({
      orderNumber,
      initial: '264.28',
      estimate: '269.37',
    });
    expect(rows.filter((r) => r.recordType !== 1).every((r) => r.estimate === null)).toBe(true);

    // Order History: the order's estimate and the invoiced total; the search now finds it invoiced.
    const found = (await history(`${orderNumber}%20invoiced`)).json<HistoryOrderPage>();
    expect(found.orders).toEqual([
      expect.objectContaining({
        orderNumber,
        status: 'Invoiced',
        total: '269.37',
        estimatedTotal: '269.37',
        invoicedTotal: '264.28',
        invoice: true,
      }),
    ]);
    // Product History: the line's estimate beside its actual weight and amount.
    const products = (
      await t.app.inject({ method: 'GET', url: `/api/history/products?search=${orderNumber}`, headers: customer })
    ).json<ProductHistoryPage>();
    const byCode = new Map(products.lines.map((l) => [l.productCode, l]));
    expect(byCode.get(`T${IX.salmon}`)).toMatchObject({
      quantity: '1.00',
      price: '8.490',
      estimatedWeight: '28.00',
      estimatedExtension: '237.72',
      shippedQuantity: '1.00',
      actualWeight: '27.40',
      invoicedExtension: '232.63',
    });
    expect(byCode.get(`T${FX.napkins}`)).toMatchObject({
      estimatedWeight: null,
      estimatedExtension: null,
      shippedQuantity: '2.00',
      actualWeight: null,
      invoicedExtension: '30.00',
    });

    // The invoice PDF: what shipped and weighed, the amounts invoiced, and the estimate beside them.
    const link = (
      await t.app.inject({ method: 'GET', url: `/api/documents/order/${orderNumber}/invoice`, headers: customer })
    ).json<DocumentResult>();
    expect(link.isError).toBe(false);
    const pdf = await t.app.inject({ method: 'GET', url: `/doc/${link.id}` });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      `Invoice ${invoiceNumber}`,
      'Shipped',
      '27.40 LB',
      '$232.63',
      'Estimated 28.00 LB',
      'Estimated $237.72',
      '$262.63',
      '$264.28',
      'Estimated total as ordered',
      '$269.37',
    ])
      expect(text).toContain(expected);

    // Paying it charges the actual amount, and settles it.
    const pay = paymentApi(t.app, customer);
    const paid = (await pay.pay(byCard('264.28', [{ arCode: invoiceNumber, amount: '264.28' }]))).json<PaymentResult>();
    expect(paid).toMatchObject({ isSuccess: true, errorReason: '' });
    const charge = await t.database.db
      .selectFrom('gateway_charges')
      .select(['amount', 'status'])
      .where('transaction_id', '=', paid.transactionId)
      .executeTakeFirstOrThrow();
    expect([Number(charge.amount).toFixed(2), charge.status]).toEqual(['264.28', 'approved']);
    expect((await account.openAr()).json<OpenArItem[]>().some((i) => i.arCode === invoiceNumber)).toBe(false);

    // Once is all.
    const again = await admin.invoice(orderNumber, {
      lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: 28 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errorCode: 409, errorReason: `Order ${orderNumber} is already invoiced.` });
    expect(await arItemsOf(orderNumber)).toHaveLength(1);
  });

  it('refuses a catch-weight line without its weight, a weight on another line, and hostile input, writing nothing', async () => {
    const orderNumber = await placeOrder(t);
    const refused = async (body: unknown, reason?: string) => {
      const res = await admin.invoice(orderNumber, body);
      expect(res.statusCode, `${JSON.stringify(body)} -> ${res.body}`).toBe(400);
      if (reason) expect(res.json<{ errorReason: string }>().errorReason).toBe(reason);
    };
    await refused(
      { lines: [] },
      'Line 1 (Atlantic Salmon 2/14 LB AVG) is catch weight: give its shipped quantity and actual weight.',
    );
    await refused(
      { lines: [{ lineNumber: 1, shippedQuantity: 1 }] },
      'Line 1 (Atlantic Salmon 2/14 LB AVG) is catch weight: give the actual weight in LB, above 0 with at most 2 decimals.',
    );
    await refused(
      {
        lines: [
          { lineNumber: 1, shippedQuantity: 1, actualWeight: 27.4 },
          { lineNumber: 2, shippedQuantity: 2, actualWeight: 12 },
        ],
      },
      'Line 2 (Napkins) is not catch weight: it takes no actual weight.',
    );
    await refused({ lines: [{ lineNumber: 3, shippedQuantity: 1 }] }, `Order ${orderNumber} has no line 3.`);
    await refused(
      {
        lines: [
          { lineNumber: 1, shippedQuantity: 1, actualWeight: 27.4 },
          { lineNumber: 1, shippedQuantity: 1, actualWeight: 27.4 },
        ],
      },
      'Line 1 is given more than once.',
    );
    await refused(
      { lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: 840 }] },
      'Line 1 (Atlantic Salmon 2/14 LB AVG): 840.00 LB is not a believable weight for 1.00 CS (estimated 28.00 LB; 9.33 to 84.00).',
    );
    const salmon = (fields: Record<string, unknown>) => ({
      lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: 27.4, ...fields }],
    });
    for (const body of [
      salmon({ shippedQuantity: -1 }),
      salmon({ shippedQuantity: '0.005' }),
      salmon({ shippedQuantity: 2 }),
      salmon({ shippedQuantity: 99_999_999_999 }),
      salmon({ shippedQuantity: '1e3' }),
      salmon({ shippedQuantity: 'one' }),
      salmon({ shippedQuantity: null }),
      salmon({ shippedQuantity: 'Infinity' }),
      salmon({ actualWeight: '27.405' }),
      salmon({ actualWeight: -27.4 }),
      salmon({ actualWeight: 0 }),
      salmon({ actualWeight: 9_999_999_999 }),
      salmon({ actualWeight: '0x1F' }),
      salmon({ lineNumber: 0 }),
      salmon({ lineNumber: 1.5 }),
      salmon({ lineNumber: '1' }),
      salmon({ lineNumber: 2 ** 40 }),
      salmon({ substituteProductKey: -5 }),
      salmon({ substituteProductKey: 'T900102' }),
      { ...salmon({}), invoiceNumber: '../etc' },
      { ...salmon({}), invoiceNumber: '' },
      { ...salmon({}), invoiceNumber: 'X'.repeat(21) },
      { lines: 'all' },
      { lines: [null] },
      {},
      [],
    ])
      await refused(body);
    expect((await orderRow(orderNumber)).status).toBe('Open');
    expect(await arItemsOf(orderNumber)).toHaveLength(0);
  });

  it('is for administrators only, and answers 404 for an order that does not exist', async () => {
    const orderNumber = await placeOrder(t);
    const body = { lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: 27.4 }] };
    for (const headers of [customer, await signInAs(t.app, 'sales'), await signInAs(t.app, 'consumer@example.com')]) {
      const as = invoicingApi(t.app, headers);
      expect((await as.order(orderNumber)).statusCode).toBe(403);
      expect((await as.invoice(orderNumber, body)).statusCode).toBe(403);
    }
    const anonymous = invoicingApi(t.app, {});
    expect((await anonymous.order(orderNumber)).statusCode).toBe(401);
    expect((await anonymous.invoice(orderNumber, body)).statusCode).toBe(401);
    expect((await orderRow(orderNumber)).status).toBe('Open');

    expect((await admin.order('W9999999')).json()).toEqual({
      errorCode: 404,
      errorReason: 'Order W9999999 was not found.',
    });
    expect((await admin.invoice('W9999999', body)).statusCode).toBe(404);
  });

  it('refuses a cancelled order, and a second invoice of an order however close the two calls', async () => {
    const cancelled = await placeOrder(t);
    await t.database.db
      .updateTable('orders')
      .set({ status: 'Cancelled' })
      .where('order_number', '=', cancelled)
      .execute();
    const body = { lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: 27.4 }] };
    expect((await admin.invoice(cancelled, body)).json()).toEqual({
      errorCode: 409,
      errorReason: `Order ${cancelled} is cancelled: it cannot be invoiced.`,
    });

    const orderNumber = await placeOrder(t);
    const both = await Promise.all([admin.invoice(orderNumber, body), admin.invoice(orderNumber, body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await arItemsOf(orderNumber)).toHaveLength(1);
  });

  it('mails whoever placed the order that it was delivered, with the Check In link, once the invoice committed', async () => {
    await t.app.ctx.outbox.drain();
    const mailDir = path.join(t.config.dataDir, 'mail');
    const files = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []);
    const orderNumber = await placeOrder(t);
    await t.app.ctx.outbox.drain();
    const before = files().length;
    // A refused invoice mails nothing.
    expect((await admin.invoice(orderNumber, { lines: [{ lineNumber: 99, shippedQuantity: '1' }] })).statusCode).toBe(
      400,
    );
    expect(await t.app.ctx.outbox.drain()).toBe(0);
    const body = { lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: 27.4 }] };
    expect((await admin.invoice(orderNumber, body)).statusCode).toBe(200);
    expect(await t.app.ctx.outbox.drain()).toBe(1);
    const added = files().slice(before);
    expect(added).toHaveLength(1);
    const eml = fs.readFileSync(path.join(mailDir, added[0] ?? ''), 'utf8');
    expect(eml).toContain(`Order ${orderNumber} was delivered and invoiced`);
    expect(eml).toContain(`/check-in/${orderNumber}`);
  });

  it('invoices a short line at what shipped and taxes what shipped at the rate the order was taxed at', async () => {
    const orderNumber = await placeOrder(t);
    // The ship-to's rate changed since the order: it was taxed at 5.5 %, and so is its invoice.
    await t.database.db.updateTable('ship_tos').set({ tax_rate: '0.08' }).where('code', '=', 'MAIN').execute();
    try {
      const res = await admin.invoice(orderNumber, {
        lines: [
          { lineNumber: 2, shippedQuantity: '1' },
          { lineNumber: 1, shippedQuantity: 1, actualWeight: '28' },
        ],
      });
      // 237.72 + 1 CS napkins 15.00, taxed 5.5 % = 0.825 -> 0.83: 253.55.
      expect(res.json<OrderView>().invoice).toMatchObject({ lineTotal: '252.72', tax: '0.83', total: '253.55' });
      expect((await arItemsOf(orderNumber))[0]).toMatchObject({ initial: expect.stringMatching(/^253\.55/) });
    } finally {
      await t.database.db.updateTable('ship_tos').set({ tax_rate: '0.055' }).where('code', '=', 'MAIN').execute();
    }
  });

  it('numbers the invoice as asked, never with a number the customer already has', async () => {
    const first = await placeOrder(t);
    const body = { lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: 27.4 }] };
    expect((await admin.invoice(first, { ...body, invoiceNumber: 'CW-1001' })).json<OrderView>().invoice).toMatchObject(
      { invoiceNumber: 'CW-1001' },
    );
    const second = await placeOrder(t);
    expect((await admin.invoice(second, { ...body, invoiceNumber: 'CW-1001' })).json()).toEqual({
      errorCode: 409,
      errorReason: 'Invoice number CW-1001 is already used.',
    });
    const ledger = await t.database.db
      .selectFrom('ar_items as a')
      .innerJoin('customers as c', 'c.id', 'a.customer_id')
      .select('a.invoice_number')
      .where('c.customer_code', '=', 'BAYBIS')
      .where('a.invoice_number', '<>', '')
      .where('a.invoice_number', '<>', 'CW-1001')
      .executeTakeFirstOrThrow();
    expect((await admin.invoice(second, { ...body, invoiceNumber: ledger.invoice_number })).statusCode).toBe(409);
    expect((await orderRow(second)).status).toBe('Open');
  });

  describe('substitutes', () => {
    const salmonShipped = { lineNumber: 1, shippedQuantity: 1, actualWeight: '26.5' };

    it('ships an allowed substitute at the line’s unit and price, and the invoice names both', async () => {
      await setPreference(t.database.db, 'allow');
      const orderNumber = await placeOrder(t);
      const view = (await admin.order(orderNumber)).json<AdminOrderView>();
      expect(view.substitutionPreference).toBe('allow');
      // The first-named salmon substitute is no longer sold: only the trout is offered.
      expect(view.lines.map((l) => l.substitutes.map((s) => s.productCode))).toEqual([
        [`T${IX.salmonSub}`],
        [`T${IX.napkinSub}`, `T${IX.napkinLoose}`],
      ]);

      const refusals: [unknown, string][] = [
        [
          { lineNumber: 2, shippedQuantity: 2, substituteProductKey: IX.napkinLoose },
          `Line 2 (Napkins): T${IX.napkinLoose} is not sold per CS priced per CS.`,
        ],
        [
          { ...salmonShipped, substituteProductKey: IX.salmonGone },
          `Line 1 (Atlantic Salmon 2/14 LB AVG): product ${IX.salmonGone} is not an active substitute of T${IX.salmon}.`,
        ],
        [
          { ...salmonShipped, substituteProductKey: FX.yogurt },
          `Line 1 (Atlantic Salmon 2/14 LB AVG): product ${FX.yogurt} is not an active substitute of T${IX.salmon}.`,
        ],
      ];
      for (const [wanted, reason] of refusals) {
        const lines = (wanted as { lineNumber: number }).lineNumber === 1 ? [wanted] : [salmonShipped, wanted];
        expect((await admin.invoice(orderNumber, { lines })).json()).toEqual({ errorCode: 400, errorReason: reason });
      }

      const res = await admin.invoice(orderNumber, {
        lines: [
          { ...salmonShipped, substituteProductKey: IX.salmonSub },
          { lineNumber: 2, shippedQuantity: 2, substituteProductKey: IX.napkinSub },
        ],
      });
      expect(res.statusCode).toBe(200);
      const invoiced = res.json<OrderView>();
      // Trout at the salmon's 8.49 / LB: 26.5 x 8.49 = 224.985 -> 224.99; the recycled napkins at 15.00 a case and
      // not taxable: no tax.
      expect(invoiced.lines.map((l) => [l.productCode, l.shippedProduct, l.invoicedExtension])).toEqual([
        [`T${IX.salmon}`, { productCode: `T${IX.salmonSub}`, description: 'Steelhead Trout 2/14 LB AVG' }, '224.99'],
        [`T${FX.napkins}`, { productCode: `T${IX.napkinSub}`, description: 'Recycled Napkins' }, '30.00'],
      ]);
      expect(invoiced.invoice).toMatchObject({ lineTotal: '254.99', tax: '0.00', total: '254.99' });
      const stored = await t.database.db
        .selectFrom('order_lines')
        .select(['sequence', 'shipped_product_key'])
        .where('order_id', '=', (await orderRow(orderNumber)).id)
        .orderBy('sequence')
        .execute();
      expect(stored.map((l) => l.shipped_product_key)).toEqual([IX.salmonSub, IX.napkinSub]);
    });

    it("refuses a substitute when the preference is 'never' or 'ask', or the line says no substitutes", async () => {
      const body = { lines: [{ ...salmonShipped, substituteProductKey: IX.salmonSub }] };
      for (const preference of ['never', 'ask'] as const) {
        await setPreference(t.database.db, preference);
        const orderNumber = await placeOrder(t);
        const view = (await admin.order(orderNumber)).json<AdminOrderView>();
        expect(view.substitutionPreference).toBe(preference);
        expect(view.lines.every((l) => l.substitutes.length === 0)).toBe(true);
        expect((await admin.invoice(orderNumber, body)).json()).toEqual({
          errorCode: 400,
          errorReason: `Bayside Bistro does not allow substitutes to ship (preference: ${preference}).`,
        });
        expect((await orderRow(orderNumber)).status).toBe('Open');
      }

      await setPreference(t.database.db, 'allow');
      const orderNumber = await placeOrder(t);
      const { id } = await orderRow(orderNumber);
      await t.database.db
        .updateTable('order_lines')
        .set({ no_substitutes: 1 })
        .where('order_id', '=', id)
        .where('sequence', '=', 1)
        .execute();
      const view = (await admin.order(orderNumber)).json<AdminOrderView>();
      expect(view.lines.map((l) => [l.noSubstitutes, l.substitutes.length])).toEqual([
        [true, 0],
        [false, 2],
      ]);
      expect((await admin.invoice(orderNumber, body)).json()).toEqual({
        errorCode: 400,
        errorReason: 'Line 1 (Atlantic Salmon 2/14 LB AVG) says no substitutes.',
      });
      await setPreference(t.database.db, 'ask');
    });
  });

  it("captures a consumer's card authorised for the estimate at the invoiced amount, never above what was authorised", async () => {
    const consumer = { ...(await signInAs(t.app, 'consumer@example.com')), 'x-ship-method': 'Delivery' };
    const cart = cartApi(t.app, consumer);
    const checkout = checkoutApi(t.app, consumer);
    const orderSalmon = async () => {
      await cart.clear();
      await cart.add(line(IX.salmon, 1, 'CS', 'LB'));
      expect((await checkout.header({ customerPo: 'Home', deliveryDate: '2026-11-24' })).json().isValid).toBe(true);
      // 237.72 (estimated at 28 LB) + delivery 5.99 = 243.71, authorised with the allowance.
      const paid = (await checkout.submitCard(cardPayment('243.71'))).json();
      expect(paid.isSuccess, paid.errorReason).toBe(true);
      return paid.orderNumber as string;
    };
    const ledgerOf = async (orderNumber: string) => {
      const order = await orderRow(orderNumber);
      const charge = await t.database.db
        .selectFrom('gateway_charges')
        .select(['status', 'captured_amount'])
        .where('transaction_id', '=', order.payment_transaction_id ?? '')
        .executeTakeFirstOrThrow();
      return {
        status: order.status,
        authorized: order.authorized_amount === null ? null : Number(order.authorized_amount),
        captured: order.captured_amount === null ? null : Number(order.captured_amount),
        charge: {
          status: charge.status,
          captured: charge.captured_amount === null ? null : Number(charge.captured_amount),
        },
      };
    };

    const orderNumber = await orderSalmon();
    expect(await ledgerOf(orderNumber)).toMatchObject({ authorized: 268.08, captured: null });
    const res = await admin.invoice(orderNumber, {
      lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: 27.4 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    // 232.63 + the delivery fee 5.99 = 238.62, captured; no A/R item for a consumer.
    expect(res.json<OrderView>().invoice).toMatchObject({ lineTotal: '232.63', tax: '0.00', total: '238.62' });
    expect(await ledgerOf(orderNumber)).toEqual({
      status: 'Invoiced',
      authorized: 268.08,
      captured: 238.62,
      charge: { status: 'captured', captured: 238.62 },
    });
    expect(await arItemsOf(orderNumber)).toHaveLength(0);

    // 40 LB is believable for a 28 LB case, but 339.60 + 5.99 is more than the 268.08 authorised.
    const heavy = await orderSalmon();
    const refused = await admin.invoice(heavy, { lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: 40 }] });
    expect(refused.json()).toEqual({
      errorCode: 409,
      errorReason: 'The invoiced total $345.59 is more than the $268.08 authorised on the card.',
    });
    expect(await ledgerOf(heavy)).toMatchObject({ status: 'Open', captured: null, charge: { status: 'authorized' } });

    // A gateway that cannot be reached invoices nothing, and says so as every payment call does.
    const gateway = t.app.ctx.payments;
    const capture = gateway.captureAuthorisation;
    gateway.captureAuthorisation = () => Promise.reject(new GatewayUnavailableError());
    try {
      const down = await admin.invoice(heavy, { lines: [{ lineNumber: 1, shippedQuantity: 1, actualWeight: 28 }] });
      expect(down.statusCode).toBe(502);
      expect(down.json().errorReason).toBe(PAYMENT_SERVICE_UNAVAILABLE);
    } finally {
      gateway.captureAuthorisation = capture;
    }
    expect(await ledgerOf(heavy)).toMatchObject({ status: 'Open', captured: null, charge: { status: 'authorized' } });
  });

  it("invoices a consumer's card order without an A/R item, at the zip zone's rate", async () => {
    const consumer = { ...(await signInAs(t.app, 'consumer@example.com')), 'x-ship-method': 'Delivery' };
    const cart = cartApi(t.app, consumer);
    const checkout = checkoutApi(t.app, consumer);
    await cart.clear();
    await cart.addMany({ lines: [line(FX.chicken, 1, 'CS', 'LB'), line(FX.napkins, 2, 'CS', 'CS')] });
    expect((await checkout.header({ customerPo: 'Home', deliveryDate: '2026-11-24' })).json().isValid).toBe(true);
    // 99.60 + 30.00 + tax 1.65 + delivery 5.99 = 137.24, charged at checkout.
    const paid = (await checkout.submitCard(cardPayment('137.24'))).json();
    expect(paid.isSuccess).toBe(true);
    const orderNumber = paid.orderNumber as string;

    const view = (await admin.order(orderNumber)).json<AdminOrderView>();
    expect(view).toMatchObject({ customerName: 'Connie Consumer', substitutionPreference: 'ask' });
    const res = await admin.invoice(orderNumber, { lines: [{ lineNumber: 2, shippedQuantity: 1 }] });
    // 99.60 + 15.00, tax 0.83, the delivery fee as recorded: 121.42.
    expect(res.json<OrderView>().invoice).toMatchObject({ lineTotal: '114.60', tax: '0.83', total: '121.42' });
    expect(await arItemsOf(orderNumber)).toHaveLength(0);
  });
});
