import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Issue 29, the cut-off rush: uncommitted stock (on hand minus the lines of open orders) was summed by reading every
 * line a product ever had, history included, and joining the orders to keep the open ones: PostgreSQL hashed all open
 * orders on every call (about 6 ms, 60 % of the database's time in the rush, growing with every order placed).
 *
 * Each order line now says whether its order is open (`is_open`), and a partial index holds the stock quantities of
 * open lines only, by product: a product's uncommitted stock reads its open lines and nothing else. The flag is kept
 * by the database itself, so that every writer keeps it right (checkout, order edits, invoicing, card settlement,
 * the ERP import, seeds and tests): set from the order's status when a line is written, and rewritten on all of an
 * order's lines when its status changes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .alterTable('order_lines')
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update order_lines set is_open = 1 where order_id in (select id from orders where status = 'Open')`.execute(db);
  if (sqlite) {
    await sql`create index order_lines_open_stock_idx on order_lines (product_key, stock_quantity) where is_open = 1`.execute(
      db,
    );
    // A line written, or moved to another order: open as its order is.
    for (const [name, event] of [
      ['order_lines_open_on_insert', 'insert'],
      ['order_lines_open_on_move', 'update of order_id'],
    ] as const)
      await sql
        .raw(
          `create trigger ${name} after ${event} on order_lines begin
            update order_lines set is_open = coalesce((select status = 'Open' from orders where id = new.order_id), 0)
            where id = new.id;
          end`,
        )
        .execute(db);
    await sql`
      create trigger orders_open_lines after update of status on orders
      when old.status is not new.status
      begin
        update order_lines set is_open = (new.status = 'Open') where order_id = new.id;
      end`.execute(db);
    return;
  }
  await sql`create index order_lines_open_stock_idx on order_lines (product_key) include (stock_quantity) where is_open = 1`.execute(
    db,
  );
  await sql`
    create function order_line_is_open() returns trigger language plpgsql as $$
    begin
      new.is_open := coalesce((select (status = 'Open')::int from orders where id = new.order_id), 0);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger order_lines_open before insert or update of order_id on order_lines
    for each row execute function order_line_is_open()`.execute(db);
  await sql`
    create function order_lines_follow_status() returns trigger language plpgsql as $$
    begin
      update order_lines set is_open = (new.status = 'Open')::int where order_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger orders_open_lines after update of status on orders
    for each row when (old.status is distinct from new.status) execute function order_lines_follow_status()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) {
    await sql`drop trigger orders_open_lines`.execute(db);
    await sql`drop trigger order_lines_open_on_move`.execute(db);
    await sql`drop trigger order_lines_open_on_insert`.execute(db);
  } else {
    await sql`drop trigger orders_open_lines on orders`.execute(db);
    await sql`drop trigger order_lines_open on order_lines`.execute(db);
    await sql`drop function order_lines_follow_status()`.execute(db);
    await sql`drop function order_line_is_open()`.execute(db);
  }
  await db.schema.dropIndex('order_lines_open_stock_idx').execute();
  await db.schema.alterTable('order_lines').dropColumn('is_open').execute();
}
