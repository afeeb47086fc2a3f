import type {
  AccountDetailRow,
  AccountSummary,
  CheckinResult,
  CreditPolicy,
  CreditRequestDetail,
  CreditRequestPage,
  OpenArItem,
  PaymentResult,
} from '@storefront/contract';
import { toDecimal } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds } from '../../test/demo-ids';
import { holdFirstRead } from '../../test/held-read';
import { createTestApp, createTwinApp, type TestApp } from '../../test/test-app';
import { accountApi } from '../account/account.fixtures';
import { insertCartFixtures } from '../cart/cart.fixtures';
import { byCredit, paymentApi } from '../invoice-payments/invoice-payments.fixtures';
import { CREDIT_REVIEWED_MAIL, creditReviewedMail } from './credit-request.mail';
import {
  afterDelivery,
  creditsApi,
  type DeliveredOrder,
  deliveredOrder,
  DRY,
  FRESH,
  headersOf,
  insertCreditFixtures,
  outboxOf,
} from './credits.fixtures';

describe('reviewing credit requests (issue 33)', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    await insertCartFixtures(t.database.db);
    await insertCreditFixtures(t);
    ids = await customerIds(t.database.db);
  });
  afterAll(() => t.close());

  /**
   * A delivered order checked in by Bayside's buyer a day after delivery: 1 CS chicken damaged (99.60) and 1 CS
   * napkins short (15.00), 114.60 in all.
   */
  async function requested(): Promise<{ order: DeliveredOrder; number: string }> {
    const order = await deliveredOrder(t);
    t.clock.now = afterDelivery(order.deliveryDate, 24);
    const res = await creditsApi(t.app, await headersOf(t, 'customer')).checkIn(order.orderNumber, {
      lines: [
        { lineNumber: 1, outcome: 'damaged', quantity: 1 },
        { lineNumber: 2, outcome: 'short', quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    return { order, number: res.json<CheckinResult>().creditRequest?.number ?? '' };
  }
  const sales = async () => creditsApi(t.app, await headersOf(t, 'sales'));
  const memosOf = (number: string) =>
    t.database.db.selectFrom('ar_items').selectAll().where('ar_code', '=', number).execute();

  it('approves all: a credit memo in A/R, in Account Summary, Account Details and Make Payment, where it is applied', async () => {
    const { order, number } = await requested();
    const buyerHeaders = await headersOf(t, 'customer');
    const account = accountApi(t.app, buyerHeaders);
    const before = (await account.summary()).json<AccountSummary>();

    const res = await (await sales()).review(number, { decision: 'approve', note: 'Sorry about that.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CreditRequestDetail>()).toMatchObject({
      number,
      status: 'Approved',
      requestedAmount: '114.60',
      approvedAmount: '114.60',
      reviewerNote: 'Sorry about that.',
      reviewedBy: 'Sam Salesperson',
      creditMemo: number,
      canReview: false,
      lines: [
        expect.objectContaining({ lineNumber: 1, approvedQuantity: '1.00', approvedAmount: '99.60' }),
        expect.objectContaining({ lineNumber: 2, approvedQuantity: '1.00', approvedAmount: '15.00' }),
      ],
    });

    // One memo, record type 6, negative, naming the request.
    const memos = await memosOf(number);
    expect(memos).toHaveLength(1);
    expect(memos[0]).toMatchObject({ customer_id: ids.BAYBIS, record_type: 6, reference: number });
    expect(toDecimal(memos[0]?.initial ?? 0).toFixed(2)).toBe('-114.60');

    const summary = (await account.summary()).json<AccountSummary>();
    expect(toDecimal(before.balance).minus(summary.balance).toFixed(2)).toBe('114.60');
    const row = (await account.detail()).json<{ rows: AccountDetailRow[] }>().rows.find((r) => r.arCode === number);
    expect(row).toMatchObject({
      recordType: 6,
      type: 'Credit Memo',
      initial: '-114.60',
      balance: '-114.60',
      isCredit: true,
      orderNumber: order.orderNumber,
    });
    expect(row?.remarks).toBe(`Credit request ${number}: order ${order.orderNumber}, invoice ${order.invoiceNumber}`);
    const open = (await account.openAr()).json<OpenArItem[]>();
    expect(open.find((i) => i.arCode === number)).toMatchObject({ recordType: 6, balance: '-114.60', isCredit: true });

    // Make Payment: Apply Credit sets the memo against the order's invoice (428.40).
    const paid = await paymentApi(t.app, buyerHeaders).pay(
      byCredit([
        { arCode: order.invoiceNumber, amount: '114.60' },
        { arCode: number, amount: '-114.60' },
      ]),
    );
    expect(paid.json<PaymentResult>(), paid.body).toMatchObject({ isSuccess: true });
    const after = (await account.openAr()).json<OpenArItem[]>();
    expect(after.some((i) => i.arCode === number)).toBe(false);
    expect(after.find((i) => i.arCode === order.invoiceNumber)?.balance).toBe('313.80');

    // The buyer's mail.
    const [request] = await t.database.db
      .selectFrom('credit_requests')
      .select('id')
      .where('ar_item_id', '=', memos[0]?.id ?? 0)
      .execute();
    const queued = await outboxOf(t.database.db, CREDIT_REVIEWED_MAIL, request?.id ?? 0);
    expect(queued).toHaveLength(1);
    const mail = await creditReviewedMail(t.database.db, t.config)(JSON.parse(queued[0]?.payload ?? '{}'));
    expect(mail).toMatchObject({ to: 'orders@baysidebistro.example' });
    expect(mail?.text).toContain(
      `Your credit request ${number} for order ${order.orderNumber} was approved: a credit of $114.60.`,
    );
    expect(mail?.text).toContain('Sam Salesperson wrote: Sorry about that.');

    // Reviewed once.
    const again = await (await sales()).review(number, { decision: 'reject', note: 'No' });
    expect(again.json()).toEqual({
      errorCode: 409,
      errorReason: `Credit request ${number} was already reviewed (Approved): it is reviewed once.`,
    });
    expect(await memosOf(number)).toHaveLength(1);
  }, 60_000);

  it('approves part, by quantity or by amount, and the memo is what was approved', async () => {
    const { number } = await requested();
    const api = await sales();
    for (const [body, reason] of [
      [
        { decision: 'partial', lines: [{ lineNumber: 1, approvedQuantity: 2 }] },
        'Line 1: approve from 0 to 1.00, with at most 2 decimals.',
      ],
      [
        { decision: 'partial', lines: [{ lineNumber: 2, approvedAmount: '15.01' }] },
        'Line 2: approve from $0.00 to $15.00, in cents.',
      ],
      [
        { decision: 'partial', lines: [{ lineNumber: 1, approvedAmount: 1, approvedQuantity: 1 }] },
        'Line 1: give either the approved quantity or the approved amount.',
      ],
      [{ decision: 'partial', lines: [{ lineNumber: 3, approvedAmount: 1 }] }, 'The request has no line 3.'],
      [
        { decision: 'partial', lines: [{ lineNumber: 1, approvedAmount: 0 }] },
        'A partial approval approves more than $0.00: approve some of it, or reject the request.',
      ],
      [{ decision: 'reject' }, 'Say why the request is rejected in the note.'],
    ] as const) {
      expect((await api.review(number, body)).json(), JSON.stringify(body)).toEqual({
        errorCode: 400,
        errorReason: reason,
      });
    }
    for (const body of [
      { decision: 'maybe' },
      { decision: 'partial', lines: [] },
      { decision: 'partial', lines: [{ lineNumber: 1, approvedAmount: '1e2' }] },
      { decision: 'approve', note: 'x'.repeat(1001) },
      {},
    ])
      expect((await api.review(number, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await memosOf(number)).toHaveLength(0);

    // Half the chicken case (49.80) and 10.00 of the napkins: 59.80.
    const res = await api.review(number, {
      decision: 'partial',
      note: 'Half the case was usable.',
      lines: [
        { lineNumber: 1, approvedQuantity: '0.5' },
        { lineNumber: 2, approvedAmount: '10.00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CreditRequestDetail>()).toMatchObject({
      status: 'Partly approved',
      approvedAmount: '59.80',
      lines: [
        expect.objectContaining({ approvedQuantity: '0.50', approvedAmount: '49.80' }),
        expect.objectContaining({ approvedQuantity: '0.67', approvedAmount: '10.00' }),
      ],
    });
    const memos = await memosOf(number);
    expect(memos.map((m) => toDecimal(m.initial).toFixed(2))).toEqual(['-59.80']);
  });

  it('rejects with a note, writing no memo', async () => {
    const { number } = await requested();
    const res = await (
      await headersOf(t, 'admin').then((h) => creditsApi(t.app, h))
    ).review(number, {
      decision: 'reject',
      note: 'The driver has a signed delivery ticket.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CreditRequestDetail>()).toMatchObject({
      status: 'Rejected',
      approvedAmount: '0.00',
      creditMemo: null,
      reviewedBy: 'Alex Admin',
      lines: [expect.objectContaining({ approvedAmount: '0.00' }), expect.objectContaining({ approvedAmount: '0.00' })],
    });
    expect(await memosOf(number)).toHaveLength(0);
  });

  it('makes one memo of two approvals at once, in one process and in two', async () => {
    for (const twoProcesses of [false, true]) {
      const { number } = await requested();
      const twin = twoProcesses ? await createTwinApp(t) : null;
      try {
        const headers = await headersOf(t, 'sales');
        const first = creditsApi(t.app, headers);
        const second = creditsApi(twin?.app ?? t.app, headers);
        const both = await Promise.all([
          first.review(number, { decision: 'approve' }),
          second.review(number, { decision: 'approve' }),
        ]);
        expect(both.map((r) => r.statusCode).sort(), both.map((r) => r.body).join('\n')).toEqual([200, 409]);
        expect(await memosOf(number)).toHaveLength(1);
        const mails = await t.database.db
          .selectFrom('credit_requests')
          .select('id')
          .where('ar_item_id', '=', (await memosOf(number))[0]?.id ?? 0)
          .execute();
        expect(await outboxOf(t.database.db, CREDIT_REVIEWED_MAIL, mails[0]?.id ?? 0)).toHaveLength(1);
      } finally {
        await twin?.close();
      }
    }
    // A second process that read the request while it was Open, and acts after the approval committed: refused.
    const late = await requested();
    const held = holdFirstRead((row) => row.status === 'Open' && 'requested_amount' in row);
    const slow = await createTwinApp(t, [held.plugin]);
    try {
      const headers = await headersOf(t, 'sales');
      const rejecting = creditsApi(slow.app, headers).review(late.number, { decision: 'reject', note: 'Too late.' });
      await held.reached;
      expect((await creditsApi(t.app, headers).review(late.number, { decision: 'approve' })).statusCode).toBe(200);
      held.release();
      expect((await rejecting).json()).toEqual({
        errorCode: 409,
        errorReason: `Credit request ${late.number} was already reviewed (Approved): it is reviewed once.`,
      });
      expect((await creditsApi(t.app, headers).detail(late.number)).json<CreditRequestDetail>().status).toBe(
        'Approved',
      );
      expect(await memosOf(late.number)).toHaveLength(1);
    } finally {
      held.release();
      await slow.close();
    }
    // An approval and a rejection at once: one of them, and the memo only if the approval won.
    const { number } = await requested();
    const api = await sales();
    const [approve, reject] = await Promise.all([
      api.review(number, { decision: 'approve' }),
      api.review(number, { decision: 'reject', note: 'No.' }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const status = (await api.detail(number)).json<CreditRequestDetail>().status;
    expect(status).toBe(approve.statusCode === 200 ? 'Approved' : 'Rejected');
    expect(await memosOf(number)).toHaveLength(status === 'Approved' ? 1 : 0);
  }, 60_000);

  it('lists and shows requests to the customer, its salespeople and administrators only; only reviewers review', async () => {
    const { order, number } = await requested();
    const buyer = creditsApi(t.app, await headersOf(t, 'customer'));
    const maple = creditsApi(t.app, await headersOf(t, 'maple'));
    const sales2 = creditsApi(t.app, await headersOf(t, 'sales2'));
    const admin = creditsApi(t.app, await headersOf(t, 'admin'));
    const salesApi = await sales();

    const mine = (await buyer.detail(number)).json<CreditRequestDetail>();
    expect(mine).toMatchObject({ number, orderNumber: order.orderNumber, status: 'Open', canReview: false });
    expect((await salesApi.detail(number)).json<CreditRequestDetail>().canReview).toBe(true);
    expect((await admin.detail(number)).json<CreditRequestDetail>().canReview).toBe(true);
    for (const other of [maple, sales2]) {
      expect((await other.detail(number)).json()).toEqual({
        errorCode: 404,
        errorReason: 'This credit request was not found.',
      });
      expect((await other.list()).json<CreditRequestPage>()).toMatchObject({ requests: [], total: 0 });
    }
    expect((await maple.list(`?customerKey=${ids.BAYBIS}`)).statusCode).toBe(403);
    expect((await sales2.review(number, { decision: 'approve' })).statusCode).toBe(404);
    expect((await buyer.review(number, { decision: 'approve' })).json()).toEqual({
      errorCode: 403,
      errorReason: "Only the customer's salesperson or an administrator reviews credit requests.",
    });
    expect((await maple.review(number, { decision: 'approve' })).statusCode).toBe(403);
    expect((await creditsApi(t.app, {}).list()).statusCode).toBe(401);
    expect((await creditsApi(t.app, await headersOf(t, 'consumer@example.com')).list()).statusCode).toBe(403);
    expect(await memosOf(number)).toHaveLength(0);

    // Filters and pages: newest first.
    const open = (await salesApi.list(`?status=Open&customerKey=${ids.BAYBIS}&pageSize=1`)).json<CreditRequestPage>();
    expect(open.requests).toHaveLength(1);
    expect(open.requests[0]).toMatchObject({ number, status: 'Open', customerName: 'Bayside Bistro' });
    expect(open.total).toBeGreaterThanOrEqual(1);
    const all = (await admin.list('?pageSize=100')).json<CreditRequestPage>();
    expect(all.requests.map((r) => r.number)).toContain(number);
    expect(all.requests.every((r, i, a) => i === 0 || (a[i - 1]?.number ?? '') > r.number)).toBe(true);
    const approved = (await admin.list('?status=Approved')).json<CreditRequestPage>();
    expect(approved.requests.every((r) => r.status === 'Approved')).toBe(true);
    expect((await buyer.list()).json<CreditRequestPage>().requests.every((r) => r.customerKey === ids.BAYBIS)).toBe(
      true,
    );
    for (const query of ['?pageSize=101', '?page=0', '?status=open', '?customerKey=-1', '?customerKey=abc'])
      expect((await admin.list(query)).statusCode, query).toBe(400);
    for (const bad of ['CR-1', 'CR-0000001', 'cr-000001', 'CR-000000', '..%2F'])
      expect([400, 404]).toContain((await admin.detail(bad)).statusCode);
  }, 60_000);

  it('keeps the credit policy, for administrators, validated and bounded', async () => {
    const admin = creditsApi(t.app, await headersOf(t, 'admin'));
    const policy = (await admin.policy()).json<CreditPolicy>();
    expect(policy.defaultWindowHours).toBe(168);
    expect(policy.categories).toEqual(
      expect.arrayContaining([
        { mainCategoryCode: FRESH.code, description: FRESH.name, windowHours: 72 },
        { mainCategoryCode: DRY.code, description: DRY.name, windowHours: 336 },
        expect.objectContaining({ mainCategoryCode: 'Z9MAIN', windowHours: null }),
      ]),
    );
    for (const [body, reason] of [
      [
        { defaultWindowHours: 24, categories: [{ mainCategoryCode: 'NOPE', windowHours: 5 }] },
        'No main category NOPE in the catalogue.',
      ],
      [
        {
          defaultWindowHours: 24,
          categories: [
            { mainCategoryCode: DRY.code, windowHours: 5 },
            { mainCategoryCode: DRY.code, windowHours: 6 },
          ],
        },
        `Main category ${DRY.code} is given more than once.`,
      ],
    ] as const)
      expect((await admin.savePolicy(body)).json()).toEqual({ errorCode: 400, errorReason: reason });
    for (const body of [
      { defaultWindowHours: 0, categories: [] },
      { defaultWindowHours: 8761, categories: [] },
      { defaultWindowHours: 1.5, categories: [] },
      { defaultWindowHours: 24, categories: [{ mainCategoryCode: DRY.code, windowHours: -1 }] },
      { defaultWindowHours: 24, categories: [{ mainCategoryCode: 'X'.repeat(11), windowHours: 1 }] },
      { defaultWindowHours: 24 },
    ])
      expect((await admin.savePolicy(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await admin.policy()).json<CreditPolicy>()).toEqual(policy);
    for (const who of ['customer', 'sales']) {
      const api = creditsApi(t.app, await headersOf(t, who));
      expect((await api.policy()).statusCode).toBe(403);
      expect((await api.savePolicy({ defaultWindowHours: 1, categories: [] })).statusCode).toBe(403);
    }
    // Saved and read back; dry now falls to the default.
    const saved = await admin.savePolicy({
      defaultWindowHours: 240,
      categories: [
        { mainCategoryCode: FRESH.code, windowHours: 72 },
        { mainCategoryCode: DRY.code, windowHours: null },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const back = (await admin.policy()).json<CreditPolicy>();
    expect(back.defaultWindowHours).toBe(240);
    expect(back.categories.find((c) => c.mainCategoryCode === DRY.code)?.windowHours).toBeNull();
  });
});
