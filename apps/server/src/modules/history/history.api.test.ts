import type { HistoryOrderPage, ProductHistoryPage } from '@storefront/contract';
import { formatProductCode } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIds } from '../../test/demo-ids';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('GET /api/history/orders and /api/history/products', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let customer: Record<string, string>;
  let sales: Record<string, string>;
  const get = async <T>(url: string, headers: Record<string, string>): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const ordersOf = (customerId: number) =>
    t.database.db
      .selectFrom('orders')
      .select(['order_number', 'po_number', 'order_date', 'delivery_date', 'id'])
      .where('customer_id', '=', customerId)
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    ids = await customerIds(t.database.db);
    customer = await signInAs(t.app, 'customer');
    sales = await signInAs(t.app, 'sales');
  });
  afterAll(() => t.close());

  it("lists every one of the customer's orders, newest first, a page at a time, and nobody else's", async () => {
    const own = await ordersOf(ids.BAYBIS!);
    expect(own.length).toBeGreaterThanOrEqual(40);
    const first = await get<HistoryOrderPage>('/api/history/orders?limit=10', customer);
    expect(first.total).toBe(own.length);
    expect(first.orders).toHaveLength(10);
    const all = await get<HistoryOrderPage>('/api/history/orders?limit=500', customer);
    expect(all.orders.map((o) => o.orderNumber).sort()).toEqual(own.map((o) => o.order_number).sort());
    const dates = all.orders.map((o) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.orders).toEqual(all.orders.slice(0, 10));
    const second = await get<HistoryOrderPage>('/api/history/orders?limit=10&offset=10', customer);
    expect(second.orders).toEqual(all.orders.slice(10, 20));
    const invoiced = all.orders.find((o) => o.status === 'Invoiced')!;
    expect(invoiced).toMatchObject({ invoice: true, orderConfirmation: true });
    expect(all.orders.find((o) => o.status === 'Open')).toMatchObject({ invoice: false });
    expect(invoiced.total).toMatch(/^\d+\.\d{2}$/);
  });

  it('a year of history: the oldest order is between six months and a year old', async () => {
    const all = await get<HistoryOrderPage>('/api/history/orders?limit=500&sortBy=orderDate&direction=asc', customer);
    const oldest = Date.parse(`${all.orders[0]!.orderDate}T00:00:00Z`);
    const days = (t.clock.now - oldest) / 86_400_000;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThanOrEqual(366);
  });

  it("never finds another customer's order, even by its number", async () => {
    const [theirs] = await ordersOf(ids.HARGRL!);
    const found = await get<HistoryOrderPage>(`/api/history/orders?search=${theirs!.order_number}`, customer);
    expect(found).toEqual({ orders: [], total: 0 });
    const lines = await get<ProductHistoryPage>(`/api/history/products?search=${theirs!.order_number}`, customer);
    expect(lines).toEqual({ lines: [], total: 0 });
    const asHarbor = await t.app.inject({
      method: 'GET',
      url: '/api/history/orders',
      headers: { ...customer, 'x-customer-key': String(ids.HARGRL) },
    });
    expect(asHarbor.statusCode).toBe(403);
  });

  it('a salesperson sees the history of the customer chosen, and must choose one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/history/orders', headers: sales });
    expect(none.statusCode).toBe(403);
    const forBayside = await get<HistoryOrderPage>('/api/history/orders?limit=500', {
      ...sales,
      'x-customer-key': String(ids.BAYBIS),
    });
    expect(forBayside).toEqual(await get<HistoryOrderPage>('/api/history/orders?limit=500', customer));
  });

  it('finds an order by its order number or P.O. number, and filters by order date', async () => {
    const own = await ordersOf(ids.BAYBIS!);
    const withPo = own.find((o) => o.po_number !== '')!;
    const byPo = await get<HistoryOrderPage>(`/api/history/orders?search=${withPo.po_number.toLowerCase()}`, customer);
    expect(byPo.orders.map((o) => o.orderNumber)).toContain(withPo.order_number);
    expect(
      byPo.orders.every((o) => o.pO_Number.includes(withPo.po_number) || o.orderNumber.includes(withPo.po_number)),
    ).toBe(true);
    const byNumber = await get<HistoryOrderPage>(`/api/history/orders?search=${own[3]!.order_number}`, customer);
    expect(byNumber.orders.map((o) => o.orderNumber)).toEqual([own[3]!.order_number]);
    const dates = own.map((o) => o.order_date).sort();
    const start = dates[5]!;
    const end = dates[20]!;
    const ranged = await get<HistoryOrderPage>(
      `/api/history/orders?limit=500&startDate=${start}&endDate=${end}`,
      customer,
    );
    expect(ranged.total).toBe(dates.filter((d) => d >= start && d <= end).length);
    expect(ranged.orders.every((o) => o.orderDate >= start && o.orderDate <= end)).toBe(true);
  });

  it('sorts by any column, either way', async () => {
    const byTotal = await get<HistoryOrderPage>('/api/history/orders?limit=500&sortBy=total&direction=asc', customer);
    const totals = byTotal.orders.map((o) => Number(o.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const byNumber = await get<HistoryOrderPage>(
      '/api/history/orders?limit=500&sortBy=orderNumber&direction=desc',
      customer,
    );
    const numbers = byNumber.orders.map((o) => o.orderNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it("lists the lines of the customer's orders with product code, description and unit, searchable by code, description and type", async () => {
    const own = await ordersOf(ids.BAYBIS!);
    const lineCount = await t.database.db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(
        'order_id',
        'in',
        own.map((o) => o.id),
      )
      .executeTakeFirstOrThrow();
    const page = await get<ProductHistoryPage>('/api/history/products?limit=500', customer);
    expect(page.total).toBe(Number(lineCount.n));
    const line = page.lines[0]!;
    expect(line.productCode).not.toBe('');
    expect(line.description).not.toBe('');
    expect(line.price).toMatch(/^\d+\.\d{2,4}$/);
    const invoiceDates = page.lines.map((l) => l.invoiceDate);
    expect(invoiceDates).toEqual([...invoiceDates].sort().reverse());

    const byCode = await get<ProductHistoryPage>(
      `/api/history/products?limit=500&search=${line.productCode}`,
      customer,
    );
    expect(byCode.lines.length).toBeGreaterThan(0);
    expect(
      byCode.lines.every(
        (l) =>
          l.productCode.includes(line.productCode) ||
          l.description.toLowerCase().includes(line.productCode.toLowerCase()),
      ),
    ).toBe(true);
    const word = line.description.split(' ')[0]!.toLowerCase();
    const byWord = await get<ProductHistoryPage>(
      `/api/history/products?limit=500&search=${encodeURIComponent(word)}`,
      customer,
    );
    expect(byWord.lines.map((l) => `${l.orderNumber}/${l.productKey}`)).toContain(
      `${line.orderNumber}/${line.productKey}`,
    );
    const byType = await get<ProductHistoryPage>('/api/history/products?limit=500&search=cancelled', customer);
    expect(byType.lines.every((l) => l.type === 'Cancelled')).toBe(true);
  });

  it("fixes each line's price to its price-by unit's decimals (3 per LB, 2 per CS and EA) and names that unit", async () => {
    const page = await get<ProductHistoryPage>('/api/history/products?limit=500', customer);
    const priced = page.lines.filter((l) => l.price !== null);
    const units = await t.database.db
      .selectFrom('product_units')
      .select(['product_key', 'unit', 'price_decimals'])
      .where(
        'product_key',
        'in',
        priced.map((l) => l.productKey),
      )
      .where('is_price_by', '=', 1)
      .execute();
    const decimalsOf = new Map(units.map((u) => [`${u.product_key}/${u.unit}`, u.price_decimals]));
    for (const l of priced) {
      const decimals = decimalsOf.get(`${l.productKey}/${l.priceUnit}`);
      expect(decimals, `${l.productCode} priced per ${l.priceUnit}`).toBeDefined();
      expect(l.price, `${l.productCode} per ${l.priceUnit}`).toMatch(new RegExp(`^\\d+\\.\\d{${decimals}}$`));
    }
    // Both kinds are in a year of history, and a case priced by the pound among them.
    expect(
      priced.some((l) => l.priceUnit === 'LB' && l.unitOfMeasure_SellBy === 'CS' && /^\d+\.\d{3}$/.test(l.price!)),
    ).toBe(true);
    expect(priced.some((l) => l.priceUnit !== 'LB' && /^\d+\.\d{2}$/.test(l.price!))).toBe(true);
  });

  it('finds a product code as shown (210-006) as well as stored (210006), and by part of either', async () => {
    const page = await get<ProductHistoryPage>('/api/history/products?limit=500', customer);
    const code = page.lines.map((l) => l.productCode).find((c) => /^\d{6}$/.test(c))!;
    const keysOf = async (search: string) => {
      const found = await get<ProductHistoryPage>(
        `/api/history/products?limit=500&search=${encodeURIComponent(search)}`,
        customer,
      );
      return found.lines.map((l) => `${l.orderNumber}/${l.productKey}/${l.unitOfMeasure_SellBy}`).sort();
    };
    const stored = await keysOf(code);
    expect(stored.length).toBeGreaterThan(0);
    expect(await keysOf(formatProductCode(code))).toEqual(stored);
    const part = formatProductCode(code).slice(1, 6);
    expect(await keysOf(part)).toEqual(expect.arrayContaining(stored));
  });

  it('filters product history by invoice date', async () => {
    const page = await get<ProductHistoryPage>('/api/history/products?limit=500', customer);
    const dates = [...new Set(page.lines.map((l) => l.invoiceDate))].sort();
    const start = dates[2]!;
    const end = dates[6]!;
    const ranged = await get<ProductHistoryPage>(
      `/api/history/products?limit=500&startDate=${start}&endDate=${end}`,
      customer,
    );
    expect(ranged.total).toBe(page.lines.filter((l) => l.invoiceDate >= start && l.invoiceDate <= end).length);
  });

  it('treats % and _ in the search as text', async () => {
    expect((await get<ProductHistoryPage>('/api/history/products?search=_', customer)).total).toBe(0);
    expect((await get<HistoryOrderPage>('/api/history/orders?search=%25', customer)).total).toBe(0);
    const percent = await get<ProductHistoryPage>('/api/history/products?limit=500&search=%25', customer);
    expect(percent.lines.every((l) => l.description.includes('%'))).toBe(true);
  });

  it("lists an order's scan documents from its ledger items, and opens them", async () => {
    const item = await t.database.db
      .selectFrom('ar_items')
      .select(['order_number', 'scan_documents'])
      .where('customer_id', '=', ids.BAYBIS!)
      .where('order_number', 'is not', null)
      .where('scan_documents', '<>', '[]')
      .executeTakeFirstOrThrow();
    const docs = JSON.parse(item.scan_documents) as { key: string; name: string }[];
    const page = await get<HistoryOrderPage>(`/api/history/orders?search=${item.order_number}`, customer);
    const order = page.orders.find((o) => o.orderNumber === item.order_number)!;
    expect(order.scanDocuments).toEqual(docs.map((d) => ({ key: d.key, name: d.name })));
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/documents/scan/${item.order_number}/${docs[0]!.key}`,
      headers: customer,
    });
    expect(link.statusCode).toBe(200);
    const all = await get<HistoryOrderPage>('/api/history/orders?limit=500', customer);
    expect(all.orders.some((o) => o.scanDocuments.length === 0)).toBe(true);
  });

  it('a new order shows at once on pages read before it (the kept search is of the history as it stood)', async () => {
    const before = await get<HistoryOrderPage>('/api/history/orders?limit=5', customer);
    const beforeLines = await get<ProductHistoryPage>('/api/history/products?limit=5&search=ZZNEW', customer);
    expect(beforeLines.total).toBe(0);
    const db = t.database.db;
    const { id: _id, ...order } = await db
      .selectFrom('orders')
      .selectAll()
      .where('customer_id', '=', ids.BAYBIS!)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const future = new Date(t.clock.now + 86_400_000).toISOString().slice(0, 10);
    const { id } = await db
      .insertInto('orders')
      .values({ ...order, order_number: 'ZZNEW1', order_date: future, delivery_date: future })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: _lineId, ...line } = await db
      .selectFrom('order_lines')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_lines')
      .values({ ...line, order_id: id })
      .execute();
    const after = await get<HistoryOrderPage>('/api/history/orders?limit=5', customer);
    expect(after.total).toBe(before.total + 1);
    expect(after.orders[0]!.orderNumber).toBe('ZZNEW1');
    const afterLines = await get<ProductHistoryPage>('/api/history/products?limit=5&search=ZZNEW', customer);
    expect(afterLines.lines.map((l) => l.orderNumber)).toEqual(['ZZNEW1']);
  });

  it('refuses bad parameters with 400 and anonymous callers with 401', async () => {
    for (const q of [
      'startDate=2026-02-30',
      'endDate=yesterday',
      'limit=501',
      'limit=0',
      'offset=-1',
      'sortBy=cost',
      'direction=up',
      `search=${'x'.repeat(101)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/history/orders?${q}`, headers: customer });
      expect(res.statusCode, q).toBe(400);
    }
    const anon = await t.app.inject({ method: 'GET', url: '/api/history/products' });
    expect(anon.statusCode).toBe(401);
  });
});
