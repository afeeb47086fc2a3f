import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** How the renderer's calls to the API are answered: as fetch would, by the server itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What the web app's server renderer (apps/web/src/entry-server.tsx, built into dist-server/) exports. */
export interface FirstScreenRenderer {
  /** `cookie` is the request's Cookie header: the renderer reads whom to draw the screen for from its own cookie. */
  renderFirstScreen(
    url: string,
    api: ApiTransport,
    cookie: string | undefined,
  ): Promise<{ html: string; data: string; personal: boolean } | null>;
}

/** The boot script the web app ships (apps/web/public/first-screen-boot.js). */
export const BOOT_SCRIPT = '/first-screen-boot.js';
/** The elements of the page the boot script and the app read (apps/web/src/app/first-screen/first-screen-data.ts). */
const DATA_ID = 'first-screen-data';
const SCRIPTS_ID = 'first-screen-scripts';

/**
 * The renderer built beside `webDistDir` (dist-server/entry-server.js), loaded on first use; null when it was not
 * built or does not load (the pages are then served as the plain app, which draws everything in the browser).
 */
export function firstScreenRenderer(
  app: FastifyInstance,
  webDistDir: string,
): () => Promise<FirstScreenRenderer | null> {
  const file = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  let loading: Promise<FirstScreenRenderer | null> | null = null;
  return () =>
    (loading ??= fs.existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<FirstScreenRenderer>).catch((err: unknown) => {
          app.log.warn({ err }, 'the first-screen renderer did not load: pages are drawn in the browser');
          return null;
        })
      : Promise.resolve(null));
}

/** The calls a screen reads by POST: prices and uncommitted stock, each asked for a batch of products (they change nothing). */
const READ_BY_POST = new Set(['/api/product/price', '/api/product/uncommitted']);

/**
 * The renderer's calls, answered by this server's own routes (no network), each with the headers the app would send
 * (its session's token among them): reads only (GET, and the price batch), so drawing a screen changes nothing.
 */
export function answeredByServer(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const read = method === 'GET' || (method === 'POST' && READ_BY_POST.has(url.split('?')[0] ?? ''));
    if (!read) throw new Error(`A first-screen render asked for ${method} ${url}`);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const payload = typeof init.body === 'string' ? init.body : undefined;
    const res = await app.inject({ method: method === 'GET' ? 'GET' : 'POST', url, headers, payload });
    const answer = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string') answer.set(name, value);
      else if (typeof value === 'number') answer.set(name, String(value));
    }
    answer.delete('content-encoding');
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers: answer });
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g;
const RESOURCE_HINT = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * The built page with the server-drawn screen inside #root, what it was drawn from, and the app's scripts handed to
 * the boot script, which loads them once the screen has painted (the largest paint is the page's own, not the
 * script's). The resource hints React puts before the markup (a preloaded image) go into the head.
 * `preloads` are the screen's own chunks (route-preloads.json).
 */
export function withFirstScreen(
  indexHtml: string,
  screen: { html: string; data: string },
  preloads: readonly string[],
): string | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes('<div id="root"></div>') || !indexHtml.includes('</head>')) return null;
  const modules = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  const hints = RESOURCE_HINT.exec(screen.html)?.[0] ?? '';
  const scripts = JSON.stringify({ entry, preload: [...modules, ...preloads.map((f) => `/${f}`)] });
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      () =>
        `${hints}<script type="application/json" id="${SCRIPTS_ID}">${scripts}</script>` +
        `<script defer src="${BOOT_SCRIPT}"></script></head>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${screen.html.slice(hints.length)}</div>` +
        `<script type="application/json" id="${DATA_ID}">${screen.data}</script>`,
    );
}
