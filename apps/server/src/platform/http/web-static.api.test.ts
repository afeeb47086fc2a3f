import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the pages of the built app', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-web-dist-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({ '/login': ['assets/LoginPage-1.js'], '/products': ['assets/AppShell-1.js'] }),
    );
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("names a first screen's lazy chunks in its page, with or without a query", async () => {
    for (const url of ['/login', '/login?returnUrl=%2Fcart']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">');
      expect(res.body).not.toContain('AppShell-1');
    }
  });

  it('serves other pages as built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('modulepreload');
  });
});
