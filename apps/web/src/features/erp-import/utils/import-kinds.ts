import type { ImportKindName } from '@storefront/contract';

/** What an administrator reads for each kind of ERP file (issue 30's words). */
export const KIND_LABELS: Record<ImportKindName, string> = {
  products: 'Products',
  prices: 'Prices',
  customers: 'Customers',
  shiptos: 'Ship-tos',
  users: 'Users',
  stock: 'Stock',
  ar: 'Open A/R',
  orders: 'Order history',
  invoices: 'Invoices',
};

/** The kinds whose full file may deactivate the rows it leaves out (--deactivate-missing). */
export const DEACTIVATING_KINDS: ReadonlySet<ImportKindName> = new Set<ImportKindName>(['products', 'customers']);

export const templateFileName = (kind: ImportKindName) => `${kind}-template.csv`;

export const refusedFileName = (kind: ImportKindName, jobId: string) => `${kind}-import-${jobId}-refused.csv`;
