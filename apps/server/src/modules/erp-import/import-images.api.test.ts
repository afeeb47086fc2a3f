import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncImages } from '../product-images/image-sync';
import { csvOf, importNow } from './import.fixtures';

describe('ERP import of product pictures (issue 30)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('renders the picture a products file names, and a picture named after the code, from a folder', async () => {
    const header = [
      'product_code',
      'description',
      'main_category_code',
      'category_code',
      'stock_unit',
      'pricing_unit',
      'unit_1',
      'unit_1_conversion',
      'image_file',
    ];
    const file = csvOf(header, [
      ['PIC100', 'Smoked Paprika, 1 lb', 'DRY', 'SPICE', 'CS', 'CS', 'CS', '1', 'paprika photo.jpg'],
      ['PIC101', 'Sweet Paprika, 1 lb', 'DRY', 'SPICE', 'CS', 'CS', 'CS', '1', ''],
    ]);
    expect((await importNow(t, 'products', file)).counts).toMatchObject({ inserted: 2, refused: 0 });

    const folder = fs.mkdtempSync(path.join(t.config.dataDir, 'pictures-'));
    const tile = (colour: string) =>
      sharp({ create: { width: 120, height: 120, channels: 3, background: colour } }).jpeg();
    await tile('#d01010').toFile(path.join(folder, 'paprika photo.jpg'));
    // Named after the code of a product whose file names another picture: not its main image.
    await tile('#1010d0').toFile(path.join(folder, 'PIC100.jpg'));
    await tile('#10a010').toFile(path.join(folder, 'PIC101.jpg'));
    const result = await syncImages({
      db: t.database.db,
      sourceDir: folder,
      imagesDir: t.config.imagesDir,
      now: () => t.clock.now,
    });
    expect(result).toMatchObject({ total: 3, matched: 2, unmatched: 1, failed: 0 });

    const stored = await t.database.db
      .selectFrom('products')
      .select(['product_code', 'image_name'])
      .where('product_code', 'in', ['PIC100', 'PIC101'])
      .orderBy('product_code')
      .execute();
    expect(stored.map((p) => p.image_name)).toEqual(['PIC100.webp', 'PIC101.webp']);
    const dominant = async (name: string) =>
      (await sharp(path.join(t.config.imagesDir, 'card', name)).stats()).dominant;
    const red = await dominant('PIC100.webp');
    expect(red.r).toBeGreaterThan(150);
    expect(red.b).toBeLessThan(100);
    expect((await dominant('PIC101.webp')).g).toBeGreaterThan(120);
  });
});
