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
      body =
        encoding === 'br'
          ? // Quality 5: most of brotli's gain for a small share of its top setting's time.
            zlib.brotliCompressSync(this.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : zlib.gzipSync(this.identity, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }

  /** Sends the form the client prefers, marked so the compress plugin leaves it be. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header('Vary', appendVary(reply.getHeader('Vary'), 'Accept-Encoding'));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // Neither br nor gzip: the plain bytes, which the compress plugin may still encode as asked.
    if (!encoding) return reply.send(this.identity);
    return reply.header('Content-Encoding', encoding).send(this.in(encoding));
  }
}

function appendVary(current: unknown, name: string): string {
  const text = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (text.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase())) return text;
  return text ? `${text}, ${name}` : name;
}
