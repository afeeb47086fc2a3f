import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setupRequestXml } from './cxml/setup-request.fixtures';
import { codeOf, postSetup, startPageOf } from './punchout.fixtures';

const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];
const formAction = (csp: unknown) => /form-action ([^;]*)/.exec(String(csp))?.[1];

describe('punchout framing', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'sf-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Storefront</title>');
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("lets the buyer's return origins frame its start page, and only those", async () => {
    const code = codeOf(startPageOf((await postSetup(t.app, setupRequestXml({ buyerCookie: 'framed' }))).body));
    const start = await t.app.inject({ method: 'GET', url: `/?ac=${code}` });
    expect(start.statusCode).toBe(200);
    expect(frameAncestors(start.headers['content-security-policy'])).toBe('http://localhost:* http://127.0.0.1:*');
    expect(start.headers['x-frame-options']).toBeUndefined();
    // Transfer Cart posts the order message to the buyer's return URL: its forms may go there, and to the app.
    expect(formAction(start.headers['content-security-policy'])).toBe("'self' http://localhost:* http://127.0.0.1:*");
    // The rest of the policy is the app's.
    expect(String(start.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('keeps a reload inside the frame framable by the buyers, and every other page unframable', async () => {
    const framed = await t.app.inject({ method: 'GET', url: '/products', headers: { 'sec-fetch-dest': 'iframe' } });
    expect(frameAncestors(framed.headers['content-security-policy'])).toBe('http://localhost:* http://127.0.0.1:*');
    expect(formAction(framed.headers['content-security-policy'])).toBe("'self' http://localhost:* http://127.0.0.1:*");
    const plain = await t.app.inject({ method: 'GET', url: '/products' });
    expect(frameAncestors(plain.headers['content-security-policy'])).toBe("'none'");
    expect(plain.headers['x-frame-options']).toBe('DENY');
    // A punchout tab reloaded in a window of its own still hands its cart back.
    expect(formAction(plain.headers['content-security-policy'])).toBe("'self' http://localhost:* http://127.0.0.1:*");
    const deadCode = await t.app.inject({ method: 'GET', url: `/?ac=${'x'.repeat(43)}` });
    expect(frameAncestors(deadCode.headers['content-security-policy'])).toBe("'none'");
  });

  it('frames nothing and posts nowhere else when no buyer is enabled', async () => {
    await t.database.db.updateTable('punchout_buyers').set({ enabled: 0 }).execute();
    try {
      const framed = await t.app.inject({ method: 'GET', url: '/products', headers: { 'sec-fetch-dest': 'iframe' } });
      expect(frameAncestors(framed.headers['content-security-policy'])).toBe("'none'");
      expect(formAction(framed.headers['content-security-policy'])).toBe("'self'");
    } finally {
      await t.database.db.updateTable('punchout_buyers').set({ enabled: 1 }).execute();
    }
  });
});
