import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The built files worth compressing: scripts, styles and drawings; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg)$/;
/** Below this a compressed file saves less than its header costs (the server's threshold for answers too). */
const WORTH_COMPRESSING = 1024;

/**
 * Writes `file.br` (Brotli, its best setting) and `file.gz` (gzip 9) beside `file`, which the server sends as they
 * are to a browser that accepts them (platform/http/web-static.ts, `preCompressed`), instead of compressing the same
 * bytes again for every visitor. Resolves with the files written.
 */
export async function precompressFile(file: string): Promise<string[]> {
  const body = await fs.promises.readFile(file);
  if (body.length < WORTH_COMPRESSING) return [];
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
  return [`${file}.br`, `${file}.gz`];
}

/** The browser build's scripts, styles and drawings, each written compressed beside itself once the bundle is out. */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      // zlib's asynchronous calls run on libuv's threads: every core compresses.
      await Promise.all(files.map((name) => precompressFile(path.join(dir, name))));
    },
  };
}
