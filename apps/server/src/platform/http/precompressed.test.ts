import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Precompressed, preferredEncoding } from './precompressed';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0', null],
    ['*', 'gzip'],
    ['deflate', null],
    ['identity', null],
    [undefined, null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('Precompressed', () => {
  it('compresses each form once and both decode to the original', () => {
    const original = Buffer.from(
      JSON.stringify({
        products: Array.from({ length: 200 }, (_, i) => ({ productKey: i, description: 'Chicken breast' })),
      }),
    );
    const page = new Precompressed(original);
    const br = page.in('br');
    expect(page.in('br')).toBe(br);
    expect(br.length).toBeLessThan(original.length / 5);
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(page.in('gzip')).equals(original)).toBe(true);
  });
});
