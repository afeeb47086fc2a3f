import type {
  CreateStandingOrderRequest,
  StandingOrder,
  StandingOrderLineIn,
  StandingOrderList,
  UpdateStandingOrderRequest,
} from '@storefront/contract';
import {
  cutoffLabel,
  findSellBy,
  isListedProduct,
  MAX_STANDING_ORDERS,
  MAX_STANDING_ORDER_LINES,
  nextStandingDelivery,
  parseDeliveryDays,
  QUANTITY_DECIMALS,
  toDecimal,
} from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/http-error';
import { findCart, listLines } from '../cart/cart.repository';
import { productFacts } from '../catalogue/product-facts.repository';
import { cartOwnerOf } from '../cart/cart-owner';
import { loadProductUnits } from '../catalogue/product-units.repository';
import { termsOf } from '../checkout/checkout-target.service';
import { findShipTo } from '../checkout/checkout-target.repository';
import { guideLineProblem } from '../order-guides/order-guide-line.rules';
import type { SiteValues } from '../settings/settings.defaults';
import { readSiteValues } from '../settings/settings.repository';
import {
  countStandingOrders,
  deleteStandingOrder,
  findStandingOrder,
  insertStandingOrder,
  lastRuns,
  linesOf,
  listStandingOrders,
  type NewStandingOrderLine,
  orderLinesOf,
  replaceLines,
  type StandingOrderHeader,
  type StandingOrderLineRow,
  type StandingOrderRow,
  type StandingOrderRunRow,
  updateStandingOrder,
} from './standing-orders.repository';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Whose standing orders a request reads and writes: the trade customer it acts for, as this user. */
export interface StandingOrderOwner {
  customerId: number;
  userId: number;
}

export function standingOrderOwnerOf(req: FastifyRequest): StandingOrderOwner {
  const customerId = req.acting?.customerId ?? null;
  if (!req.principal || customerId === null) throw forbidden('Standing orders are for trade customers.');
  return { customerId, userId: req.principal.userId };
}

type Header = Pick<UpdateStandingOrderRequest, 'name' | 'shipToCode' | 'weekdays' | 'startDate' | 'endDate' | 'paused'>;

async function checkedHeader(
  db: Db,
  owner: StandingOrderOwner,
  body: Header,
  now: number,
): Promise<StandingOrderHeader> {
  const shipTo = await findShipTo(db, owner.customerId, body.shipToCode);
  if (!shipTo) throw badRequest(`Ship-to ${body.shipToCode} is not a ship-to of this customer.`);
  const delivers = parseDeliveryDays(shipTo.delivery_days);
  const weekdays = [...new Set(body.weekdays)].sort((a, b) => a - b);
  const missing = weekdays.filter((d) => !delivers.includes(d));
  if (missing.length > 0)
    throw badRequest(
      `Ship-to ${shipTo.code} does not deliver on ${missing.map((d) => WEEKDAY_NAMES[d - 1]).join(' or ')}.`,
    );
  if (body.endDate !== null && body.endDate < body.startDate)
    throw badRequest('The end date cannot be before the start date.');
  return {
    name: body.name,
    ship_to_code: shipTo.code,
    weekdays: weekdays.join(','),
    start_date: body.startDate,
    end_date: body.endDate,
    paused: body.paused ? 1 : 0,
    updated_at: now,
  };
}

/** The lines as saved: each product orderable by the customer now, in one of its sell-by units, a quantity above 0. */
async function checkedLines(
  db: Db,
  owner: StandingOrderOwner,
  lines: readonly StandingOrderLineIn[],
): Promise<NewStandingOrderLine[]> {
  if (lines.length === 0) throw badRequest('A standing order needs at least one line.');
  if (lines.length > MAX_STANDING_ORDER_LINES)
    throw badRequest(`A standing order can have at most ${MAX_STANDING_ORDER_LINES} lines.`);
  const keys = lines.map((l) => l.productKey);
  const [products, facts] = await Promise.all([loadProductUnits(db, keys), productFacts(db, keys, owner.customerId)]);
  return lines.map((l, i) => {
    const product = products.get(l.productKey);
    const problem =
      facts.get(l.productKey)?.excluded === true
        ? `Product ${l.productKey} is not available.`
        : guideLineProblem({ productKey: l.productKey, orderQuantity: l.quantity, unitOfMeasure: l.unit }, product);
    if (problem || !product) throw badRequest(problem ?? `Product ${l.productKey} is not available.`);
    const quantity = toDecimal(l.quantity);
    if (!quantity.gt(0)) throw badRequest(`${product.description}: the quantity must be more than 0.`);
    return {
      sequence: i + 1,
      product_key: l.productKey,
      product_code: product.productCode,
      description: product.description,
      quantity: quantity.toFixed(QUANTITY_DECIMALS),
      unit: l.unit,
    };
  });
}

/** POST's lines: given, the cart's, or one of the customer's orders'. */
async function sourceLines(
  ctx: AppContext,
  req: FastifyRequest,
  owner: StandingOrderOwner,
  body: CreateStandingOrderRequest,
): Promise<StandingOrderLineIn[]> {
  const sources = [body.lines !== undefined, body.fromCart === true, body.fromOrder !== undefined];
  if (sources.filter(Boolean).length !== 1) throw badRequest('Give the lines, fromCart or fromOrder: exactly one.');
  if (body.lines) return body.lines;
  if (body.fromCart) {
    const cart = await findCart(ctx.db, cartOwnerOf(req).ownerKey);
    const rows = cart ? await listLines(ctx.db, cart.id) : [];
    if (rows.length === 0) throw badRequest('The cart is empty.');
    return rows.map((r) => ({ productKey: r.product_key, quantity: r.quantity, unit: r.unit }));
  }
  const rows = await orderLinesOf(ctx.db, owner.customerId, body.fromOrder ?? '');
  if (rows.length === 0) throw notFound(`Order ${body.fromOrder ?? ''} not found.`);
  return rows.map((r) => ({ productKey: r.product_key, quantity: r.quantity, unit: r.unit }));
}

interface ViewContext {
  site: SiteValues;
  now: number;
  lines: StandingOrderLineRow[];
  runs: Map<number, StandingOrderRunRow>;
  available: (line: StandingOrderLineRow) => boolean;
  shipTos: Map<string, Awaited<ReturnType<typeof findShipTo>>>;
}

async function viewContext(
  db: Db,
  owner: StandingOrderOwner,
  rows: StandingOrderRow[],
  now: number,
): Promise<ViewContext> {
  const ids = rows.map((r) => r.id);
  const [site, lines, runs] = await Promise.all([readSiteValues(db), linesOf(db, ids), lastRuns(db, ids)]);
  const keys = lines.map((l) => l.product_key);
  const [products, facts] = await Promise.all([loadProductUnits(db, keys), productFacts(db, keys, owner.customerId)]);
  const shipTos = new Map<string, Awaited<ReturnType<typeof findShipTo>>>();
  for (const code of new Set(rows.map((r) => r.ship_to_code)))
    shipTos.set(code, await findShipTo(db, owner.customerId, code));
  const available = (line: StandingOrderLineRow) => {
    const product = products.get(line.product_key);
    return (
      product !== undefined &&
      isListedProduct(product) &&
      facts.get(line.product_key)?.excluded === false &&
      findSellBy(product, line.unit) !== undefined
    );
  };
  return { site, now, lines, runs, available, shipTos };
}

function messagesOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((m): m is string => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

function toView(row: StandingOrderRow, v: ViewContext): StandingOrder {
  const shipTo = v.shipTos.get(row.ship_to_code);
  const plan = {
    weekdays: parseDeliveryDays(row.weekdays),
    startDate: row.start_date,
    endDate: row.end_date,
    paused: row.paused === 1,
  };
  const calendar = { usFederalHolidays: v.site.usFederalHolidays, closedDates: v.site.closedDates };
  const next = shipTo
    ? nextStandingDelivery(
        plan,
        termsOf(shipTo, true).schedule,
        v.now,
        v.site.timeZone,
        v.site.standingOrderLeadHours,
        calendar,
      )
    : null;
  const run = v.runs.get(row.id);
  return {
    id: row.id,
    name: row.name,
    shipToCode: row.ship_to_code,
    shipToName: shipTo?.name ?? '',
    weekdays: plan.weekdays,
    startDate: row.start_date,
    endDate: row.end_date,
    paused: plan.paused,
    lines: v.lines
      .filter((l) => l.standing_order_id === row.id)
      .map((l) => ({
        productKey: l.product_key,
        productCode: l.product_code,
        description: l.description,
        quantity: toDecimal(l.quantity).toFixed(QUANTITY_DECIMALS),
        unit: l.unit,
        available: v.available(l),
      })),
    nextDeliveryDate: next?.date ?? null,
    // Placed at the next job run after this instant (within five minutes).
    nextPlacement: next ? cutoffLabel(Math.max(next.placeAt, v.now), v.site.timeZone) : null,
    lastRun: run
      ? { deliveryDate: run.delivery_date, orderNumber: run.order_number, messages: messagesOf(run.messages) }
      : null,
  };
}

/** GET /api/standingorders. */
export async function listStandingOrderViews(
  db: Db,
  owner: StandingOrderOwner,
  now: number,
): Promise<StandingOrderList> {
  const rows = await listStandingOrders(db, owner.customerId, MAX_STANDING_ORDERS);
  const v = await viewContext(db, owner, rows, now);
  return { standingOrders: rows.map((r) => toView(r, v)) };
}

async function viewOf(db: Db, owner: StandingOrderOwner, id: number, now: number): Promise<StandingOrder> {
  const row = await findStandingOrder(db, owner.customerId, id);
  if (!row) throw notFound('Standing order not found.');
  return toView(row, await viewContext(db, owner, [row], now));
}

/** POST /api/standingorders. */
export async function createStandingOrder(
  ctx: AppContext,
  req: FastifyRequest,
  body: CreateStandingOrderRequest,
): Promise<StandingOrder> {
  const owner = standingOrderOwnerOf(req);
  const now = ctx.now();
  if ((await countStandingOrders(ctx.db, owner.customerId)) >= MAX_STANDING_ORDERS)
    throw conflict(`A customer can have at most ${MAX_STANDING_ORDERS} standing orders.`);
  const header = await checkedHeader(ctx.db, owner, body, now);
  const lines = await checkedLines(ctx.db, owner, await sourceLines(ctx, req, owner, body));
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertStandingOrder(trx, owner, header, now);
    await replaceLines(trx, created, lines);
    return created;
  });
  return viewOf(ctx.db, owner, id, now);
}

/** PUT /api/standingorders/{id}: only the acting customer's; another's is not found. */
export async function updateStandingOrderOf(
  ctx: AppContext,
  owner: StandingOrderOwner,
  id: number,
  body: UpdateStandingOrderRequest,
): Promise<StandingOrder> {
  const now = ctx.now();
  if (!(await findStandingOrder(ctx.db, owner.customerId, id))) throw notFound('Standing order not found.');
  const header = await checkedHeader(ctx.db, owner, body, now);
  const lines = await checkedLines(ctx.db, owner, body.lines);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await updateStandingOrder(trx, owner.customerId, id, header))) throw notFound('Standing order not found.');
    await replaceLines(trx, id, lines);
  });
  return viewOf(ctx.db, owner, id, now);
}

/** DELETE /api/standingorders/{id}: orders it placed stay. */
export async function deleteStandingOrderOf(ctx: AppContext, owner: StandingOrderOwner, id: number): Promise<void> {
  const deleted = await ctx.db.transaction().execute((trx) => deleteStandingOrder(trx, owner.customerId, id));
  if (!deleted) throw notFound('Standing order not found.');
}
