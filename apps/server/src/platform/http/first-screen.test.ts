import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answeredByServer, withFirstScreen } from './first-screen';

const INDEX =
  '<!doctype html><html><head><title>Storefront</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
  '</head><body><div id="root"></div></body></html>';

describe('withFirstScreen', () => {
  const screen = {
    html: '<link rel="preload" as="image" href="/img/logo.svg"/><main>$& Sign-In $1</main>',
    data: '{"a":1}',
  };

  it('puts the drawn screen in #root, its data after it, and hands the scripts to the boot script', () => {
    const page = withFirstScreen(INDEX, screen, ['assets/LoginPage-1.js']);
    expect(page).toContain('<div id="root"><main>$& Sign-In $1</main></div>');
    expect(page).toContain('<script type="application/json" id="first-screen-data">{"a":1}</script>');
    expect(page).toContain(
      '<script type="application/json" id="first-screen-scripts">' +
        '{"entry":"/assets/index-1.js","preload":["/assets/react-1.js","/assets/LoginPage-1.js"]}</script>',
    );
    expect(page).toContain('<script defer src="/first-screen-boot.js"></script></head>');
    // The scripts load only through the boot script, after the first paint.
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
    // React's resource hints go into the head.
    expect(page).toMatch(/<head>.*<link rel="preload" as="image" href="\/img\/logo.svg"\/>.*<\/head>/s);
  });

  it('gives up on a page it does not recognise', () => {
    expect(withFirstScreen(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), screen, [])).toBeNull();
    expect(withFirstScreen(INDEX.replace(/<script type="module"[^<]*<\/script>/, ''), screen, [])).toBeNull();
  });
});

describe('answeredByServer', () => {
  it("answers the renderer's reads from the server's own routes, and refuses anything that would change something", async () => {
    const seen: string[] = [];
    const app = {
      inject: async ({ method, url, payload }: { method: string; url: string; payload?: string }) => {
        seen.push(`${method} ${url} ${payload ?? ''}`.trim());
        return {
          statusCode: 200,
          headers: { 'content-type': 'application/json' },
          rawPayload: Buffer.from('{"ok":true}'),
        };
      },
    } as unknown as FastifyInstance;
    const api = answeredByServer(app);
    const read = await api('/api/menu', { headers: { Authorization: 'Bearer t' } });
    expect(await read.json()).toEqual({ ok: true });
    await api('/api/product/price', { method: 'POST', body: '{"1":["CS"]}' });
    await expect(api('/api/cart/lines', { method: 'POST', body: '{}' })).rejects.toThrow(/POST \/api\/cart\/lines/);
    await expect(api('/api/theme', { method: 'DELETE' })).rejects.toThrow();
    expect(seen).toEqual(['GET /api/menu', 'POST /api/product/price {"1":["CS"]}']);
  });
});
