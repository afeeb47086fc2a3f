import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/test-app';

describe('health, OpenAPI and the real HTTP layer', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  it('reports the database over HTTP', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { dialect: TEST_DIALECT, ok: true } });
  });

  it('answers the liveness ping without the database', async () => {
    const res = await fetch(`${base}/api/ping`);
    expect(await res.json()).toEqual({ pong: true });
  });

  it('signs in over HTTP with a form body', async () => {
    const res = await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&client_id=ecommerce&username=customer&password=Demo%232026',
    });
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    const user = await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(((await user.json()) as { username: string }).username).toBe('customer');
  });

  it('serves the OpenAPI document and its UI', async () => {
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/token', '/api/user', '/api/menu', '/api/customer']),
    );
    expect((await fetch(`${base}/api/docs`)).status).toBeLessThan(400);
  });

  it('answers an unknown API path with 404 JSON, not the page', async () => {
    const res = await fetch(`${base}/api/nope`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { errorCode: number }).errorCode).toBe(404);
  });
});
