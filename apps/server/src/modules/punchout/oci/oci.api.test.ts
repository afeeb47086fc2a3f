import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OCI_LENGTHS } from './oci-fields';
import { codeOf, exchangeCode } from '../punchout.fixtures';

const HOOK = 'http://127.0.0.1:9/sap/bc/gui/sap/its/bbpsc02?sap-client=100&OCI_VERSION=4.0';

describe('punchout over SAP OCI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ociCall = (fields: Record<string, string>, method: 'GET' | 'POST' = 'GET') => {
    const form = new URLSearchParams(fields).toString();
    return method === 'GET'
      ? t.app.inject({ method, url: `/punchout/oci?${form}` })
      : t.app.inject({
          method,
          url: '/punchout/oci',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form,
        });
  };
  const demo = {
    USERNAME: 'ocibuyer',
    PASSWORD: 'Demo#2026',
    HOOK_URL: HOOK,
    '~OkCode': 'ADDI',
    '~Target': '_top',
    '~Caller': 'CTLG',
  };

  it.each(['GET', 'POST'] as const)(
    'opens a session from a %s call and sends the browser to the start page',
    async (method) => {
      const res = await ociCall(demo, method);
      expect(res.statusCode).toBe(303);
      const location = new URL(String(res.headers.location));
      expect(`${location.origin}/`).toBe(`${t.config.publicUrl}/`);
      expect(location.searchParams.get('ac')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    },
  );

  it('returns the cart as NEW_ITEM fields numbered from 1 within OCI lengths, with the HOOK_URL parameters and caller fields', async () => {
    const token = await exchangeCode(t.app, codeOf(String((await ociCall(demo)).headers.location)));
    expect(token.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${(token.json() as { access_token: string }).access_token}` };
    const list = (await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=20', headers })).json() as {
      products: { productKey: number; sellBys: { unitOfMeasure: string }[]; pricingUM: string }[];
    };
    const picked = list.products.filter((p) => p.sellBys.length > 0).slice(0, 2);
    for (const [i, p] of picked.entries()) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/line',
        headers,
        payload: {
          productKey: p.productKey,
          orderQuantity: i + 2,
          unitOfMeasure: p.sellBys[0]!.unitOfMeasure,
          unitOfMeasure_Prc: p.pricingUM,
        },
      });
      expect(added.statusCode).toBe(200);
    }
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json() as {
      lines: { productCode: string; description: string; quantity: { value: string }; extension: string }[];
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/punchout/createmessage', headers, payload: {} });
    expect(res.statusCode).toBe(200);
    const message = res.json() as {
      postbackUrl: string;
      body: string;
      fields: { name: string; value: string }[];
      target: string;
    };
    expect(message.postbackUrl).toBe(HOOK);
    expect(message.target).toBe('_top');
    const value = (name: string) => message.fields.find((f) => f.name === name)?.value;
    expect(value('sap-client')).toBe('100');
    expect(value('OCI_VERSION')).toBe('4.0');
    expect(value('~OkCode')).toBe('ADDI');
    expect(value('~Caller')).toBe('CTLG');
    cart.lines.forEach((line, i) => {
      const n = i + 1;
      expect(value(`NEW_ITEM-VENDORMAT[${n}]`)).toBe(line.productCode);
      expect(value(`NEW_ITEM-QUANTITY[${n}]`)).toBe(line.quantity.value);
      expect(value(`NEW_ITEM-CURRENCY[${n}]`)).toBe('USD');
      expect(value(`NEW_ITEM-PRICEUNIT[${n}]`)).toBe('1');
      expect(value(`NEW_ITEM-DESCRIPTION[${n}]`)).toBe(line.description.slice(0, OCI_LENGTHS.DESCRIPTION));
      expect(Number(value(`NEW_ITEM-PRICE[${n}]`)) * Number(line.quantity.value)).toBeCloseTo(
        Number(line.extension),
        1,
      );
      expect(value(`NEW_ITEM-UNIT[${n}]`)!.length).toBeLessThanOrEqual(OCI_LENGTHS.UNIT);
    });
    expect(message.fields.some((f) => f.name === `NEW_ITEM-VENDORMAT[${cart.lines.length + 1}]`)).toBe(false);
    expect(new URLSearchParams(message.body).get('NEW_ITEM-VENDORMAT[1]')).toBe(cart.lines[0]!.productCode);
  });

  it('answers wrong credentials with a plain page, counted by the sign-in throttle', async () => {
    const before = await t.database.db.selectFrom('sign_in_counters').selectAll().execute();
    const res = await ociCall({ ...demo, PASSWORD: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toBe('Unknown user or invalid password');
    const after = await t.database.db.selectFrom('sign_in_counters').selectAll().execute();
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
  });

  it('refuses a HOOK_URL outside the allowed return URLs, a user who is not an OCI buyer, and a call without fields', async () => {
    expect((await ociCall({ ...demo, HOOK_URL: 'https://attacker.example/hook' })).statusCode).toBe(403);
    expect((await ociCall({ ...demo, USERNAME: 'customer' })).statusCode).toBe(403);
    expect((await ociCall({ USERNAME: 'ocibuyer' })).statusCode).toBe(400);
  });
});
