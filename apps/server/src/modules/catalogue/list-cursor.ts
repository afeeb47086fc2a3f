import type { Product } from '@storefront/contract';
import type { PageSort } from '@storefront/domain';
import { badRequest } from '../../platform/http/http-error';
import { SORT_COLUMNS, type SortValue } from './product-list.repository';

const valueOf: Record<(typeof SORT_COLUMNS)[PageSort][number], (p: Product) => SortValue> = {
  description: (p) => p.description,
  product_key: (p) => p.productKey,
  sequence: (p) => p.productSequence,
  product_code: (p) => p.productCode,
  brand: (p) => p.brand,
};

/** An opaque position after `product` in `sort` order: the sort's column values, so it survives catalogue changes. */
export function cursorAfter(sort: PageSort, product: Product): string {
  const values = SORT_COLUMNS[sort].map((c) => valueOf[c](product));
  return Buffer.from(JSON.stringify([sort, ...values])).toString('base64url');
}

export function readCursor(cursor: string, sort: PageSort): SortValue[] {
  const invalid = () => badRequest('The cursor does not belong to this list; start again from the first page.');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const columns = SORT_COLUMNS[sort];
  if (!Array.isArray(decoded) || decoded[0] !== sort || decoded.length !== columns.length + 1) throw invalid();
  const values = decoded.slice(1);
  const typesMatch = columns.every((c, i) =>
    c === 'product_key' || c === 'sequence' ? Number.isInteger(values[i]) : typeof values[i] === 'string',
  );
  if (!typesMatch) throw invalid();
  return values as SortValue[];
}
