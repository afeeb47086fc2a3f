import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const SCRIPT = Buffer.from('export function lineTotal(line) { return line.quantity * line.price; }\n'.repeat(100));

describe('the pages of the built app', () => {
  let t: TestApp;
  const built = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-web-'));
  const dist = path.join(built, 'dist');

  beforeAll(async () => {
    fs.mkdirSync(dist);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    // A stand-in for the web app's server renderer (dist-server/entry-server.js): it draws /login from the API's own
    // answer, fails on /broken, and leaves every other path to the browser.
    fs.mkdirSync(path.join(built, 'dist-server'));
    fs.writeFileSync(
      path.join(built, 'dist-server', 'entry-server.js'),
      `export async function renderFirstScreen(url, api, cookie) {
        const pathname = new URL(url, 'http://page').pathname;
        if (pathname === '/broken') throw new Error('drawing failed');
        if (pathname === '/mine' && cookie === 'first-screen=someone')
          return { html: '<main>Your prices</main>', data: '{}', personal: true };
        if (pathname !== '/login') return null;
        const res = await api('/api/settings/site', { headers: { Accept: 'application/json' } });
        const site = await res.json();
        const more = '<p>' + 'Fresh produce every morning. '.repeat(60) + '</p>';
        return { html: '<main>Sign in to ' + site.siteName + '</main>' + more, data: JSON.stringify({ status: res.status }), personal: false };
      }`,
    );
    // A built script with the compressed forms the build writes beside it (apps/web/precompress-assets.ts), and a
    // file outside assets/ (named by no hash) with none.
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-1.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'index-1.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'assets', 'index-1.js.gz'), zlib.gzipSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'first-screen-boot.js'), SCRIPT);
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({ '/login': ['assets/LoginPage-1.js'], '/products': ['assets/AppShell-1.js'] }),
    );
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(built, { recursive: true, force: true });
  });

  it('serves a first screen drawn by the renderer from the API, with its chunks handed to the boot script', async () => {
    for (const url of ['/login', '/login?returnUrl=%2Fcart']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"><main>Sign in to Harbor Foodservice</main><p>Fresh produce');
      expect(res.body).toContain('<script type="application/json" id="first-screen-data">{"status":200}</script>');
      expect(res.body).toContain('"entry":"/assets/index-1.js","preload":["/assets/LoginPage-1.js"]');
      expect(res.body).not.toContain('modulepreload');
      expect(res.body).not.toContain('AppShell-1');
    }
  });

  it("names a first screen's lazy chunks in the page when the renderer leaves it to the browser", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/products' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/AppShell-1.js">');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves other pages as built, and the plain page when drawing fails', async () => {
    for (const url of ['/cart', '/broken']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('modulepreload');
      expect(res.body).toContain('<div id="root"></div><');
      expect(res.body).not.toContain('first-screen');
    }
  });

  it('keeps a screen drawn for one visitor out of every cache, and says pages vary by cookie', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/mine', headers: { cookie: 'first-screen=someone' } });
    expect(mine.body).toContain('<main>Your prices</main>');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.vary).toMatch(/Cookie/);
    const anyone = await t.app.inject({ method: 'GET', url: '/login' });
    expect(anyone.headers['cache-control']).toBe('no-cache');
    expect(anyone.headers.vary).toMatch(/Cookie/);
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends a built script as the build compressed it, cached for a year under its hashed name', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/index-1.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(
        res.rawPayload.equals(
          fs.readFileSync(path.join(dist, 'assets', `index-1.js.${encoding === 'br' ? 'br' : 'gz'}`)),
        ),
      ).toBe(true);
      expect(decode(res.rawPayload).equals(SCRIPT)).toBe(true);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(SCRIPT)).toBe(true);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has a browser ask again for a file whose name carries no hash, compressing it as it is sent', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/first-screen-boot.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(SCRIPT)).toBe(true);
  });
});
