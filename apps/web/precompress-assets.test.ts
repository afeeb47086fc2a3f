import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFile } from './precompress-assets';

describe('precompressFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-precompress-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes Brotli and gzip forms beside a script, each smaller and each the same script once decoded', async () => {
    const file = path.join(dir, 'chunk.js');
    const script = Buffer.from(
      'export function total(lines) { return lines.reduce((a, l) => a + l.amount, 0); }\n'.repeat(200),
    );
    fs.writeFileSync(file, script);
    expect(await precompressFile(file)).toEqual([`${file}.br`, `${file}.gz`]);
    const br = fs.readFileSync(`${file}.br`);
    const gz = fs.readFileSync(`${file}.gz`);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gz.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br).equals(script)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(script)).toBe(true);
  });

  it('leaves a file under 1 KB as it is', async () => {
    const file = path.join(dir, 'tiny.js');
    fs.writeFileSync(file, 'export const a = 1;\n');
    expect(await precompressFile(file)).toEqual([]);
    expect(fs.existsSync(`${file}.br`)).toBe(false);
    expect(fs.existsSync(`${file}.gz`)).toBe(false);
  });
});
