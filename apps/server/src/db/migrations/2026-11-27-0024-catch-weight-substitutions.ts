import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY } from './column-helpers';

/**
 * Catch weight and substitutions (issue 31).
 *
 * Catch weight: a product sold by the case (or each) but priced by weight, whose cases each weigh something else.
 * Its average weight is the weight its units already convert to (a 2/14 LB AVG case stocked in LB is CS = 28), so
 * the product only gains the flag. An order line records the weight it was estimated at; invoicing records what was
 * shipped: the quantity, the actual weight of a catch-weight line, the amount that follows, and the product shipped
 * instead when a substitute went. The order keeps its estimate and gains the invoice's figures beside it.
 *
 * Card orders whose amount is an estimate are authorised (estimate plus the site's allowance) and captured at the
 * invoiced amount: orders record what was authorised and what was captured.
 *
 * Substitutions: a product's ordered substitutes; a customer's (or a consumer's) substitution preference, allow, ask
 * or never; a cart or order line's 'No substitutes for this line'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('is_catch_weight', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('product_substitutes')
    .addColumn('product_key', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('substitute_key', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_substitutes_pk', ['product_key', 'substitute_key'])
    .execute();

  // allow | ask | never
  await db.schema
    .alterTable('customers')
    .addColumn('substitution_preference', 'varchar(5)', (c) => c.notNull().defaultTo('ask'))
    .execute();
  // A consumer's own (consumers have no customer row); null for other users.
  await db.schema.alterTable('users').addColumn('substitution_preference', 'varchar(5)').execute();
  await db.schema.alterTable('cart_lines').addColumn('no_substitutes', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.alterTable('order_lines').addColumn('no_substitutes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_lines').addColumn('is_catch_weight', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // The weight the extension was estimated at (quantity times the average weight), in price_unit; null when not catch weight.
  await db.schema.alterTable('order_lines').addColumn('estimated_weight', MONEY).execute();
  // Set when invoiced: what was shipped, in the line's unit; the actual weight of a catch-weight line; the amount charged.
  await db.schema.alterTable('order_lines').addColumn('shipped_quantity', MONEY).execute();
  await db.schema.alterTable('order_lines').addColumn('actual_weight', MONEY).execute();
  await db.schema.alterTable('order_lines').addColumn('invoiced_extension', MONEY).execute();
  // The product shipped instead (a substitute), with its code and description as invoiced.
  await db.schema.alterTable('order_lines').addColumn('shipped_product_key', 'integer').execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('shipped_product_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('shipped_description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema.alterTable('orders').addColumn('invoice_number', 'varchar(40)').execute();
  await db.schema.alterTable('orders').addColumn('invoiced_at', EPOCH_MS).execute();
  // YYYY-MM-DD in the site's time zone, as the invoice's A/R item has it.
  await db.schema.alterTable('orders').addColumn('invoice_date', 'varchar(10)').execute();
  await db.schema.alterTable('orders').addColumn('invoiced_line_total', MONEY).execute();
  await db.schema.alterTable('orders').addColumn('invoiced_tax', MONEY).execute();
  await db.schema.alterTable('orders').addColumn('invoiced_total', MONEY).execute();
  // A card order whose total is an estimate: the amount authorised, then the amount captured at invoice.
  await db.schema.alterTable('orders').addColumn('authorized_amount', MONEY).execute();
  await db.schema.alterTable('orders').addColumn('captured_amount', MONEY).execute();
  // The sandbox gateway's ledger gains authorisations: the amount held and, once captured, the amount settled.
  await db.schema.alterTable('gateway_charges').addColumn('captured_amount', MONEY).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gateway_charges').dropColumn('captured_amount').execute();
  for (const column of [
    'captured_amount',
    'authorized_amount',
    'invoiced_total',
    'invoiced_tax',
    'invoiced_line_total',
    'invoice_date',
    'invoiced_at',
    'invoice_number',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  for (const column of [
    'shipped_description',
    'shipped_product_code',
    'shipped_product_key',
    'invoiced_extension',
    'actual_weight',
    'shipped_quantity',
    'estimated_weight',
    'is_catch_weight',
    'no_substitutes',
  ])
    await db.schema.alterTable('order_lines').dropColumn(column).execute();
  await db.schema.alterTable('cart_lines').dropColumn('no_substitutes').execute();
  await db.schema.alterTable('users').dropColumn('substitution_preference').execute();
  await db.schema.alterTable('customers').dropColumn('substitution_preference').execute();
  await db.schema.dropTable('product_substitutes').execute();
  await db.schema.alterTable('products').dropColumn('is_catch_weight').execute();
}
