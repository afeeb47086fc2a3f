import type { ImportKindName } from '@storefront/contract';
import { csvText } from '../../platform/csv/csv-writer';
import type { ImportKind } from './import-kind';
import { arKind } from './kinds/ar.kind';
import { customersKind } from './kinds/customers.kind';
import { invoicesKind } from './kinds/invoices.kind';
import { ordersKind } from './kinds/orders.kind';
import { pricesKind } from './kinds/prices.kind';
import { productsKind } from './kinds/products.kind';
import { shipTosKind } from './kinds/shiptos.kind';
import { stockKind } from './kinds/stock.kind';
import { usersKind } from './kinds/users.kind';

/** Every kind of ERP file the import reads. */
const IMPORT_KIND_TABLE: Record<ImportKindName, ImportKind<unknown>> = {
  products: productsKind,
  prices: pricesKind,
  customers: customersKind,
  shiptos: shipTosKind,
  users: usersKind,
  stock: stockKind,
  ar: arKind,
  orders: ordersKind,
  invoices: invoicesKind,
};

export const importKindOf = (name: ImportKindName): ImportKind<unknown> => IMPORT_KIND_TABLE[name];

/** A kind's template: the header row and one example row, as CSV. */
export function templateOf(name: ImportKindName): string {
  const { columns } = importKindOf(name);
  return csvText([columns.map((c) => c.name), columns.map((c) => c.example)]);
}
