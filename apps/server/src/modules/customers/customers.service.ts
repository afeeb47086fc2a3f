import type { Customer, CustomerListItem } from '@storefront/contract';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/http-error';
import { findCustomer, listCustomersFor, listShipTos } from './customers.repository';

/** GET /api/customer/list: the customers this user may act for, narrowed by name or code. */
export async function customerList(
  ctx: AppContext,
  principal: Principal,
  search: string | undefined,
): Promise<CustomerListItem[]> {
  const rows = await listCustomersFor(ctx.db, principal, search);
  return rows.map((c) => ({ customerKey: c.id, customerCode: c.customer_code, name: c.name }));
}

/** GET /api/admin/customers: any customer, by name or code, for an administrator's pick (at most 50). */
export async function anyCustomer(ctx: AppContext, search: string | undefined): Promise<CustomerListItem[]> {
  const rows = await listCustomersFor(ctx.db, 'all', search, 50);
  return rows.map((c) => ({ customerKey: c.id, customerCode: c.customer_code, name: c.name }));
}

/** GET /api/customer: the customer the request acts for, with its ship-tos. */
export async function actingCustomer(ctx: AppContext, customerId: number | null | undefined): Promise<Customer> {
  if (!customerId) throw notFound('This session acts for no customer');
  const customer = await findCustomer(ctx.db, customerId);
  if (!customer) throw notFound('Customer not found');
  const shiptos = await listShipTos(ctx.db, customerId);
  return {
    customerKey: customer.id,
    customerCode: customer.customer_code,
    name: customer.name,
    defaultShipto: customer.default_shipto_code,
    defaultPO: customer.default_po,
    requiredPO: customer.required_po === 1,
    shiptos,
  };
}
