import type { Generated } from 'kysely';

/**
 * The database as the repositories see it. Flags are 0/1 integers (portable
 * across SQLite and PostgreSQL); times are epoch milliseconds; money and
 * quantities are numeric, read back as number (SQLite) or string (PostgreSQL)
 * and turned into decimals by the services.
 */
export type Numeric = number | string;

export interface CustomersTable {
  id: Generated<number>;
  customer_code: string;
  name: string;
  address1: Generated<string>;
  address2: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip: Generated<string>;
  phone: Generated<string>;
  default_shipto_code: string | null;
  default_po: Generated<string>;
  required_po: Generated<number>;
  price_level: Generated<number>;
  credit_limit: Generated<Numeric>;
}

export interface ShipTosTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  name: string;
  address1: Generated<string>;
  address2: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip: Generated<string>;
  delivery_days: Generated<string>;
  cutoff_time: Generated<string>;
  lead_days: Generated<number>;
}

export type UserKind = 'customer' | 'salesperson' | 'consumer';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  name: string;
  password_hash: string;
  kind: UserKind;
  is_admin: Generated<number>;
  customer_id: number | null;
  email_verified: Generated<number>;
  disabled: Generated<number>;
  created_at: number;
  password_changed_at: number;
}

export interface SalespersonCustomersTable {
  user_id: number;
  customer_id: number;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  is_punchout: Generated<number>;
  punchout_customer_id: number | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  ip: string;
  at: number;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

export interface MenuOverridesTable {
  id: Generated<number>;
  entry: string;
  audience: string;
  visible: number | null;
  locked: number | null;
  log_visit: number | null;
}

export interface MenuVisitsTable {
  id: Generated<number>;
  user_id: number | null;
  entry: string;
  at: number;
}

export interface DeliveryAddressesTable {
  id: Generated<number>;
  user_id: number;
  is_primary: Generated<number>;
  display: string;
  name: string;
  address1: Generated<string>;
  address2: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip: string;
  county: Generated<string>;
  contact: Generated<string>;
  phone: Generated<string>;
  delivery_time: Generated<string>;
  created_at: number;
}

export interface ZipZonesTable {
  zip: string;
  deliverable: Generated<number>;
  minimum_order_amount: Generated<Numeric>;
  delivery_days: Generated<string>;
  cutoff_time: Generated<string>;
  lead_days: Generated<number>;
}

export interface DB {
  customers: CustomersTable;
  ship_tos: ShipTosTable;
  users: UsersTable;
  salesperson_customers: SalespersonCustomersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  site_settings: SiteSettingsTable;
  menu_overrides: MenuOverridesTable;
  menu_visits: MenuVisitsTable;
  delivery_addresses: DeliveryAddressesTable;
  zip_zones: ZipZonesTable;
}
