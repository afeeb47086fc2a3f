import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CODE_LIFETIME_MS } from './punchout-session.service';
import { child, children, parseXmlSafely, textOf, attributeOf } from './cxml/safe-xml';
import { cxmlDtdErrors } from './cxml/cxml-dtd.fixtures';
import { DEMO_SECRET, setupRequestXml } from './cxml/setup-request.fixtures';
import { codeOf, cxmlPunchout, exchangeCode, postSetup, startPageOf } from './punchout.fixtures';

interface WireLine {
  productKey: number;
  productCode: string;
  quantity: { value: string; unit: string };
  unitPrice: { factor: string; from: string };
  extension: string;
}

describe('punchout over cXML', () => {
  let t: TestApp;
  let products: { productKey: number; sellBys: { unitOfMeasure: string }[]; pricingUM: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    const list = await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=40' });
    products = (list.json() as { products: typeof products }).products.filter((p) => p.sellBys.length > 0);
  });
  afterAll(() => t.close());

  const addLine = (
    headers: Record<string, string>,
    p: (typeof products)[number],
    quantity: number,
    unit = p.sellBys[0]!.unitOfMeasure,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/line',
      headers,
      payload: {
        productKey: p.productKey,
        orderQuantity: quantity,
        unitOfMeasure: unit,
        unitOfMeasure_Prc: p.pricingUM,
      },
    });
  const cartOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json() as {
      lines: WireLine[];
      totals: { lineTotal: string };
    };

  it.each(['ariba', 'coupa', 'sap'] as const)(
    'answers a %s setup request with a DTD-valid StartPage on the storefront',
    async (style) => {
      const res = await postSetup(
        t.app,
        setupRequestXml({ style, buyerCookie: `cookie-${style}`, shipToAddressId: 'DOWNTN' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/xml/);
      expect(cxmlDtdErrors(res.body)).toEqual([]);
      const doc = parseXmlSafely(res.body);
      expect(attributeOf(child(child(doc.cXML, 'Response'), 'Status'), 'code')).toBe('200');
      const start = new URL(startPageOf(res.body));
      expect(`${start.origin}/`).toBe(`${t.config.publicUrl}/`);
      expect(start.searchParams.get('ac')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The code is stored only as its hash.
      const codes = await t.database.db.selectFrom('punchout_codes').select('code_hash').execute();
      expect(codes.some((c) => c.code_hash === start.searchParams.get('ac'))).toBe(false);
      const session = await t.database.db
        .selectFrom('punchout_sessions')
        .selectAll()
        .where('buyer_cookie', '=', `cookie-${style}`)
        .executeTakeFirstOrThrow();
      expect(session.ship_to_code).toBe('DOWNTN');
      expect(JSON.parse(session.extrinsics).UserEmail).toMatch(/@baysidebistro\.example$/);
    },
  );

  it('exchanges a code once for a punchout session; a second use is refused and ends what the first opened', async () => {
    const setup = await postSetup(t.app, setupRequestXml({ buyerCookie: 'once' }));
    const code = codeOf(startPageOf(setup.body));
    const first = await exchangeCode(t.app, code, `${t.config.publicUrl}/`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).not.toHaveProperty('refresh_token');
    const headers = { authorization: `Bearer ${first.json().access_token}` };
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings', headers })).json();
    expect(settings.isPunchoutSession).toBe(true);
    const user = (await t.app.inject({ method: 'GET', url: '/api/user', headers })).json();
    expect(user).toMatchObject({ isPunchout: true, customerKey: expect.any(Number) });

    const again = await exchangeCode(t.app, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'invalid_grant', error_description: 'Authorization code rejected' });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
  });

  it('refuses an unknown code, an expired one, and one presented for another start page', async () => {
    expect((await exchangeCode(t.app, 'x'.repeat(43))).json().error_description).toBe('Authorization code rejected');
    const late = codeOf(startPageOf((await postSetup(t.app, setupRequestXml({ buyerCookie: 'late' }))).body));
    t.clock.now += CODE_LIFETIME_MS + 1;
    try {
      expect((await exchangeCode(t.app, late)).statusCode).toBe(401);
    } finally {
      t.clock.now -= CODE_LIFETIME_MS + 1;
    }
    const foreign = codeOf(startPageOf((await postSetup(t.app, setupRequestXml({ buyerCookie: 'foreign' }))).body));
    expect((await exchangeCode(t.app, foreign, 'https://evil.example/')).statusCode).toBe(401);
  });

  it('transfers the cart as a DTD-valid PunchOutOrderMessage that matches it line by line', async () => {
    const headers = await cxmlPunchout(t.app, { buyerCookie: 'transfer-1' });
    const [a, b] = products;
    expect((await addLine(headers, a!, 2)).statusCode).toBe(200);
    expect((await addLine(headers, b!, 3)).statusCode).toBe(200);
    const cart = await cartOf(headers);
    const res = await t.app.inject({ method: 'POST', url: '/api/punchout/createmessage', headers, payload: {} });
    expect(res.statusCode).toBe(200);
    const message = res.json() as {
      postbackUrl: string;
      body: string;
      fields: { name: string; value: string }[];
      target: string;
    };
    expect(message.postbackUrl).toBe('http://127.0.0.1:9/receive');
    expect(message.fields).toEqual([{ name: 'cxml-urlencoded', value: message.body }]);
    const xml = message.body;
    expect(cxmlDtdErrors(xml)).toEqual([]);
    expect(xml).not.toContain(DEMO_SECRET);
    expect(xml).not.toContain('SharedSecret');
    const poom = child(child(parseXmlSafely(xml).cXML, 'Message'), 'PunchOutOrderMessage');
    expect(textOf(child(poom, 'BuyerCookie'))).toBe('transfer-1');
    const header = child(poom, 'PunchOutOrderMessageHeader');
    expect(attributeOf(header, 'operationAllowed')).toBe('edit');
    const items = children(poom, 'ItemIn');
    expect(items).toHaveLength(cart.lines.length);
    let sum = 0;
    items.forEach((item, i) => {
      const line = cart.lines[i]!;
      const detail = child(item, 'ItemDetail');
      expect(attributeOf(item, 'lineNumber')).toBe(String(i + 1));
      expect(attributeOf(item, 'quantity')).toBe(line.quantity.value);
      expect(textOf(child(child(item, 'ItemID'), 'SupplierPartID'))).toBe(line.productCode);
      expect(textOf(child(child(detail, 'UnitPrice'), 'Money'))).toBe(line.unitPrice.factor);
      expect(attributeOf(child(child(detail, 'UnitPrice'), 'Money'), 'currency')).toBe('USD');
      expect(textOf(child(detail, 'Classification'))).toBe('50000000');
      const basis = child(detail, 'PriceBasisQuantity');
      expect(basis === undefined).toBe(line.unitPrice.from === line.quantity.unit);
      sum += Number(line.extension);
    });
    expect(textOf(child(child(header, 'Total'), 'Money'))).toBe(cart.totals.lineTotal);
    expect(Number(cart.totals.lineTotal)).toBeCloseTo(sum, 2);
    const stored = await t.database.db
      .selectFrom('punchout_sessions')
      .select('status')
      .where('buyer_cookie', '=', 'transfer-1')
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('Returned');
    // The cart never became an order.
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/submit', headers, payload: {} })).statusCode).toBe(
      403,
    );
  });

  it('base64-encodes the message for a buyer that asks for cxml-base64', async () => {
    await t.database.db
      .updateTable('punchout_buyers')
      .set({ transfer_encoding: 'cxml-base64' })
      .where('protocol', '=', 'cxml')
      .execute();
    try {
      const headers = await cxmlPunchout(t.app, { buyerCookie: 'base64' });
      await addLine(headers, products[0]!, 1);
      const message = (
        await t.app.inject({ method: 'POST', url: '/api/punchout/createmessage', headers, payload: {} })
      ).json();
      expect(message.fields[0].name).toBe('cxml-base64');
      expect(cxmlDtdErrors(Buffer.from(message.body, 'base64').toString('utf8'))).toEqual([]);
    } finally {
      await t.database.db
        .updateTable('punchout_buyers')
        .set({ transfer_encoding: 'cxml-urlencoded' })
        .where('protocol', '=', 'cxml')
        .execute();
    }
  });

  it('rebuilds the same cart from the ItemOut lines of an edit, and a setup with the same cookie finds the cart again', async () => {
    const headers = await cxmlPunchout(t.app, { buyerCookie: 'edit-me' });
    await addLine(headers, products[2]!, 4);
    await addLine(headers, products[3]!, 1);
    const before = await cartOf(headers);
    const xml = (
      await t.app.inject({ method: 'POST', url: '/api/punchout/createmessage', headers, payload: {} })
    ).json().body as string;
    const items = children(child(child(parseXmlSafely(xml).cXML, 'Message'), 'PunchOutOrderMessage'), 'ItemIn').map(
      (item) => ({
        quantity: attributeOf(item, 'quantity')!,
        supplierPartId: textOf(child(child(item, 'ItemID'), 'SupplierPartID')),
        auxiliaryId: textOf(child(child(item, 'ItemID'), 'SupplierPartAuxiliaryID')),
        unit: textOf(child(child(item, 'ItemDetail'), 'UnitOfMeasure')),
      }),
    );
    // A procurement system that dropped the auxiliary ID of the second line: matched by part and unit.
    items[1] = { ...items[1]!, auxiliaryId: '' };
    await t.database.db.deleteFrom('cart_lines').execute();
    const edit = await cxmlPunchout(t.app, { buyerCookie: 'edit-me', operation: 'edit', itemOut: items });
    const after = await cartOf(edit);
    const shape = (c: { lines: WireLine[] }) =>
      c.lines.map((l) => [l.productKey, l.quantity.value, l.quantity.unit, l.extension]);
    expect(shape(after)).toEqual(shape(before));
    const session = await t.database.db
      .selectFrom('punchout_sessions')
      .select(['status', 'operation'])
      .where('buyer_cookie', '=', 'edit-me')
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ status: 'Active', operation: 'edit' });
  });

  it('opens an inspect session read-only: every cart write refused, the transfer allowed', async () => {
    const headers = await cxmlPunchout(t.app, { buyerCookie: 'inspect-me' });
    await addLine(headers, products[0]!, 2);
    const inspect = await cxmlPunchout(t.app, {
      buyerCookie: 'inspect-me',
      operation: 'inspect',
      itemOut: [{ quantity: '2', supplierPartId: 'none', unit: 'CA' }],
    });
    const write = await addLine(inspect, products[1]!, 1);
    expect(write.statusCode).toBe(403);
    expect(write.json().errorReason).toBe('This cart can only be returned to your procurement system.');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: inspect })).statusCode).toBe(403);
    // Reads that are POSTs (a product page's prices and stock) still answer: the page shows what it cannot change.
    const price = await t.app.inject({
      method: 'POST',
      url: '/api/product/price',
      headers: inspect,
      payload: { [products[0]!.productKey]: [products[0]!.pricingUM] },
    });
    expect(price.statusCode).toBe(200);
    const stock = await t.app.inject({
      method: 'POST',
      url: '/api/product/uncommitted',
      headers: inspect,
      payload: [products[0]!.productKey],
    });
    expect(stock.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/punchout/createmessage', headers: inspect, payload: {} }))
        .statusCode,
    ).toBe(409);
  });

  it('keeps a punchout cart apart from the customer user’s own cart', async () => {
    const headers = await cxmlPunchout(t.app, { buyerCookie: 'apart' });
    await addLine(headers, products[4]!, 5);
    const customer = (
      await t.app.inject({
        method: 'POST',
        url: '/api/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password&client_id=ecommerce&username=customer&password=Demo%232026',
      })
    ).json();
    const own = await cartOf({ authorization: `Bearer ${customer.access_token}` });
    expect(own.lines.some((l) => l.productKey === products[4]!.productKey && l.quantity.value === '5.00')).toBe(false);
  });

  it('refuses the pages punchout hides, and the normal sign-in of a buyer account', async () => {
    const headers = await cxmlPunchout(t.app, { buyerCookie: 'hidden' });
    for (const url of [
      '/api/history/orders',
      '/api/history/products',
      '/api/account/summary',
      '/api/orderguide',
      '/api/address',
      '/api/theme',
      '/api/userPreferences/defaults',
      '/api/admin/punchout/buyers',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(403);
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&client_id=ecommerce&username=ocibuyer&password=Demo%232026',
    });
    expect(signIn.statusCode).toBe(401);
  });

  describe('refusals say only their code', () => {
    const statusOf = (xml: string) => attributeOf(child(child(parseXmlSafely(xml).cXML, 'Response'), 'Status'), 'code');

    it.each([
      ['a wrong shared secret', setupRequestXml({ sharedSecret: 'not-the-secret-at-all' }), 401],
      ['an unknown sender', setupRequestXml({ senderIdentity: 'SOMEONE-ELSE' }), 401],
      ['a return URL outside the allowed ones', setupRequestXml({ returnUrl: 'https://attacker.example/hook' }), 403],
      ['operation source', setupRequestXml({ operation: 'source' }), 406],
      ['an unknown operation', setupRequestXml({ operation: 'destroy' }), 400],
      ['a document that is not cXML', '<hello>world</hello>', 400],
      ['a broken document', '<cXML><Header>', 400],
    ])('%s', async (_what, body, code) => {
      const res = await postSetup(t.app, body);
      expect(res.statusCode).toBe(code);
      expect(statusOf(res.body)).toBe(String(code));
      expect(cxmlDtdErrors(res.body)).toEqual([]);
      expect(res.body).not.toMatch(/secret|sender|identity|allowed/i);
    });
  });
});

describe('punchout XML safety', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses an external entity (XXE) without reading the file', async () => {
    const secretFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xxe-')), 'secret.txt');
    fs.writeFileSync(secretFile, 'TOP-SECRET-CONTENT');
    const xxe = setupRequestXml()
      .replace(/<!DOCTYPE[^>]*>/, `<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file://${secretFile}">]>`)
      .replace('cookie-1', '&xxe;');
    const res = await postSetup(t.app, xxe);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('TOP-SECRET-CONTENT');
    expect(
      await t.database.db
        .selectFrom('punchout_sessions')
        .select('id')
        .where('buyer_cookie', 'like', '%SECRET%')
        .execute(),
    ).toEqual([]);
  });

  it('refuses billion laughs quickly', async () => {
    const entities = [
      '<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`),
    ].join('');
    const bomb = setupRequestXml()
      .replace(/<!DOCTYPE[^>]*>/, `<!DOCTYPE cXML [${entities}]>`)
      .replace('cookie-1', '&lol9;');
    const started = performance.now();
    const res = await postSetup(t.app, bomb);
    expect(res.statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an internal DTD subset even without entities', async () => {
    const res = await postSetup(
      t.app,
      setupRequestXml().replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML [<!ELEMENT cXML ANY>]>'),
    );
    expect(res.statusCode).toBe(400);
  });

  it('refuses a 2 MiB body with a cXML 400, and a body of another type', async () => {
    const big = setupRequestXml().replace('</cXML>', `<!--${'x'.repeat(2 * 1024 * 1024)}--></cXML>`);
    const res = await postSetup(t.app, big);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('code="400"');
    const json = await postSetup(t.app, JSON.stringify({ cXML: 1 }), 'application/json');
    expect(json.statusCode).toBe(400);
  });
});
