import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { formatProductCode } from '@storefront/domain';
import { scanDocumentEntries } from '../modules/catalogue/product.mapper';
import { scanDocumentFile } from '../modules/catalogue/scan-documents.service';
import type { DB } from '../db/schema';
import { specSheetPdf } from './spec-sheet-pdf';

const SAFETY = [
  'Hazards: may cause eye and skin irritation. Do not mix with acids, ammonia or other cleaners.',
  'Handling: wear protective gloves and eye protection. Use in a well ventilated area. Keep the container closed when not in use.',
  'First aid: in case of contact with eyes, rinse cautiously with water for several minutes. If swallowed, rinse mouth and call a poison center.',
];

/** The PDF behind every scan document the catalogue lists, written from the product's own fields. */
export async function writeScanDocuments(db: Kysely<DB>, documentsDir: string): Promise<number> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.code', 'p.category_code')
    .select([
      'p.product_key',
      'p.product_code',
      'p.description',
      'p.catalog_description',
      'p.brand',
      'p.additional',
      'p.scan_documents',
      'c.description as category',
    ])
    .where('p.scan_documents', '<>', '[]')
    .execute();
  let written = 0;
  for (const row of rows) {
    const extra = JSON.parse(row.additional) as Record<string, string>;
    for (const doc of scanDocumentEntries(row.scan_documents)) {
      const file = scanDocumentFile(documentsDir, row.product_key, doc.key);
      if (!file) continue;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const pdf = specSheetPdf({
        title: row.description,
        subtitle: `${doc.name} - ${row.brand}`,
        fields: [
          ['Item number', formatProductCode(row.product_code)],
          ['Brand', row.brand],
          ['Category', row.category],
          ['Pack size', extra.packSize ?? ''],
          ['Origin', extra.origin ?? ''],
          ['Storage', extra.storage ?? ''],
        ],
        paragraphs: doc.key === 'sds' ? [row.catalog_description, ...SAFETY] : [row.catalog_description],
      });
      fs.writeFileSync(file, pdf);
      written++;
    }
  }
  return written;
}
