import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

/** The list form of the uncommitted call takes ids the integer column can hold, at most 500 of them. */
describe('POST /api/product/uncommitted, list form', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await signInAs(t.app, 'customer');
  });
  afterAll(() => t.close());

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/product/uncommitted', headers, payload: payload as object });

  it('refuses a key beyond the integer column with 400', async () => {
    const res = await post([1, 2147483648]);
    expect(res.statusCode).toBe(400);
  });

  it('refuses more than 500 keys with 400 and takes 500', async () => {
    expect((await post(Array.from({ length: 501 }, (_, i) => i + 1))).statusCode).toBe(400);
    expect((await post(Array.from({ length: 500 }, (_, i) => i + 1))).statusCode).toBe(200);
  });
});
