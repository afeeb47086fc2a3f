import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../platform/context';
import { scanDocumentEntries } from './product.mapper';
import { scanDocumentsOf } from './product.repository';

const DOCUMENT_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * Where a product's scan document lives: documents/products/{productKey}/{documentKey}.pdf.
 * Null for a key that could leave that directory.
 */
export function scanDocumentFile(documentsDir: string, productKey: number, documentKey: string): string | null {
  if (!DOCUMENT_KEY.test(documentKey) || !Number.isSafeInteger(productKey)) return null;
  const root = path.resolve(documentsDir, 'products');
  const file = path.resolve(root, String(productKey), `${documentKey}.pdf`);
  return file.startsWith(root + path.sep) ? file : null;
}

/** The PDF of a listed product's scan document, or null when the product does not list it or its file is missing. */
export async function findScanDocument(
  ctx: AppContext,
  productKeyText: string,
  documentKey: string,
): Promise<{ file: string; fileName: string } | null> {
  if (!/^\d{1,9}$/.test(productKeyText)) return null;
  const productKey = Number(productKeyText);
  const file = scanDocumentFile(ctx.config.documentsDir, productKey, documentKey);
  if (!file) return null;
  const product = await scanDocumentsOf(ctx.db, productKey);
  if (!product || !scanDocumentEntries(product.scan_documents).some((d) => d.key === documentKey)) return null;
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return null;
  return { file, fileName: `${product.product_code}-${documentKey}.pdf` };
}
