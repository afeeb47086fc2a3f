import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { insertArItems, type NewArItem } from './ar-items.repository';

/** 2026-11-23 12:00 UTC: Monday the 23rd in the distributor's time zone (America/New_York). */
export const NOV_23_NOON = Date.UTC(2026, 10, 23, 12);

/** Gives the salesperson St. Mary's, whose ledger only these tests write. */
export async function actForStMary(db: Kysely<DB>): Promise<number> {
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('customer_code', '=', 'STMARY')
    .executeTakeFirstOrThrow();
  const sales = await db.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirstOrThrow();
  await db.insertInto('salesperson_customers').values({ user_id: sales.id, customer_id: customer.id }).execute();
  await db
    .updateTable('customers')
    .set({ credit_limit: '5000.00', on_hold: '100.00' })
    .where('id', '=', customer.id)
    .execute();
  return customer.id;
}

type Item = Omit<NewArItem, 'customer_id' | 'created_at'>;
const item = (
  ar_code: string,
  record_type: number,
  invoice_date: string,
  due_date: string,
  initial: string,
  balance: string,
  extra: Partial<Item> = {},
): Item => ({
  ar_code,
  record_type,
  reference: ar_code.replace('AR', 'REF'),
  invoice_number: record_type <= 2 ? ar_code.replace('AR', 'IN') : '',
  order_number: null,
  po_number: '',
  remarks: '',
  scan_documents: '[]',
  invoice_date,
  due_date,
  initial,
  balance,
  ...extra,
});

/**
 * St. Mary's ledger: on 2026-11-23 it ages as current 380.00 (300.00 + a future 80.00), 1-30 120.00,
 * 31-60 0, 61-90 55.55, Over 90 200.00, unapplied credit -75.25: balance 680.30. It reconciles: the
 * pricing correction and the check went to the spring menu invoice (510.00 - 10.00 - 300.00 = 200.00 open),
 * and the credit memo is not applied yet, so the initial amounts add up to the balance too.
 */
export const ST_MARY_LEDGER: readonly Item[] = [
  item('AR000001', 1, '2026-06-01', '2026-07-01', '510.00', '200.00', { remarks: 'Spring menu' }), // 145 days late, paid in part
  item('AR000002', 7, '2026-07-05', '2026-07-05', '-300.00', '0.00', { remarks: 'Check 1001' }),
  item('AR000003', 1, '2026-08-20', '2026-09-19', '55.55', '55.55'), // 65 days late
  item('AR000004', 1, '2026-10-01', '2026-10-31', '120.00', '120.00', { remarks: 'Fall menu' }), // 23 days late
  item('AR000005', 6, '2026-11-02', '2026-11-02', '-75.25', '-75.25', { remarks: 'Returned: damaged case' }),
  item('AR000006', 1, '2026-11-10', '2026-12-10', '300.00', '300.00', { order_number: 'SO999001' }),
  item('AR000007', 2, '2026-11-28', '2026-12-28', '80.00', '80.00'),
  item('AR000008', 8, '2026-06-15', '2026-06-15', '-10.00', '0.00', { remarks: 'Pricing correction (REF000001)' }),
];

export async function writeStMaryLedger(db: Kysely<DB>, customerId: number, now: number): Promise<void> {
  await insertArItems(
    db,
    ST_MARY_LEDGER.map((i) => ({ ...i, customer_id: customerId, created_at: now })),
  );
}

export function accountApi(app: FastifyInstance, headers: Record<string, string>) {
  return {
    summary: () => app.inject({ method: 'GET', url: '/api/account/summary', headers }),
    detail: (query = '') => app.inject({ method: 'GET', url: `/api/account/detail${query}`, headers }),
    openAr: () => app.inject({ method: 'GET', url: '/api/account/openar', headers }),
  };
}
