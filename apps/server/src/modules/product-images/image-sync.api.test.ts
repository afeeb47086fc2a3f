import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

describe('image sync', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The sync is a background job: this app works jobs, as a server process does by default.
    t = await createTestApp({ RUN_JOBS: 'true' });
  });
  afterAll(() => t.close());

  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/requestImageSync' })).statusCode).toBe(401);
    const customer = await signInAs(t.app, 'customer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/requestImageSync', headers: customer })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/imageSync/status', headers: customer })).statusCode,
    ).toBe(403);
  });

  it('makes every size in the background and points products at them', async () => {
    const [a, b] = await t.database.db
      .selectFrom('products')
      .select(['product_key', 'product_code'])
      .where('is_active', '=', 1)
      .where('product_key', '>', 9)
      .orderBy('product_key')
      .limit(2)
      .execute();
    fs.mkdirSync(t.config.imageSourceDir, { recursive: true });
    const tile = (colour: string) =>
      sharp({ create: { width: 300, height: 240, channels: 3, background: colour } }).jpeg();
    await tile('#c0392b').toFile(path.join(t.config.imageSourceDir, `${a!.product_code}.jpg`));
    await tile('#2980b9').toFile(path.join(t.config.imageSourceDir, `${a!.product_code}_2.jpg`));
    await tile('#27ae60').toFile(path.join(t.config.imageSourceDir, `${b!.product_code.toLowerCase()}.png`));
    await tile('#8e44ad').toFile(path.join(t.config.imageSourceDir, 'no-such-product.jpg'));

    const admin = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/requestImageSync', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Request to sync images successful.' });

    let status = (await t.app.inject({ method: 'GET', url: '/api/admin/imageSync/status', headers: admin })).json();
    for (let i = 0; i < 100 && status.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await t.app.inject({ method: 'GET', url: '/api/admin/imageSync/status', headers: admin })).json();
    }
    expect(status).toMatchObject({
      jobId: res.json().jobId,
      status: 'done',
      total: 4,
      processed: 4,
      matched: 3,
      unmatched: 1,
      failed: 0,
    });

    for (const size of ['list', 'card', 'mobile', 'thumb']) {
      expect(fs.existsSync(path.join(t.config.imagesDir, size, `${a!.product_code}_2.webp`))).toBe(true);
    }
    const meta = await sharp(path.join(t.config.imagesDir, 'list', `${a!.product_code}.webp`)).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);

    const product = (await t.app.inject({ method: 'GET', url: `/api/product/${a!.product_key}` })).json();
    expect(product).toMatchObject({
      listImage: `/img/list/${a!.product_code}.webp`,
      cardImage: `/img/card/${a!.product_code}.webp`,
      mobileImage: `/img/mobile/${a!.product_code}.webp`,
      thumbnailImage: `/img/thumb/${a!.product_code}.webp`,
    });
    expect(product.detailImages).toHaveLength(2);
    expect(product.detailImages[1]).toEqual({
      image: `/img/card/${a!.product_code}_2.webp`,
      thumbnail: `/img/thumb/${a!.product_code}_2.webp`,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${b!.product_key}` })).json().listImage).toBe(
      `/img/list/${b!.product_code}.webp`,
    );
    const served = await t.app.inject({ method: 'GET', url: `/img/thumb/${a!.product_code}.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
