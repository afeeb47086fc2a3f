import fs from 'node:fs';
import path from 'node:path';
import type { LandingImageList } from '@storefront/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

/** A small PNG of one colour: each colour is another file (uploads are named by their content). */
const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

describe('GET /api/landing/images (the editor image picker, issue 25 item 20)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const list = (query = '', headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/landing/images${query}`, headers });
  const upload = async (bytes: Buffer, name?: string) => {
    const url =
      name === undefined ? '/api/landing/image' : `/api/landing/image?${new URLSearchParams({ name }).toString()}`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { src: string }).src;
  };
  /** Dates a stored file, so the newest-first order does not hang on the file system's clock resolution. */
  const dateFile = (src: string, at: number) => {
    const file = path.join(t.config.imagesDir, decodeURIComponent(src.replace('/img/', '')));
    fs.utimesSync(file, at / 1000, at / 1000);
  };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('names an upload after its file and lists it first, with the demo pictures, each served where it says', async () => {
    const before = (await list()).json() as LandingImageList;
    // The demo's hero slides are in the folder from the start.
    expect(before.total).toBeGreaterThan(0);
    expect(before.images.every((i) => i.src.startsWith('/img/landing/'))).toBe(true);

    const lemons = await upload(await png('#e8d210'), 'Crate of Lemons.PNG');
    expect(lemons).toMatch(/^\/img\/landing\/crate-of-lemons-[0-9a-f]{24}\.webp$/);
    const unnamed = await upload(await png('#3a7d44'));
    expect(unnamed).toMatch(/^\/img\/landing\/[0-9a-f]{24}\.webp$/);
    // Whole seconds: utimes takes seconds, and a fraction can come back a millisecond off.
    const now = Math.floor(Date.now() / 1000) * 1000;
    dateFile(lemons, now + 60_000);
    dateFile(unnamed, now + 30_000);

    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as LandingImageList;
    expect(body.total).toBe(before.total + 2);
    expect(body.images.slice(0, 2)).toEqual([
      { src: lemons, name: 'crate-of-lemons', uploadedAt: now + 60_000 },
      {
        src: unnamed,
        name: `image ${unnamed.slice('/img/landing/'.length, '/img/landing/'.length + 8)}`,
        uploadedAt: now + 30_000,
      },
    ]);
    for (const image of body.images) {
      const served = await t.app.inject({ method: 'GET', url: image.src });
      expect(served.statusCode, image.src).toBe(200);
    }
  });

  it('pages the list, filters it by name in any case, and leaves out what is not a picture', async () => {
    const dir = path.join(t.config.imagesDir, 'landing');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a picture');
    fs.writeFileSync(path.join(dir, 'half-written.webp.123.tmp'), 'an upload being written');
    const all = (await list('?pageSize=60')).json() as LandingImageList;
    expect(all.images.map((i) => i.name)).not.toContain('notes');
    expect(all.images.some((i) => i.src.includes('.tmp'))).toBe(false);

    const first = (await list('?page=1&pageSize=2')).json() as LandingImageList;
    const second = (await list('?page=2&pageSize=2')).json() as LandingImageList;
    expect([first.page, first.pageSize, first.total]).toEqual([1, 2, all.total]);
    expect([...first.images, ...second.images]).toEqual(all.images.slice(0, 4));
    expect(((await list(`?page=${all.total + 1}&pageSize=1`)).json() as LandingImageList).images).toEqual([]);

    const lemons = (await list('?q=LEMONS')).json() as LandingImageList;
    expect(lemons.images.map((i) => i.name)).toEqual(['crate-of-lemons']);
    expect(lemons.total).toBe(1);
    expect(((await list('?q=no-such-picture')).json() as LandingImageList).total).toBe(0);
  });

  it('refuses a page size over 60, a page that is not a positive whole number, and a search over 100 characters', async () => {
    for (const query of ['?pageSize=61', '?pageSize=0', '?page=0', '?page=abc', '?page=1.5', `?q=${'x'.repeat(101)}`]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('answers administrators only: 403 for a customer, a salesperson and a consumer, 401 without a session', async () => {
    for (const user of ['customer', 'sales', 'consumer@example.com']) {
      expect((await list('', await signInAs(t.app, user))).statusCode, user).toBe(403);
    }
    expect((await list('', {})).statusCode).toBe(401);
  });
});
