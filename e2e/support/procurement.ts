import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  attributeOf,
  child,
  children,
  parseXmlSafely,
  textOf,
} from '../../apps/server/src/modules/punchout/cxml/safe-xml';
import { setupRequestXml, type SetupOptions } from '../../apps/server/src/modules/punchout/cxml/setup-request.fixtures';

/** What the procurement system's receiver got: the form fields of one post, in order, and where it was posted. */
export interface ReceivedPost {
  path: string;
  query: URLSearchParams;
  contentType: string;
  fields: [string, string][];
}

export interface Procurement {
  /** http://localhost:<port>: another site than the storefront on 127.0.0.1, as a real procurement system is. */
  origin: string;
  /** A return address on this system (BrowserFormPost URL or HOOK_URL), with its own query parameters. */
  returnUrl(path: string, query?: Record<string, string>): string;
  /** The procurement system's page showing `src` (the storefront's start page, or its OCI call) in an iframe. */
  framePage(src: string): string;
  /** Resolves with the next form posted to a return address (or one already received and not yet taken). */
  nextPost(timeoutMs?: number): Promise<ReceivedPost>;
  close(): Promise<void>;
}

/** The title of the catalogue's frame on the procurement page. */
export const CATALOGUE_FRAME = 'Supplier catalogue';

/** A form post is a few hundred kilobytes at most (a cXML message of a big cart); anything larger is not ours. */
const MAX_POST_BYTES = 4 * 1024 * 1024;
/** The receiver lives for one journey: it refuses to outlive a hung one. */
const LIFETIME_MS = 5 * 60_000;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** application/x-www-form-urlencoded, every field in order (a name may repeat: OCI's LONGTEXT pieces). */
function formFields(body: string): [string, string][] {
  return [...new URLSearchParams(body)];
}

/**
 * A virtual procurement system on a loopback port of its own: a page that shows the storefront in a frame, as Ariba,
 * Coupa or SAP SRM do, and a receiver that records the form the storefront posts back (the cXML message or the OCI
 * fields). It serves on 127.0.0.1 but is addressed as localhost, so the storefront on 127.0.0.1 is a cross-site frame
 * (third-party: no cookies of its own would reach it).
 */
export async function startProcurement(): Promise<Procurement> {
  const received: ReceivedPost[] = [];
  const waiting: ((post: ReceivedPost) => void)[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/buyer') {
      const src = url.searchParams.get('src') ?? 'about:blank';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Procurement</title></head><body style="margin:0">` +
          `<main><h1 style="font:16px sans-serif;margin:8px">Procurement</h1>` +
          `<iframe title="${CATALOGUE_FRAME}" name="catalogue" src="${escapeAttr(src)}" style="border:0;width:100%;height:calc(100vh - 40px)"></iframe>` +
          `</main></body></html>`,
      );
      return;
    }
    if (req.method === 'POST' && url.pathname.startsWith('/receive')) {
      let size = 0;
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_POST_BYTES) req.destroy();
        else chunks.push(chunk);
      });
      req.on('end', () => {
        const post: ReceivedPost = {
          path: url.pathname,
          query: url.searchParams,
          contentType: req.headers['content-type'] ?? '',
          fields: formFields(Buffer.concat(chunks).toString('utf8')),
        };
        const take = waiting.shift();
        if (take) take(post);
        else received.push(post);
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><html lang="en"><title>Requisition</title><main><h1>Cart received</h1></main></html>');
      });
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not here');
  });
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  const lifetime = setTimeout(() => server.close(), LIFETIME_MS);
  lifetime.unref();

  return {
    origin,
    returnUrl(path, query = {}) {
      const url = new URL(`/receive/${path}`, origin);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      return url.href;
    },
    framePage: (src) => `${origin}/buyer?src=${encodeURIComponent(src)}`,
    nextPost(timeoutMs = 15_000) {
      const ready = received.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no form was posted to ${origin}/receive within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push((post) => {
          clearTimeout(timer);
          resolve(post);
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearTimeout(lifetime);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Posts a cXML PunchOutSetupRequest to the storefront as the procurement system does (server to server), and returns
 * its StartPage URL.
 */
export async function cxmlSetup(storefront: string, options: SetupOptions): Promise<string> {
  const res = await fetch(`${storefront}/punchout/cxml/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/xml; charset=utf-8' },
    body: setupRequestXml(options),
  });
  const xml = await res.text();
  if (res.status !== 200) throw new Error(`setup answered ${res.status}: ${xml}`);
  const start = /<StartPage>\s*<URL>([^<]+)<\/URL>/.exec(xml)?.[1];
  if (!start) throw new Error(`no StartPage in ${xml}`);
  return start.replace(/&amp;/g, '&');
}

/** The SAP OCI call a procurement system sends the browser to (GET /punchout/oci). */
export function ociCall(
  storefront: string,
  hookUrl: string,
  caller: Record<string, string> = { '~OkCode': 'ADDI', '~Target': '_top', '~Caller': 'CTLG' },
): string {
  const url = new URL('/punchout/oci', storefront);
  url.searchParams.set('USERNAME', 'ocibuyer');
  url.searchParams.set('PASSWORD', 'Demo#2026');
  url.searchParams.set('HOOK_URL', hookUrl);
  for (const [name, value] of Object.entries(caller)) url.searchParams.set(name, value);
  return url.href;
}

/** A PunchOutOrderMessage as the procurement system reads it: its cookie, total and lines (as ItemOut sends them back). */
export interface OrderMessage {
  buyerCookie: string;
  total: string;
  items: { quantity: string; supplierPartId: string; auxiliaryId: string; unit: string; unitPrice: string }[];
}

export function readOrderMessage(xml: string): OrderMessage {
  const poom = child(child(parseXmlSafely(xml).cXML, 'Message'), 'PunchOutOrderMessage');
  const header = child(poom, 'PunchOutOrderMessageHeader');
  return {
    buyerCookie: textOf(child(poom, 'BuyerCookie')),
    total: textOf(child(child(header, 'Total'), 'Money')),
    items: children(poom, 'ItemIn').map((item) => ({
      quantity: attributeOf(item, 'quantity') ?? '',
      supplierPartId: textOf(child(child(item, 'ItemID'), 'SupplierPartID')),
      auxiliaryId: textOf(child(child(item, 'ItemID'), 'SupplierPartAuxiliaryID')),
      unit: textOf(child(child(item, 'ItemDetail'), 'UnitOfMeasure')),
      unitPrice: textOf(child(child(child(item, 'ItemDetail'), 'UnitPrice'), 'Money')),
    })),
  };
}
