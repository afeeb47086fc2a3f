import type { Customer, Menu, SessionSettings } from '@storefront/contract';
import { getCustomer } from './get-customer';
import { getMenu } from './get-menu';
import { getSessionSettings } from './get-settings';

export interface Configuration {
  customer: Customer | null;
  menu: Menu;
  settings: SessionSettings;
}

/** Spec 1 §4 'configuring': the acting customer (when there is one), the user's menu and settings, at once. */
export async function loadConfiguration(customerKey: number | null, signal?: AbortSignal): Promise<Configuration> {
  const [customer, menu, settings] = await Promise.all([
    customerKey ? getCustomer(signal) : Promise.resolve(null),
    getMenu(signal),
    getSessionSettings(signal),
  ]);
  return { customer, menu, settings };
}
