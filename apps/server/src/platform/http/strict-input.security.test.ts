import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { TOO_DEEP } from './json-depth';
import { NUL_REFUSED } from './strict-input';

describe('strict input', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...auth, ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  beforeAll(async () => {
    t = await createTestApp();
    auth = await signInAs(t.app, 'customer');
  });
  afterAll(() => t.close());

  it('refuses a NUL in a query, a path, a JSON body and a sign-in form with 400', async () => {
    for (const res of [
      await inject('GET', '/api/product/list?searchText=ab%00c&page=1'),
      await inject('GET', '/api/product/%00'),
      await inject('POST', '/api/cart/header', { notes: 'a\u0000b' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorCode: 400, errorReason: NUL_REFUSED });
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&client_id=ecommerce&username=cust%00omer&password=x',
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({ error: 'invalid_request', error_description: NUL_REFUSED });
  });

  it('refuses a body field its route does not name with 400, at the top and nested, and takes the same body without it', async () => {
    for (const [url, body] of [
      ['/api/cart/header', { notes: 'ok', isAdmin: true }],
      ['/api/cart/header', { notes: 'ok', shipTo: null, extra: { nested: 1 } }],
    ] as const) {
      const res = await inject('POST', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorReason).toMatch(/Unrecognized key/);
    }
    expect((await inject('POST', '/api/cart/header', { notes: 'ok' })).statusCode).toBe(200);
  });

  it('refuses JSON nested 3,000 levels deep with 400 before sign-in and after, and still takes a sane body', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    const deepObject = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    const anonymous = { 'content-type': 'application/json' };
    for (const res of [
      await t.app.inject({ method: 'POST', url: '/api/consumer/signup', headers: anonymous, payload: deepObject }),
      await t.app.inject({ method: 'POST', url: '/api/password/requestreset', headers: anonymous, payload: deep }),
      await inject('POST', '/api/cart/header', deepObject, { 'content-type': 'application/json' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorCode: 400, errorReason: TOO_DEEP });
    }
    expect((await inject('POST', '/api/cart/header', { notes: 'fine [[[ {{{' })).statusCode).toBe(200);
  });

  it('answers non-form bodies on /api/token with 400 or 415 in the OAuth shape, never 500', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'invalid_request' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect([400, 415]).toContain(text.statusCode);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBeLessThan(500);
  });

  it('refuses ids beyond the integer column with 400', async () => {
    expect((await inject('GET', '/api/product/2147483648')).statusCode).toBe(400);
    const line = { productKey: 2_147_483_648, orderQuantity: '1', unitOfMeasure: 'CS', unitOfMeasure_Prc: 'CS' };
    expect((await inject('POST', '/api/cart/line', line)).statusCode).toBe(400);
    expect((await inject('POST', '/api/cart/header', { addressId: 2_147_483_648 })).statusCode).toBe(400);
  });

  it('refuses numbers that are not plain decimals, and amounts beyond the column', async () => {
    const line = (orderQuantity: unknown, overridePrice?: unknown) => ({
      productKey: 1,
      orderQuantity,
      unitOfMeasure: 'CS',
      unitOfMeasure_Prc: 'CS',
      ...(overridePrice === undefined ? {} : { overridePrice }),
    });
    for (const quantity of [
      '0x10',
      '0b11',
      '0o7',
      '1_000',
      '1e+5',
      '1e5',
      'Infinity',
      '+1',
      ' 1',
      'ten',
      '12345678901',
      1e21,
      1e-7,
    ]) {
      const res = await inject('POST', '/api/cart/validate', { lines: [line(quantity)] });
      expect({ quantity, status: res.statusCode }).toEqual({ quantity, status: 400 });
    }
    for (const price of ['1e-4', '99999999999', '999999999999.99', '0x1F']) {
      const res = await inject('POST', '/api/cart/validate', { lines: [line('1', price)] });
      expect({ price, status: res.statusCode }).toEqual({ price, status: 400 });
    }
    // Plain decimals still pass validation (the cart's own rules answer them).
    for (const quantity of ['2', '2.5', '.5', 3, 1.25]) {
      const ok = await inject('POST', '/api/cart/validate', { lines: [line(quantity)] });
      expect({ quantity, body: ok.statusCode === 400 ? ok.body : null }).toEqual({ quantity, body: null });
    }
  });
});
