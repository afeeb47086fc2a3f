import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer in, from Accept-Encoding: br over gzip, none when neither
 * is accepted (a q of 0 refuses it). Other codings are left to the compress plugin.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Below this a compressed answer saves less than it costs (the compress plugin's threshold too). */
const WORTH_COMPRESSING = 1024;

function encode(body: Buffer, encoding: ContentEncoding, effort: 'once' | 'each time'): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: effort === 'once' ? 6 : 1 });
  // Brotli 5 for answers kept (most of its gain for a small share of its top setting's time); per request the
  // fastest settings, which still shrink a price batch 9-fold.
  const quality = effort === 'once' ? 5 : 1;
  return zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Marks the answer's encoding for caches and for the compress plugin, which then leaves it be. */
function sendAs(reply: FastifyReply, encoding: ContentEncoding | null, body: Buffer): FastifyReply {
  reply.header('Vary', appendVary(reply.getHeader('Vary'), 'Accept-Encoding'));
  // Neither br nor gzip: the plain bytes, which the compress plugin may still encode as asked.
  return encoding ? reply.header('Content-Encoding', encoding).send(body) : reply.send(body);
}

/**
 * A one-off answer (a price batch) compressed in one synchronous call: about 0.1 ms
 * for 13 KB, where the compress plugin's stream costs several times that in
 * callbacks on the busiest route.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply {
  const encoding = body.length >= WORTH_COMPRESSING ? preferredEncoding(request.headers['accept-encoding']) : null;
  return sendAs(reply, encoding, encoding ? encode(body, encoding, 'each time') : body);
}

/**
 * An answer kept in memory (a cached list page) with its compressed forms, each made
 * the first time a client asks for it: after that a page costs no compression at all,
 * where the compress plugin would deflate 50 KB on every request.
 */
export class Precompressed {
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly identity: Buffer) {}

  in(encoding: ContentEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encode(this.identity, encoding, 'once');
      this.encoded.set(encoding, body);
    }
    return body;
  }

  /** Sends the form the client prefers. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    return sendAs(reply, encoding, encoding ? this.in(encoding) : this.identity);
  }
}

function appendVary(current: unknown, name: string): string {
  const text = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (text.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase())) return text;
  return text ? `${text}, ${name}` : name;
}
