import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

/** List pages are cached with their compressed forms: every form must say the same, and say how it is encoded. */
describe('GET /api/product/list, compressed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a cached page in br, gzip or plain as the client accepts, all the same JSON', async () => {
    const headers = await signInAs(t.app, 'customer');
    const url = '/api/product/list?page=1&pageSize=50';
    const get = (acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': acceptEncoding } });
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const products = plain.json().products;
    expect(products).toHaveLength(50);

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).products).toEqual(products);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).products).toEqual(products);

    // A page built per request (an unpaged list) is left to the compress plugin, which still honours the header.
    const whole = await t.app.inject({
      method: 'GET',
      url: '/api/product/list',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(whole.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(whole.rawPayload).toString()).total).toBeGreaterThan(50);
  });
});
