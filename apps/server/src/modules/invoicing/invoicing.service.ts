import type { AdminOrderView, InvoiceLineIn, InvoiceOrderRequest, OrderView } from '@storefront/contract';
import {
  addIsoDays,
  AR_RECORD_TYPES,
  type Decimal,
  mayShipSubstitute,
  QUANTITY_DECIMALS,
  type SubstitutionPreference,
} from '@storefront/domain';
import type { Db } from '../../db/database';
import { bumpCacheVersion, HISTORY_CACHE } from '../../platform/cache/cache-versions.repository';
import { conflict, HttpError, notFound } from '../../platform/http/http-error';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import { GatewayUnavailableError, PAYMENT_SERVICE_UNAVAILABLE } from '../../platform/payments/payment-gateway';
import { localIsoDate } from '../../platform/time/iso-date';
import { insertArItems } from '../account/ar-items.repository';
import { loadProductUnits, type ProductWithUnits } from '../catalogue/product-units.repository';
import { settleCardPayment, SettlementRefusedError } from '../checkout/card-settlement.service';
import { findOwnAddress, findShipTo, findZipZone } from '../checkout/checkout-target.repository';
import { isUniqueViolation } from '../order-guides/order-guide-write.repository';
import { toOrderView } from '../orders/order-view.service';
import { listOrderLines, type OrderLineRow, type OrderRow } from '../orders/orders.repository';
import { readSiteValues } from '../settings/settings.repository';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { queueDeliveryMail } from './delivery.mail';
import { substitutionPreferenceOf } from '../substitutes/substitution-preference.service';
import type { SiteValues } from '../settings/settings.defaults';
import {
  defaultInvoiceNumber,
  invoiceLine,
  type InvoiceTotals,
  invoiceTotals,
  money,
  type OrderedLine,
  orderTaxRate,
  shipsAtLineUnits,
} from './invoice-lines.rules';
import {
  activeSubstitutes,
  findAnyOrder,
  findOrderParty,
  type InvoicedLineColumns,
  invoiceNumberTaken,
  markInvoiced,
  type NamedSubstitute,
  writeInvoicedLine,
} from './invoicing.repository';

/** Who placed the order: the customer's (or consumer's) name, substitution preference and payment terms in days. */
interface OrderParty {
  name: string;
  preference: SubstitutionPreference;
  termsDays: number;
}

async function partyOf(db: Db, order: OrderRow): Promise<OrderParty> {
  const [party, preference] = await Promise.all([
    findOrderParty(db, order),
    substitutionPreferenceOf(db, { customerId: order.customer_id, userId: order.user_id ?? 0 }),
  ]);
  return { ...party, preference };
}

/** What invoicing needs of the app: the database, the card gateway (to settle card orders) and the clock. */
export interface InvoicingDeps {
  db: Db;
  payments: PaymentGateway;
  now: () => number;
  /** Issue 33: the delivery mail with its 'Check In' link is written with the invoice. */
  outbox: Pick<Outbox, 'enqueue' | 'kick'>;
}

const orderNotFound = (orderNumber: string) => notFound(`Order ${orderNumber} was not found.`);
const unprocessable = (reason: string) => new HttpError(400, reason);

async function orderOrNotFound(db: Db, orderNumber: string): Promise<OrderRow> {
  const order = await findAnyOrder(db, orderNumber);
  if (!order) throw orderNotFound(orderNumber);
  return order;
}

/** GET /api/admin/orders/{orderNumber}: the order, who placed it, and per line what may ship in its place. */
export async function adminOrderView(db: Db, orderNumber: string): Promise<AdminOrderView> {
  const order = await orderOrNotFound(db, orderNumber);
  const [lines, party] = await Promise.all([listOrderLines(db, order.id), partyOf(db, order)]);
  const offered = lines.filter((l) => mayShipSubstitute(party.preference, l.no_substitutes === 1));
  const substitutes = await activeSubstitutes(
    db,
    offered.map((l) => l.product_key),
  );
  return {
    order: toOrderView(order, lines),
    customerName: party.name,
    substitutionPreference: party.preference,
    lines: lines.map((l) => ({
      lineNumber: l.sequence,
      isCatchWeight: l.is_catch_weight === 1,
      noSubstitutes: l.no_substitutes === 1,
      substitutes: mayShipSubstitute(party.preference, l.no_substitutes === 1)
        ? (substitutes.get(l.product_key) ?? []).map((s) => ({
            productKey: s.productKey,
            productCode: s.productCode,
            description: s.description,
          }))
        : [],
    })),
  };
}

const orderedLineOf = (l: OrderLineRow): OrderedLine => ({
  lineNumber: l.sequence,
  description: l.description,
  quantity: l.quantity,
  unit: l.unit,
  priceUnit: l.price_unit,
  unitPrice: l.unit_price,
  priceDecimals: l.price_decimals,
  extension: l.extension,
  isCatchWeight: l.is_catch_weight === 1,
  estimatedWeight: l.estimated_weight,
});

/** The request's lines by line number: each at most once, each a line of the order. */
function requestedLines(order: OrderRow, lines: readonly OrderLineRow[], asked: readonly InvoiceLineIn[]) {
  const numbers = new Set(lines.map((l) => l.sequence));
  const byNumber = new Map<number, InvoiceLineIn>();
  for (const line of asked) {
    if (!numbers.has(line.lineNumber))
      throw unprocessable(`Order ${order.order_number} has no line ${line.lineNumber}.`);
    if (byNumber.has(line.lineNumber)) throw unprocessable(`Line ${line.lineNumber} is given more than once.`);
    byNumber.set(line.lineNumber, line);
  }
  return byNumber;
}

/** One order line as it will be written, with whether what shipped is taxable. */
interface PlannedLine {
  id: number;
  columns: InvoicedLineColumns;
  extension: Decimal;
  taxable: boolean;
}

/** The substitute a request line names, checked: the preference and the line allow one, the product names it, it ships at the line's units. */
function substituteFor(
  line: OrderLineRow,
  asked: InvoiceLineIn | undefined,
  party: OrderParty,
  named: ReadonlyMap<number, NamedSubstitute[]>,
  units: ReadonlyMap<number, ProductWithUnits>,
): { substitute: NamedSubstitute; units: ProductWithUnits } | string | null {
  const key = asked?.substituteProductKey ?? null;
  if (key === null) return null;
  const name = `Line ${line.sequence} (${line.description})`;
  if (line.no_substitutes === 1) return `${name} says no substitutes.`;
  if (!mayShipSubstitute(party.preference, false))
    return `${party.name || 'The buyer'} does not allow substitutes to ship (preference: ${party.preference}).`;
  const substitute = (named.get(line.product_key) ?? []).find((s) => s.productKey === key);
  if (!substitute) return `${name}: product ${key} is not an active substitute of ${line.product_code}.`;
  const product = units.get(key);
  if (!product || !shipsAtLineUnits({ unit: line.unit, priceUnit: line.price_unit }, product))
    return `${name}: ${substitute.productCode} is not sold per ${line.unit} priced per ${line.price_unit}.`;
  if ((product.isCatchWeight === true) !== (line.is_catch_weight === 1))
    return `${name}: ${substitute.productCode} ${line.is_catch_weight === 1 ? 'is not' : 'is'} catch weight, as the line ${line.is_catch_weight === 1 ? 'is' : 'is not'}.`;
  if (asked && !(Number(asked.shippedQuantity) > 0)) return `${name}: a substitute ships only with a quantity above 0.`;
  return { substitute, units: product };
}

/** Every line as invoiced, or every reason the request is refused. */
async function planLines(
  db: Db,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  request: InvoiceOrderRequest,
  party: OrderParty,
): Promise<PlannedLine[]> {
  const asked = requestedLines(order, lines, request.lines);
  const substituteKeys = request.lines.flatMap((l) => (l.substituteProductKey ? [l.substituteProductKey] : []));
  const [units, named] = await Promise.all([
    loadProductUnits(db, [...lines.map((l) => l.product_key), ...substituteKeys]),
    activeSubstitutes(db, substituteKeys.length > 0 ? lines.map((l) => l.product_key) : []),
  ]);
  const problems: string[] = [];
  const planned: PlannedLine[] = [];
  for (const line of lines) {
    const wanted = asked.get(line.sequence);
    const sub = substituteFor(line, wanted, party, named, units);
    if (typeof sub === 'string') {
      problems.push(sub);
      continue;
    }
    const shipped = wanted
      ? { shippedQuantity: wanted.shippedQuantity, actualWeight: wanted.actualWeight ?? null }
      : null;
    const result = invoiceLine(
      orderedLineOf(line),
      shipped,
      sub ? sub.units : units.get(line.product_key),
      sub !== null,
    );
    if (!result.ok) {
      problems.push(result.message);
      continue;
    }
    const { shippedQuantity, actualWeight, extension } = result.line;
    planned.push({
      id: line.id,
      extension,
      taxable: sub ? sub.units.isTaxable : line.is_taxable === 1,
      columns: {
        shipped_quantity: shippedQuantity.toFixed(QUANTITY_DECIMALS),
        actual_weight: actualWeight?.toFixed(QUANTITY_DECIMALS) ?? null,
        invoiced_extension: money(extension),
        shipped_product_key: sub?.substitute.productKey ?? null,
        shipped_product_code: sub?.substitute.productCode ?? '',
        shipped_description: sub?.substitute.description ?? '',
      },
    });
  }
  if (problems.length > 0) throw unprocessable(problems.join(' '));
  return planned;
}

/**
 * The rate checkout taxed the order at, as it stands now: the trade ship-to's, the consumer's delivery zip zone's
 * (0 when undeliverable, as checkout has it), or the pickup setting; null when the ship-to or address is gone.
 * orderTaxRate checks it against the tax recorded (the rate may have changed since).
 */
async function currentTaxRate(db: Db, order: OrderRow, site: SiteValues): Promise<string | number | null> {
  if (order.customer_id !== null) {
    if (!order.ship_to_code) return null;
    return (await findShipTo(db, order.customer_id, order.ship_to_code))?.tax_rate ?? null;
  }
  if (order.ship_method === 'Pickup') return site.pickupTaxRate;
  if (order.address_id === null || order.user_id === null) return null;
  const address = await findOwnAddress(db, order.user_id, order.address_id);
  if (!address) return null;
  const zone = await findZipZone(db, address.zip.slice(0, 5));
  return zone && zone.deliverable === 1 ? zone.tax_rate : 0;
}

function refuseStatus(order: OrderRow): void {
  if (order.status === 'Invoiced') throw conflict(`Order ${order.order_number} is already invoiced.`);
  if (order.status === 'Cancelled') throw conflict(`Order ${order.order_number} is cancelled: it cannot be invoiced.`);
}

/** A card authorised at checkout (the order's total was an estimate): captured when invoiced. */
export const isAuthorisedCard = (order: OrderRow) =>
  order.payment_transaction_id !== null && order.authorized_amount !== null;

/** Captures the card at the invoiced amount, before the invoice is written (the gateway is another system). */
async function settle(deps: InvoicingDeps, order: OrderRow, totals: InvoiceTotals): Promise<string | null> {
  if (!isAuthorisedCard(order)) return null;
  try {
    return await settleCardPayment(
      deps.db,
      deps.payments,
      {
        id: order.id,
        orderNumber: order.order_number,
        paymentTransactionId: order.payment_transaction_id,
        authorizedAmount: order.authorized_amount,
      },
      money(totals.total),
    );
  } catch (err) {
    if (err instanceof SettlementRefusedError) throw conflict(err.message);
    if (err instanceof GatewayUnavailableError) throw new HttpError(502, PAYMENT_SERVICE_UNAVAILABLE);
    throw err;
  }
}

/** An invoice checked and computed, ready to be written (recordInvoice). */
export interface PreparedInvoice {
  order: OrderRow;
  invoiceNumber: string;
  lines: PlannedLine[];
  totals: InvoiceTotals;
  /** Payment terms of the customer, in days: the A/R item's due date. */
  termsDays: number;
  /** The site's time zone: the invoice's date is its today. */
  timeZone: string;
}

/**
 * Checks an invoice of an open (or shipped) order and works out its figures, writing nothing: the lines as shipped
 * (invoice-lines.rules.ts), the tax at the order's rate and the total; the invoice number, refused when used. Throws
 * an HttpError (400, 409) with the reason when the invoice cannot be.
 */
export async function prepareInvoice(db: Db, order: OrderRow, request: InvoiceOrderRequest): Promise<PreparedInvoice> {
  refuseStatus(order);
  const [lines, party, site] = await Promise.all([
    listOrderLines(db, order.id),
    partyOf(db, order),
    readSiteValues(db),
  ]);
  const planned = await planLines(db, order, lines, request, party);
  const rate = orderTaxRate(await currentTaxRate(db, order, site), order.taxable_amount, order.tax);
  const totals = invoiceTotals(planned, rate, order.add_on_charges);
  const invoiceNumber = request.invoiceNumber ?? defaultInvoiceNumber(order.order_number);
  if (await invoiceNumberTaken(db, invoiceNumber, order)) throw numberTaken(invoiceNumber);
  return { order, invoiceNumber, lines: planned, totals, termsDays: party.termsDays, timeZone: site.timeZone };
}

const numberTaken = (invoiceNumber: string) => conflict(`Invoice number ${invoiceNumber} is already used.`);

/**
 * Writes a prepared invoice, in the caller's transaction: the order invoiced (only if it still is open or shipped:
 * of two invoices of one order the second is refused with 409), its lines as shipped, and for a customer's order not
 * paid by card the A/R item of the invoiced amount, due after the customer's terms, and the delivery mail with its
 * 'Check In' link (issue 33). `invoiceDate` defaults to today in the site's time zone; `captured` is what a card was
 * captured at.
 */
export async function recordInvoice(
  trx: Db,
  p: PreparedInvoice,
  at: { now: number; invoiceDate?: string | null; captured?: string | null; outbox: Pick<Outbox, 'enqueue'> },
): Promise<void> {
  const { order, totals, invoiceNumber } = p;
  const invoiceDate = at.invoiceDate ?? localIsoDate(at.now, p.timeZone);
  const mine = await markInvoiced(trx, order.id, {
    invoice_number: invoiceNumber,
    invoice_date: invoiceDate,
    invoiced_at: at.now,
    invoiced_line_total: money(totals.lineTotal),
    invoiced_tax: money(totals.tax),
    invoiced_total: money(totals.total),
    ...(at.captured ? { captured_amount: at.captured } : {}),
  });
  if (!mine) {
    // Another call invoiced (or cancelled) it since it was read.
    const since = await findAnyOrder(trx, order.order_number);
    if (since) refuseStatus(since);
    throw conflict(`Order ${order.order_number} is already invoiced.`);
  }
  for (const line of p.lines) await writeInvoicedLine(trx, order.id, line.id, line.columns);
  if (order.customer_id !== null && order.payment_transaction_id === null)
    await insertArItems(trx, [
      {
        customer_id: order.customer_id,
        ar_code: invoiceNumber,
        record_type: AR_RECORD_TYPES.invoice,
        reference: invoiceNumber,
        invoice_number: invoiceNumber,
        order_number: order.order_number,
        po_number: order.po_number,
        invoice_date: invoiceDate,
        due_date: addIsoDays(invoiceDate, p.termsDays),
        initial: money(totals.total),
        balance: money(totals.total),
        created_at: at.now,
      },
    ]);
  await queueDeliveryMail(trx, at.outbox, order);
}

/**
 * POST /api/admin/orders/{orderNumber}/invoice: prepares the invoice, captures a card authorised at checkout at the
 * invoiced amount (before the invoice's transaction: the gateway is another system), then records it. Answers the
 * order as invoiced.
 */
export async function invoiceOrder(
  deps: InvoicingDeps,
  orderNumber: string,
  request: InvoiceOrderRequest,
): Promise<OrderView> {
  const { db } = deps;
  const prepared = await prepareInvoice(db, await orderOrNotFound(db, orderNumber), request);
  const captured = await settle(deps, prepared.order, prepared.totals);
  try {
    await db.transaction().execute(async (trx) => {
      await recordInvoice(trx, prepared, { now: deps.now(), captured, outbox: deps.outbox });
      // Order history keeps its searches (by status, sorted by status) per edition: this order changed in place.
      await bumpCacheVersion(trx, HISTORY_CACHE);
    });
  } catch (err) {
    if (!(err instanceof HttpError) && isUniqueViolation(err)) throw numberTaken(prepared.invoiceNumber);
    throw err;
  }
  deps.outbox.kick();
  const invoiced = await orderOrNotFound(db, orderNumber);
  return toOrderView(invoiced, await listOrderLines(db, invoiced.id));
}
