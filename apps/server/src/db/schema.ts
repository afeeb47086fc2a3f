import type { SubstitutionPreference } from '@storefront/domain';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The database as the repositories see it. Flags are 0/1 integers (portable
 * across SQLite and PostgreSQL); times are epoch milliseconds; money and
 * quantities are numeric columns, read back as decimal text on both dialects
 * (openDatabase makes SQLite's numbers text) and written as text or numbers.
 */
export type Numeric = ColumnType<string, string | number, string | number>;
/** A table's row as read, and as written (kysely's Selectable and Insertable), for code that is not a repository. */
export type StoredRow<T> = Selectable<T>;
export type NewRow<T> = Insertable<T>;

/** A numeric column with a default. */
export type GeneratedNumeric = ColumnType<string, string | number | undefined, string | number>;
/** A numeric column that may be null (and is null when not written). */
export type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

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
  credit_limit: GeneratedNumeric;
  on_hold: GeneratedNumeric;
  /** Payment terms in days: an imported open item without a due date is due this long after its invoice date. */
  terms_days: Generated<number>;
  /** The tax rate the customer's ship-tos take when an import gives them none (migration 0023). */
  tax_rate: GeneratedNumeric;
  /** 0 once an ERP import with --deactivate-missing no longer lists the customer: its users are disabled too. */
  is_active: Generated<number>;
  /** What may be shipped when a product runs short (migration 0024). */
  substitution_preference: Generated<SubstitutionPreference>;
}

/** allow: offered in the cart and shipped when short; ask: offered in the cart only; never: neither (domain: substitution.ts). */
export type { SubstitutionPreference };

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
  tax_rate: GeneratedNumeric;
  delivery_fee: GeneratedNumeric;
  small_order_threshold: GeneratedNumeric;
  small_order_charge: GeneratedNumeric;
  display: Generated<string>;
  contact: Generated<string>;
  phone: Generated<string>;
  delivery_time: Generated<string>;
  is_primary: Generated<number>;
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
  company: Generated<string>;
  phone: Generated<string>;
  email_opt_in: Generated<number>;
  /** A consumer's substitution preference (migration 0024); null for other users and a consumer who never chose. */
  substitution_preference: ColumnType<
    SubstitutionPreference | null,
    SubstitutionPreference | null | undefined,
    SubstitutionPreference | null
  >;
  /** 1 when the user gets order reminders (migration 0028, issue 32), 0 when they turned them off. */
  order_reminders: Generated<number>;
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
  /** Why it was revoked: null for a sign-out, 'password_changed' after a reset or change. */
  end_reason: string | null;
  /** The punchout session this access session serves (migration 0021). */
  punchout_session_id: number | null;
}

/** One row per throttle key: 'p:<address> <username>', 'a:<address>', 'u:<username>'. */
export interface SignInCountersTable {
  key: string;
  /** Attempts reserved in the window: failures, and attempts whose password is still being checked. */
  count: number;
  window_start: number;
  last_at: number;
}

/** Addresses a user signed in from (kept 30 days): they pass the per-username slowdown. */
export interface SignInKnownAddressesTable {
  username: string;
  ip: string;
  last_success_at: number;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

export interface SiteSettingChangesTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  /** JSON text; null when the key had never been stored (its default applied). */
  old_value: string | null;
  new_value: string;
  changed_at: number;
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
  minimum_order_amount: GeneratedNumeric;
  delivery_days: Generated<string>;
  cutoff_time: Generated<string>;
  lead_days: Generated<number>;
  tax_rate: GeneratedNumeric;
  delivery_fee: GeneratedNumeric;
  small_order_threshold: GeneratedNumeric;
  small_order_charge: GeneratedNumeric;
}

export interface MainCategoriesTable {
  code: string;
  description: string;
  sequence: Generated<number>;
}

export interface CategoriesTable {
  code: string;
  main_category_code: string;
  description: string;
  sequence: Generated<number>;
}

export interface ProductsTable {
  product_key: number;
  product_code: string;
  description: string;
  catalog_description: Generated<string>;
  brand: Generated<string>;
  main_category_code: string;
  category_code: string;
  sequence: Generated<number>;
  warehouse_code: Generated<string>;
  stock_unit: string;
  pricing_um: string;
  default_quantity: GeneratedNumeric;
  default_unit: string;
  image_name: string | null;
  /** The source picture an ERP import names (migration 0023): the image sync renders it as the main image. */
  image_file: Generated<string>;
  detail_images: Generated<string>;
  additional: Generated<string>;
  scan_documents: Generated<string>;
  on_hand: GeneratedNumeric;
  is_active: Generated<number>;
  search_text: Generated<string>;
  updated_at: number;
  is_taxable: Generated<number>;
  /** Catch weight (migration 0024): sold by the case, priced by weight, invoiced at the weight shipped. */
  is_catch_weight: Generated<number>;
}

/** A product's ordered substitutes (migration 0024). */
export interface ProductSubstitutesTable {
  product_key: number;
  sequence: number;
  substitute_key: number;
}

export interface ProductUnitsTable {
  product_key: number;
  unit: string;
  stock_conversion: Numeric;
  is_sell_by: Generated<number>;
  is_price_by: Generated<number>;
  sell_by_multiple: GeneratedNumeric;
  price_decimals: Generated<number>;
  sequence: Generated<number>;
}

export interface PricesTable {
  id: Generated<number>;
  product_key: number;
  unit: string;
  price_level: number | null;
  customer_id: number | null;
  price: Numeric;
  cost: GeneratedNumeric;
  effective_from: string;
  effective_to: string | null;
}

export interface CustomerExcludedCategoriesTable {
  customer_id: number;
  category_code: string;
}

export interface PushProductsTable {
  product_key: number;
  sequence: number | null;
}

export interface CacheVersionsTable {
  name: string;
  version: Generated<number>;
}

export type OrderStatus = 'Open' | 'Shipped' | 'Invoiced' | 'Cancelled';

export interface OrdersTable {
  id: Generated<number>;
  order_number: string;
  customer_id: number | null;
  user_id: number | null;
  status: OrderStatus;
  order_date: string;
  delivery_date: string | null;
  po_number: Generated<string>;
  ship_to_code: string | null;
  ship_method: string | null;
  special_instruction1: Generated<string>;
  special_instruction2: Generated<string>;
  notes: Generated<string>;
  total: GeneratedNumeric;
  created_at: number;
  address_id: number | null;
  ship_to_text: Generated<string>;
  line_total: GeneratedNumeric;
  taxable_amount: GeneratedNumeric;
  tax: GeneratedNumeric;
  add_on_charges: GeneratedNumeric;
  /** JSON list of {name, amount}. */
  charges: Generated<string>;
  card_brand: string | null;
  card_last4: string | null;
  /** MMYY. */
  card_expiry: string | null;
  payment_transaction_id: string | null;
  /** Set when invoiced (migration 0024): the invoice's number and figures; the order's own keep the estimate. */
  invoice_number: ColumnType<string | null, string | null | undefined, string | null>;
  invoiced_at: ColumnType<number | null, number | null | undefined, number | null>;
  invoice_date: ColumnType<string | null, string | null | undefined, string | null>;
  invoiced_line_total: NullableNumeric;
  invoiced_tax: NullableNumeric;
  invoiced_total: NullableNumeric;
  /** A card order with catch-weight lines: authorised for the estimate plus the allowance, captured when invoiced. */
  authorized_amount: NullableNumeric;
  captured_amount: NullableNumeric;
  /** Issue 32 (migration 0026): how many times the order was edited; when last; when cancelled. */
  revision: Generated<number>;
  revised_at: ColumnType<number | null, number | null | undefined, number | null>;
  cancelled_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_key: number;
  unit: string;
  quantity: Numeric;
  stock_quantity: Numeric;
  price_unit: string;
  unit_price: Numeric;
  extension: Numeric;
  /** The decimals the unit price was priced at: its price-by unit's (spec 1 §9). */
  price_decimals: Generated<number>;
  sequence: Generated<number>;
  product_code: Generated<string>;
  description: Generated<string>;
  product_text1: Generated<string>;
  product_text2: Generated<string>;
  is_taxable: Generated<number>;
  /** Migration 0024: 'No substitutes for this line', as the cart line had it. */
  no_substitutes: Generated<number>;
  /** A catch-weight line: its extension is an estimate at estimated_weight (in price_unit) until invoiced. */
  is_catch_weight: Generated<number>;
  estimated_weight: NullableNumeric;
  /** Migration 0034: 1 while the line's order is open (its stock is committed); kept by the database's triggers. */
  is_open: Generated<number>;
  /** Set when invoiced: the quantity shipped (line unit), a catch-weight line's actual weight, the amount charged. */
  shipped_quantity: NullableNumeric;
  actual_weight: NullableNumeric;
  invoiced_extension: NullableNumeric;
  /** A substitute shipped instead of the product ordered. */
  shipped_product_key: ColumnType<number | null, number | null | undefined, number | null>;
  shipped_product_code: Generated<string>;
  shipped_description: Generated<string>;
}

export type PunchoutProtocol = 'cxml' | 'oci';
export type PunchoutTransferEncoding = 'cxml-urlencoded' | 'cxml-base64' | 'oci';
export type PunchoutOperation = 'create' | 'edit' | 'inspect';
export type PunchoutStatus = 'Active' | 'Returned' | 'Expired';

/** A procurement system allowed to open punchout sessions (migration 0021): modules/punchout. */
export interface PunchoutBuyersTable {
  id: Generated<number>;
  name: string;
  protocol: PunchoutProtocol;
  user_id: number;
  customer_id: number;
  ship_to_code: string | null;
  shared_secret_hash: string | null;
  to_identity: string | null;
  /** JSON string[] */
  return_urls: string;
  /** JSON Record<our unit, UN/CEFACT code> */
  unit_map: string;
  unspsc_default: Generated<string>;
  transfer_encoding: PunchoutTransferEncoding;
  enabled: Generated<number>;
  created_at: number;
}

export interface PunchoutIdentitiesTable {
  id: Generated<number>;
  buyer_id: number;
  role: 'from' | 'sender';
  deployment_mode: 'test' | 'production';
  domain: string;
  identity: string;
  match_key: string;
}

export interface PunchoutSessionsTable {
  id: Generated<number>;
  buyer_id: number;
  buyer_cookie: string;
  operation: PunchoutOperation;
  deployment_mode: 'test' | 'production';
  return_url: string;
  customer_id: number;
  ship_to_code: string | null;
  /** JSON Record<string, string> */
  extrinsics: string;
  status: PunchoutStatus;
  created_at: number;
  setup_at: number;
  expires_at: number;
}

export interface PunchoutCodesTable {
  code_hash: string;
  punchout_session_id: number;
  client_id: string;
  redirect_uri: string;
  expires_at: number;
  used_at: number | null;
  issued_session_id: number | null;
}

/** Mails sent on a visitor's word per recipient and client address in an hourly window (migration 0020). */
export interface MailCountersTable {
  key: string;
  count: number;
  window_start: number;
}

/** What is being paid for right now (migration 0019): platform/payments/payment-lock.ts. */
export interface PaymentLocksTable {
  subject: string;
  expires_at: number;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  operation: string;
  request_hash: string;
  /** JSON of the first answer; null while the first request runs. */
  response: string | null;
  created_at: number;
  /** While the first request runs, it renews this; a pending key past it belongs to a request that died (migration 0018). */
  lease_until: number | null;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  created_at: number;
  attempts: Generated<number>;
  claimed_until: Generated<number>;
  next_attempt_at: Generated<number>;
  sent_at: number | null;
  last_error: Generated<string>;
}

export type ImportState = 'queued' | 'running' | 'done' | 'failed';

/** One CSV import of ERP data (migration 0023): modules/erp-import. */
export interface ImportsTable {
  id: Generated<number>;
  kind: string;
  state: ImportState;
  /** JSON ImportOptions. */
  options: string;
  file_name: Generated<string>;
  user_id: number | null;
  total_rows: Generated<number>;
  processed_rows: Generated<number>;
  /** JSON ImportCounts. */
  counts: Generated<string>;
  /** JSON list of {line, column, reason}. */
  refused_rows: Generated<string>;
  error: Generated<string>;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}

/** A placed order or invoice payment handed to the ERP (migration 0023): modules/erp-export. */
export interface ErpExportsTable {
  id: Generated<number>;
  subject: 'order' | 'payment' | 'credit';
  subject_id: number;
  /** Issue 32 (migration 0030): one export per change of an order, unique with the subject; a payment: 0, placed. */
  revision: Generated<number>;
  change: Generated<'placed' | 'revised' | 'cancelled'>;
  /** The JSON document as its change left the order; null: made when sent (payments, rows before migration 0030). */
  document: string | null;
  created_at: number;
  files_written_at: number | null;
  delivered_at: number | null;
  attempts: Generated<number>;
  last_attempt_at: number | null;
  last_status: number | null;
  last_error: Generated<string>;
}

/** Where placed orders are POSTed, and the secret they are signed with: one row, id 1. */
export interface ErpWebhookTable {
  id: number;
  url: string;
  secret: string;
  updated_at: number;
}

/** The in-process job queue's jobs: SQLite only (on PostgreSQL pg-boss keeps its own schema; migration 0022). */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** JSON. */
  payload: string;
  policy: string;
  state: string;
  retry_count: Generated<number>;
  retry_limit: number;
  start_after: number;
  started_at: number | null;
  completed_at: number | null;
  created_at: number;
  error: Generated<string>;
}

export interface DocumentLinksTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  kind: string;
  reference: string;
  expires_at: number;
}

export type GatewayChargeStatus = 'approved' | 'declined' | 'error' | 'authorized' | 'captured' | 'voided';

export interface GatewayChargesTable {
  id: Generated<number>;
  reference: string;
  amount: Numeric;
  status: GatewayChargeStatus;
  transaction_id: string;
  card_brand: Generated<string>;
  card_last4: Generated<string>;
  message: Generated<string>;
  created_at: number;
  /** An authorisation (status 'authorized') once captured: the amount settled (migration 0024). */
  captured_amount: NullableNumeric;
}

export interface CartsTable {
  id: Generated<number>;
  owner_key: string;
  user_id: number;
  customer_id: number | null;
  session_id: number | null;
  customer_ship_to_code: string | null;
  customer_po: string | null;
  special_instruction1: Generated<string>;
  special_instruction2: Generated<string>;
  notes: Generated<string>;
  delivery_date: string | null;
  address_id: number | null;
  next_sequence: Generated<number>;
  created_at: number;
  updated_at: number;
  /** One more for every write of the cart's lines (migration 0036): an unlocked add writes only if it is unchanged. */
  write_count: Generated<number>;
}

export interface CartLinesTable {
  id: Generated<number>;
  cart_id: number;
  product_key: number;
  unit: string;
  quantity: Numeric;
  price_unit: string;
  unit_price: Numeric;
  is_override_price: Generated<number>;
  /** 'No substitutes for this line' (migration 0024). */
  no_substitutes: Generated<number>;
  product_text1: Generated<string>;
  product_text2: Generated<string>;
  sequence: number;
}

export type ImageSyncJobStatus = 'running' | 'done' | 'failed';

export interface ImageSyncJobsTable {
  id: Generated<number>;
  status: ImageSyncJobStatus;
  requested_by: number | null;
  started_at: number;
  heartbeat_at: number;
  finished_at: number | null;
  total: Generated<number>;
  processed: Generated<number>;
  matched: Generated<number>;
  unmatched: Generated<number>;
  failed: Generated<number>;
  message: Generated<string>;
}

export interface OrderGuidesTable {
  id: Generated<number>;
  /** The trade customer that owns the guide, or null for a consumer's own guide. */
  customer_id: number | null;
  /** The consumer that owns the guide, or null for a trade customer's. */
  user_id: number | null;
  name: string;
  is_primary: Generated<number>;
  is_read_only: Generated<number>;
  created_at: number;
}

export interface OrderGuideProductsTable {
  guide_id: number;
  product_key: number;
  order_quantity: Numeric;
  unit_of_measure: string;
  sequence: number;
}

/** Issue 32: a guide line's par for a ship-to ('' none); weekday 0 any day, 1 (Monday) to 7 that delivery weekday. */
export interface OrderGuideParsTable {
  guide_id: number;
  product_key: number;
  ship_to_code: string;
  weekday: number;
  unit_of_measure: string;
  quantity: Numeric;
}

/** Issue 32: a count of what is on hand, one per guide, ship-to and date. */
export interface OrderGuideCountsTable {
  id: Generated<number>;
  guide_id: number;
  ship_to_code: string;
  count_date: string;
  counted_at: number;
  counted_by: number | null;
}

export interface OrderGuideCountLinesTable {
  count_id: number;
  product_key: number;
  on_hand: Numeric;
  unit_of_measure: string;
}

export interface ArItemsTable {
  id: Generated<number>;
  customer_id: number;
  ar_code: string;
  record_type: number;
  reference: string;
  invoice_number: Generated<string>;
  order_number: string | null;
  po_number: Generated<string>;
  /** YYYY-MM-DD. */
  invoice_date: string;
  due_date: string;
  /** Credits are negative. */
  initial: Numeric;
  balance: Numeric;
  remarks: Generated<string>;
  /** JSON list of {key, name}. */
  scan_documents: Generated<string>;
  created_at: number;
}

export interface InvoicePaymentsTable {
  id: Generated<number>;
  payment_key: string;
  customer_id: number;
  user_id: number | null;
  payment_type: number;
  amount: Numeric;
  transaction_id: Generated<string>;
  method_name: Generated<string>;
  method_last4: Generated<string>;
  holder_name: Generated<string>;
  paid_on: string;
  created_at: number;
}

export interface InvoicePaymentLinesTable {
  id: Generated<number>;
  payment_id: number;
  ar_item_id: number;
  amount: Numeric;
  balance_before: Numeric;
}

/** The landing page (spec 3 §3): one row, id 1; cards_json holds the validated cards. */
export interface LandingPageTable {
  id: number;
  title: string;
  enabled: number;
  cards_json: string;
  updated_at: number;
  updated_by: number | null;
}

export type AccountTokenPurpose = 'verify' | 'reset';

/** A mailed single-use link: stored as SHA-256 only. */
export interface AccountTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: AccountTokenPurpose;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Human-check solutions already accepted, kept until their challenge expires. */
export interface HumanCheckSpentTable {
  signature: string;
  expires_at: number;
}

/** Secrets the server makes for itself on first use (the human check's HMAC keys). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** Issue 32: the reminder sent for a customer's missing usual order for one delivery date (at most one). */
export interface OrderRemindersTable {
  customer_id: number;
  delivery_date: string;
  sent_at: number;
  /** How many users were mailed. */
  recipients: number;
}

/** Issue 33: a product's detail opened for a customer on one UTC day (day_start, epoch ms of its midnight). */
export interface ProductViewsTable {
  customer_id: number;
  day_start: number;
  product_key: number;
  views: Generated<number>;
  last_viewed_at: number;
}

/** A user's own default layout and sort; null falls back to the site's. */
export interface UserPreferencesTable {
  user_id: number;
  default_page_layout: string | null;
  default_page_sort_by: string | null;
  /** 0 Light, 1 Dark; null with the colours when the user has no theme of their own. */
  theme_mode: number | null;
  primary_color: string | null;
  secondary_color: string | null;
}

/** Issue 32: a trade customer's standing order; weekdays '2,5' (1 = Sunday), dates YYYY-MM-DD. */
export interface StandingOrdersTable {
  id: Generated<number>;
  customer_id: number;
  user_id: number;
  name: string;
  ship_to_code: string;
  weekdays: string;
  start_date: string;
  end_date: string | null;
  paused: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface StandingOrderLinesTable {
  standing_order_id: number;
  sequence: number;
  product_key: number;
  product_code: string;
  description: string;
  quantity: Numeric;
  unit: string;
}

/** One per standing order and delivery date, written with the order it placed (or the reason none was). */
export interface StandingOrderRunsTable {
  id: Generated<number>;
  standing_order_id: number;
  delivery_date: string;
  order_number: string | null;
  /** JSON array of texts. */
  messages: string;
  created_at: number;
}

/** Issue 33: a main category's claim window in hours after delivery; main_category_code '' is the site default. */
export interface CreditPoliciesTable {
  main_category_code: string;
  window_hours: number;
  updated_at: number;
  updated_by: number | null;
}

/** Issue 33: a delivery check-in, one per order. */
export interface CheckinsTable {
  id: Generated<number>;
  order_id: number;
  customer_id: number;
  user_id: number | null;
  checked_in_at: number;
}

/** What the buyer found of one order line: outcome received, short, damaged, wrong or quality. */
export interface CheckinLinesTable {
  checkin_id: number;
  line_number: number;
  outcome: string;
  quantity: NullableNumeric;
  note: Generated<string>;
}

/** A check-in photo, WebP bytes; checkin_id and line_number null until a check-in names it. */
export interface CheckinPhotosTable {
  id: Generated<number>;
  photo_key: string;
  customer_id: number;
  uploaded_by: number | null;
  data: Buffer;
  byte_size: number;
  width: number;
  height: number;
  created_at: number;
  checkin_id: number | null;
  line_number: number | null;
}

/** Issue 33: a credit request (number CR- and its id); ar_item_id is the credit memo an approval wrote. */
export interface CreditRequestsTable {
  id: Generated<number>;
  checkin_id: number;
  order_id: number;
  customer_id: number;
  created_by: number | null;
  created_at: number;
  status: string;
  requested_amount: Numeric;
  approved_amount: NullableNumeric;
  reviewer_note: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: number | null;
  ar_item_id: number | null;
}

export interface CreditRequestLinesTable {
  credit_request_id: number;
  line_number: number;
  product_code: string;
  description: string;
  outcome: string;
  quantity: Numeric;
  unit: string;
  amount: Numeric;
  note: Generated<string>;
  approved_quantity: NullableNumeric;
  approved_amount: NullableNumeric;
}

export interface DB {
  customers: CustomersTable;
  ship_tos: ShipTosTable;
  users: UsersTable;
  salesperson_customers: SalespersonCustomersTable;
  sessions: SessionsTable;
  sign_in_counters: SignInCountersTable;
  sign_in_known_addresses: SignInKnownAddressesTable;
  site_settings: SiteSettingsTable;
  menu_overrides: MenuOverridesTable;
  menu_visits: MenuVisitsTable;
  delivery_addresses: DeliveryAddressesTable;
  zip_zones: ZipZonesTable;
  main_categories: MainCategoriesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_units: ProductUnitsTable;
  product_substitutes: ProductSubstitutesTable;
  prices: PricesTable;
  customer_excluded_categories: CustomerExcludedCategoriesTable;
  push_products: PushProductsTable;
  cache_versions: CacheVersionsTable;
  orders: OrdersTable;
  site_setting_changes: SiteSettingChangesTable;
  order_lines: OrderLinesTable;
  image_sync_jobs: ImageSyncJobsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  order_guides: OrderGuidesTable;
  order_guide_products: OrderGuideProductsTable;
  order_guide_pars: OrderGuideParsTable;
  order_guide_counts: OrderGuideCountsTable;
  order_guide_count_lines: OrderGuideCountLinesTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_locks: PaymentLocksTable;
  mail_counters: MailCountersTable;
  punchout_buyers: PunchoutBuyersTable;
  punchout_identities: PunchoutIdentitiesTable;
  punchout_sessions: PunchoutSessionsTable;
  punchout_codes: PunchoutCodesTable;
  outbox: OutboxTable;
  imports: ImportsTable;
  erp_exports: ErpExportsTable;
  erp_webhook: ErpWebhookTable;
  jobs: JobsTable;
  gateway_charges: GatewayChargesTable;
  document_links: DocumentLinksTable;
  ar_items: ArItemsTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_payment_lines: InvoicePaymentLinesTable;
  landing_page: LandingPageTable;
  account_tokens: AccountTokensTable;
  human_check_spent: HumanCheckSpentTable;
  server_secrets: ServerSecretsTable;
  user_preferences: UserPreferencesTable;
  order_reminders: OrderRemindersTable;
  standing_orders: StandingOrdersTable;
  standing_order_lines: StandingOrderLinesTable;
  standing_order_runs: StandingOrderRunsTable;
  product_views: ProductViewsTable;
  credit_policies: CreditPoliciesTable;
  checkins: CheckinsTable;
  checkin_lines: CheckinLinesTable;
  checkin_photos: CheckinPhotosTable;
  credit_requests: CreditRequestsTable;
  credit_request_lines: CreditRequestLinesTable;
}
