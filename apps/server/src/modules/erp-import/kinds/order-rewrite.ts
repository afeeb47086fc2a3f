import { defined } from '@storefront/domain';
import { chunked, rowsPerInsert } from '../../../db/chunking';
import type { Db } from '../../../db/database';
import type { BatchCounts } from '../import-kind';
import { changedColumns } from '../row-diff';
import type { StoredLine, StoredOrder } from './order-batch';
import type { RecordedTotals } from '../../orders/order-totals';
import { importedTotals, type RecordedLine, STATED_LINE_COLUMNS } from './order-lines';

/** The header columns an order file states. */
export interface StatedHeader {
  status: StoredOrder['status'];
  order_date: string;
  delivery_date: string | null;
  po_number: string;
  ship_to_code: string | null;
}

/** A new order's columns: what the file states, the totals of its lines, and who and when. */
export type NewImportedOrder = StatedHeader &
  RecordedTotals & {
    order_number: string;
    customer_id: number;
    /** Placed in the ERP, by nobody on the site. */
    user_id: null;
    ship_method: string | null;
    created_at: number;
  };

type RowState = 'inserted' | 'updated' | 'unchanged';

const stated = (line: RecordedLine) => Object.fromEntries(STATED_LINE_COLUMNS.map((c) => [c, line[c]]));

/** Stored lines by their line number; numbers held twice (orders seeded without line numbers) match nothing. */
function bySequence(lines: readonly StoredLine[]): Map<number, StoredLine> {
  const map = new Map<number, StoredLine>();
  const twice = new Set<number>();
  for (const l of lines) {
    if (map.has(l.sequence)) twice.add(l.sequence);
    map.set(l.sequence, l);
  }
  for (const sequence of twice) map.delete(sequence);
  return map;
}

/**
 * An existing order against its file rows: the header columns that differ, and its lines matched by line number,
 * each new, changed or the same; stored lines the file no longer has are removed. Each row counts as what happened
 * to it: a new line inserted, a changed one updated, and every row updated when the header changed or lines went.
 * Only what changed is written: a changed line in place (its id, and the product texts a web order keeps, stay),
 * the totals from the lines when any changed (stored tax and charges stay while the lines do).
 */
export async function rewriteOrder(
  db: Db,
  stored: StoredOrder,
  storedLines: readonly StoredLine[],
  header: StatedHeader,
  lines: readonly RecordedLine[],
  counts: BatchCounts,
  write: boolean,
): Promise<void> {
  const headerChanges = changedColumns(stored, { ...header });
  const matchable = bySequence(storedLines);
  const matched = new Set<number>();
  const states: RowState[] = [];
  const updates: { id: number; line: RecordedLine }[] = [];
  const added: RecordedLine[] = [];
  for (const line of lines) {
    const before = matchable.get(line.sequence);
    if (!before) {
      added.push(line);
      states.push('inserted');
      continue;
    }
    matched.add(before.id);
    if (changedColumns(before, stated(line)).length === 0) states.push('unchanged');
    else {
      updates.push({ id: before.id, line });
      states.push('updated');
    }
  }
  const removed = storedLines.filter((l) => !matched.has(l.id)).map((l) => l.id);
  const whole = headerChanges.length > 0 || removed.length > 0;
  for (const state of states)
    if (state === 'inserted') counts.inserted++;
    else if (whole || state === 'updated') counts.updated++;
    else counts.unchanged++;
  if (!write) return;

  const set: Record<string, unknown> = {};
  for (const c of headerChanges) set[c] = header[c as keyof StatedHeader];
  if (updates.length > 0 || added.length > 0 || removed.length > 0) Object.assign(set, importedTotals(lines));
  if (Object.keys(set).length > 0) await db.updateTable('orders').set(set).where('id', '=', stored.id).execute();
  for (const { id, line } of updates) await db.updateTable('order_lines').set(line).where('id', '=', id).execute();
  for (const ids of chunked(removed, 1000)) await db.deleteFrom('order_lines').where('id', 'in', ids).execute();
  await insertLines(
    db,
    added.map((l) => ({ ...l, order_id: stored.id })),
  );
}

async function insertLines(db: Db, lines: readonly (RecordedLine & { order_id: number })[]): Promise<void> {
  for (const chunk of chunked(lines, rowsPerInsert(13))) await db.insertInto('order_lines').values(chunk).execute();
}

/** New orders and their lines, many to a statement. */
export async function insertOrders(
  db: Db,
  orders: readonly { order: NewImportedOrder; lines: readonly RecordedLine[] }[],
): Promise<void> {
  const ids = new Map<string, number>();
  for (const chunk of chunked(orders, rowsPerInsert(20))) {
    const rows = await db
      .insertInto('orders')
      .values(chunk.map((o) => o.order))
      .returning(['id', 'order_number'])
      .execute();
    for (const r of rows) ids.set(r.order_number, r.id);
  }
  await insertLines(
    db,
    orders.flatMap((o) =>
      o.lines.map((l) => ({ ...l, order_id: defined(ids.get(o.order.order_number), `order ${o.order.order_number}`) })),
    ),
  );
}
