import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appCspFor } from './hardening';
import { redactUrl } from './log-redaction';
import { answeredByServer, firstScreenRenderer, withFirstScreen } from './first-screen';
import { sendCompressed } from './precompressed';
import { parseRoutePreloads, type RoutePreloads, withRoutePreloads } from './route-preloads';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves the built single-page app with history-API fallback (a deep link such as
 * /products#mc=1 reloads fine) and product images under /img/.
 */
export async function registerWebStatic(app: FastifyInstance): Promise<void> {
  const { webDistDir, imagesDir } = app.ctx.config;
  fs.mkdirSync(imagesDir, { recursive: true });

  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/img/',
    decorateReply: false,
    maxAge: '1h',
  });

  const indexFile = path.join(webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes each script and style compressed beside itself (apps/web/precompress-assets.ts): a browser
      // that accepts Brotli or gzip gets that file, and the compress plugin leaves it be. Others are compressed as
      // they are sent.
      preCompressed: true,
      // The Cache-Control below is the only one: send's own (max-age=0) would replace it.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite names built assets by content hash: they never change under one name.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
        // A file sent as built compressed (filePath names it) varies by what the browser accepts; the compress plugin
        // says so for the others.
        if (/\.(br|gz)$/.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  // Read per page load (a few KB from the OS cache): after a rebuild they must name the new asset files.
  const readIndex = () => (hasWeb ? fs.promises.readFile(indexFile, 'utf8').catch(() => null) : Promise.resolve(null));
  const preloadsFile = path.join(webDistDir, 'route-preloads.json');
  const readPreloads = () => fs.promises.readFile(preloadsFile, 'utf8').catch(() => null);

  const renderer = firstScreenRenderer(app, webDistDir);
  const api = answeredByServer(app);
  /** A first screen drawn on the server (null for other paths, or when drawing it failed: the browser draws it). */
  const drawn = async (
    request: FastifyRequest,
    indexHtml: string,
    preloads: RoutePreloads,
  ): Promise<{ page: string; personal: boolean } | null> => {
    try {
      const screen = await (await renderer())?.renderFirstScreen(request.url, api, request.headers.cookie);
      const page = screen && withFirstScreen(indexHtml, screen, preloads[request.url.split('?')[0] ?? ''] ?? []);
      return page ? { page, personal: screen.personal } : null;
    } catch (err) {
      app.log.warn(
        { err, url: redactUrl(request.url) },
        'the first screen was not drawn on the server: the browser draws it',
      );
      return null;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/img/');
    if (isPage && !path.extname(request.url.split('?')[0] ?? '')) {
      const [indexHtml, preloads] = await Promise.all([readIndex(), readPreloads()]);
      if (!indexHtml) {
        return reply.code(503).type('text/plain').send('The web app is not built: run `npm run build`.');
      }
      await allowPunchout(app, request, reply);
      const routePreloads = parseRoutePreloads(preloads);
      const screen = await drawn(request, indexHtml, routePreloads);
      const page = screen?.page ?? withRoutePreloads(indexHtml, routePreloads, request.url.split('?')[0] ?? '');
      // A screen drawn for a signed-in visitor is theirs alone: no cache keeps it. Any page may be drawn by cookie.
      reply.header('Cache-Control', screen?.personal ? 'private, no-store' : 'no-cache').header('Vary', 'Cookie');
      reply.type('text/html; charset=utf-8');
      return sendCompressed(request, reply, Buffer.from(page));
    }
    return reply.code(404).send({ errorCode: 404, errorReason: 'Not found' });
  });
}

/**
 * A punchout buyer's procurement system shows the storefront in a frame: its start page (?ac=) and the pages
 * reloaded inside the frame (Sec-Fetch-Dest: iframe) name the buyers' return origins in frame-ancestors, and
 * X-Frame-Options goes (it cannot name an origin). Every other page keeps frame-ancestors 'none'.
 *
 * Transfer Cart posts a form from the page to the buyer's return URL, which form-action 'self' would stop: the start
 * page lets its forms post to its buyer's return origins, and every other page (a punchout tab reloaded in its frame
 * or in a window of its own) to those of every enabled buyer.
 */
async function allowPunchout(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const code = new URL(request.url, 'http://page').searchParams.get('ac');
  const framed = request.headers['sec-fetch-dest'] === 'iframe';
  const { frameAncestors } = app.ctx.ports;
  const framers = code || framed ? await frameAncestors(code, framed) : [];
  const formActions = framers.length > 0 ? framers : await frameAncestors(null, true);
  if (framers.length === 0 && formActions.length === 0) return;
  if (framers.length > 0) reply.raw.removeHeader('X-Frame-Options');
  reply.header('Content-Security-Policy', appCspFor({ frameAncestors: framers, formActions }));
}
