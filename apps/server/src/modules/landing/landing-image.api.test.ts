import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from './landing-image.service';

describe('POST /api/landing/image', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const upload = (payload: Buffer | string, type: string, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/landing/image', headers: { ...headers, 'content-type': type }, payload });
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('stores an image under DATA_DIR, fitted within 1800 px as WebP, and serves it from /img/', async () => {
    const png = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#008080' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { src } = res.json() as { src: string };
    expect(src).toMatch(/^\/img\/landing\/[0-9a-f]{24}\.webp$/);
    const file = path.join(t.config.imagesDir, src.replace('/img/', ''));
    expect(file.startsWith(t.config.dataDir)).toBe(true);
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1800, 450]);
    const served = await t.app.inject({ method: 'GET', url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses what is not a raster image: text, SVG (it can carry script), a truncated file', async () => {
    expect((await upload('<script>alert(1)</script>', 'image/png')).json().errorReason).toBe(NOT_AN_IMAGE);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>';
    const svgRes = await upload(svg, 'image/png');
    expect(svgRes.statusCode).toBe(400);
    expect(svgRes.json().errorReason).toBe(NOT_AN_IMAGE);
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpeg.subarray(0, 40), 'image/jpeg')).statusCode).toBe(400);
    expect(
      fs.existsSync(path.join(t.config.imagesDir, 'landing'))
        ? fs.readdirSync(path.join(t.config.imagesDir, 'landing')).filter((f) => !f.startsWith('demo-'))
        : [],
    ).toHaveLength(1);
  });

  it('refuses an image of more than 24 megapixels from its header, before decoding it', async () => {
    // A small PNG whose header says 7000 x 7000 (49 megapixels, as a camera's): decoding it would take hundreds of MB.
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(7000, 16);
    png.writeUInt32BE(7000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    const res = await upload(png, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorReason).toBe(IMAGE_TOO_LARGE);
  });

  it('refuses other content types, files over 8 MiB, and everyone but administrators', async () => {
    expect((await upload('{}', 'application/json')).statusCode).toBe(415);
    expect((await upload('x', 'image/svg+xml')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(8 * 1024 * 1024 + 1), 'image/png')).statusCode).toBe(413);
    expect((await upload(Buffer.from('x'), 'image/png', await signInAs(t.app, 'customer'))).statusCode).toBe(403);
    expect((await upload(Buffer.from('x'), 'image/png', {})).statusCode).toBe(401);
  });
});
