import type { Kysely } from 'kysely';

/**
 * Issue 29, the cut-off rush: a line add on PostgreSQL reads the cart and its lines without a lock and writes only if
 * nobody wrote the cart meanwhile (cart-add.repository.ts). `write_count` is how it knows: every write of a cart's lines
 * first locks the cart through cart.repository's lock functions, which add one to it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('carts')
    .addColumn('write_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('carts').dropColumn('write_count').execute();
}
