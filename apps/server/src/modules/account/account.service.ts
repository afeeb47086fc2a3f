import { AccountDetail, type AccountDetailQuery, type AccountSummary, type OpenArItem } from '@storefront/contract';
import { ageItems, AR_RECORD_TYPES, type Decimal, formatUsDate, ledgerBalance, toDecimal } from '@storefront/domain';
import type { Db } from '../../db/database';
import { VersionedCache } from '../../platform/cache/versioned-cache';
import { compileSerializer } from '../../platform/http/fast-serializer';
import { notFound } from '../../platform/http/http-error';
import { Precompressed } from '../../platform/http/precompressed';
import { localIsoDate } from '../../platform/time/iso-date';
import { readSiteValues } from '../settings/settings.repository';
import { balanceForwardRow, toDetailRow, toOpenArItem } from './ar.mapper';
import {
  arVersion,
  catchWeightEstimates,
  customerAccount,
  latestOfType,
  ledgerTotal,
  listArItems,
  listOpenArItems,
  onOrderTotal,
  openBalances,
} from './ar-items.repository';

/** The most rows one account detail answer carries (three years of a busy account fit). */
export const MAX_DETAIL_ROWS = 10_000;
/** The most open items the payment screen lists. */
export const MAX_OPEN_ITEMS = 2_000;

const money = (value: Decimal | string) => toDecimal(value).toFixed(2);

/** The distributor's today, which the aging and the ages count from. */
export async function accountToday(db: Db, now: number): Promise<string> {
  const site = await readSiteValues(db);
  return localIsoDate(now, site.timeZone);
}

/** GET /api/account/summary: the customer's credit and the aging of its open items, which adds up to the balance. */
export async function accountSummary(db: Db, customerId: number, now: number): Promise<AccountSummary> {
  const [account, today] = await Promise.all([customerAccount(db, customerId), accountToday(db, now)]);
  if (!account) throw notFound('This customer was not found.');
  const [open, onOrder, lastPayment, lastInvoice] = await Promise.all([
    openBalances(db, customerId),
    onOrderTotal(db, customerId),
    latestOfType(db, customerId, AR_RECORD_TYPES.payment),
    latestOfType(db, customerId, AR_RECORD_TYPES.invoice),
  ]);
  const aging = ageItems(
    open.map((r) => ({ dueDate: r.due_date, balance: r.balance })),
    today,
  );
  const available = toDecimal(account.credit_limit).minus(aging.balance).minus(onOrder).minus(account.on_hold);
  const cityLine = [account.city, [account.state, account.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: account.name,
    address: [account.address1, account.address2, cityLine].filter((l) => l.trim() !== '').join('\n'),
    creditLimit: money(account.credit_limit),
    balance: money(aging.balance),
    onOrder: money(onOrder),
    onHold: money(account.on_hold),
    availableCredit: money(available),
    lastPaymentDate: lastPayment?.invoice_date ?? null,
    // A payment is a credit in the ledger; the summary shows what was paid.
    lastPaymentAmount: lastPayment ? money(toDecimal(lastPayment.initial).abs()) : null,
    lastInvoiceDate: lastInvoice?.invoice_date ?? null,
    lastInvoiceAmount: lastInvoice ? money(lastInvoice.initial) : null,
    unappliedCredit: money(aging.unappliedCredit),
    current: money(aging.current),
    buckets: aging.buckets.map((b) => ({ name: b.name, value: money(b.value) })),
    asOf: today,
  };
}

/**
 * GET /api/account/detail: the customer's A/R rows by invoice date, newest first. When older
 * items are left out (a start date, or more rows than one answer carries) the last row is the
 * Balance Forward: the ledger balance of everything older than the rows shown, dated at the
 * range start (or at the oldest row shown), so the running balance ends at the balance as of
 * the range end.
 */
export async function accountDetail(
  db: Db,
  customerId: number,
  query: AccountDetailQuery,
  today: string,
): Promise<AccountDetail> {
  const found = await listArItems(db, customerId, query, MAX_DETAIL_ROWS + 1);
  const truncated = found.length > MAX_DETAIL_ROWS;
  const shown = found.slice(0, MAX_DETAIL_ROWS);
  // Invoices of orders placed at an estimate (catch weight) show it beside the actual amount.
  const estimates = await catchWeightEstimates(
    db,
    customerId,
    shown.flatMap((r) => (r.record_type === AR_RECORD_TYPES.invoice && r.order_number ? [r.order_number] : [])),
  );
  const rows = shown.map((r) =>
    toDetailRow(
      r,
      today,
      r.record_type === AR_RECORD_TYPES.invoice && r.order_number ? (estimates.get(r.order_number) ?? null) : null,
    ),
  );
  const oldest = rows[rows.length - 1];
  if (truncated && oldest) {
    // Everything through the range end less what is shown: the older rows left out, and any before the start.
    const through = toDecimal(await ledgerTotal(db, customerId, { through: query.endDate }));
    const forward = through.minus(ledgerBalance(rows));
    rows.push(balanceForwardRow(oldest.invoiceDate, forward, 'Balance of the older items, not shown'));
  } else if (query.startDate) {
    const forward = toDecimal(await ledgerTotal(db, customerId, { before: query.startDate }));
    rows.push(
      balanceForwardRow(query.startDate, forward, `Balance of all items before ${formatUsDate(query.startDate)}`),
    );
  }
  return { rows, truncated };
}

/** Detail answers kept: a customer looks at a few date ranges... */
const CACHED_DETAILS = 200;
/** ...and at most this many bytes of them (5,000 rows are about 1.6 MB of JSON, and their compressed forms). */
const CACHED_DETAIL_BYTES = 96 * 1024 * 1024;

/**
 * Account detail answers as JSON with their compressed forms, kept per customer, date
 * range and day for the ledger as it stands (arVersion): a busy account's 5,000 rows
 * are read, written and compressed once, not on every visit to the page.
 */
export function createAccountDetailCache(db: Db) {
  const serialize = compileSerializer(AccountDetail);
  const kept = new VersionedCache<Precompressed>(CACHED_DETAILS, {
    weigh: (p) => p.identity.length * 2,
    maxWeight: CACHED_DETAIL_BYTES,
  });
  return async function detailAnswer(
    customerId: number,
    query: AccountDetailQuery,
    now: number,
  ): Promise<Precompressed> {
    const [version, today] = await Promise.all([arVersion(db, customerId), accountToday(db, now)]);
    const key = JSON.stringify([customerId, query.startDate ?? null, query.endDate ?? null, today, version]);
    return kept.getOrCompute(
      key,
      0,
      async () => new Precompressed(Buffer.from(serialize(await accountDetail(db, customerId, query, today)))),
    );
  };
}

/** GET /api/account/openar: the items a payment may apply to. */
export async function openAr(db: Db, customerId: number): Promise<OpenArItem[]> {
  return (await listOpenArItems(db, customerId, MAX_OPEN_ITEMS)).map(toOpenArItem);
}
