import {
  type CreateOrderGuideRequest,
  ORDER_GUIDE_MAX_PRODUCTS,
  type OrderGuide,
  type OrderGuideLinePayload,
  type ParLevelIn,
  type PatchOrderGuideRequest,
  STANDARD_ORDER_GUIDE,
} from '@storefront/contract';
import { roundQuantity } from '@storefront/domain';
import type { Db } from '../../db/database';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/http/http-error';
import { loadProductUnits } from '../catalogue/product-units.repository';
import type { GuideOwner } from '../../platform/auth/guide-owner';
import { guideLineProblem, parLevelProblem } from './order-guide-line.rules';
import {
  ANY_WEEKDAY,
  copyPars,
  deleteGuideParsAndCounts,
  deleteLinePars,
  type ParRow,
  replaceLinePar,
} from './order-guide-pars.repository';
import {
  countGuides,
  deleteGuide,
  deleteGuideLines,
  findGuide,
  type GuideLineRow,
  type GuideRow,
  guideLines,
  insertGuide,
  insertGuideLines,
  isUniqueViolation,
  renameGuide,
} from './order-guide-write.repository';
import { listOrderGuides } from './order-guides.service';

/** Who writes: the owner the request acts for, and whether a salesperson does it (they may maintain Standard). */
export interface GuideEditor {
  owner: GuideOwner | null;
  isSalesperson: boolean;
  /** Issue 32: the ship-to whose par levels the request reads and writes ('' for none). */
  shipToCode: string;
}

interface WriteContext {
  db: Db;
  now: () => number;
}

/** A customer may keep this many guides. */
export const ORDER_GUIDE_MAX_GUIDES = 200;

const duplicate = (name: string) => conflict(`An order guide named "${name}" already exists.`);
const missing = () => notFound('Order guide not found.');

function ownerOf(editor: GuideEditor): GuideOwner {
  if (editor.owner === null) throw forbidden('Order guides belong to an account.');
  return editor.owner;
}

const isStandard = (g: GuideRow) => g.is_read_only === 1 || g.is_primary === 1 || g.name === STANDARD_ORDER_GUIDE;

/** The guide as GET /api/orderguide shows it (visible products only). */
async function readGuide(db: Db, editor: GuideEditor, name: string): Promise<OrderGuide> {
  const guide = (await listOrderGuides(db, ownerOf(editor), editor.shipToCode)).find((g) => g.name === name);
  if (!guide) throw missing();
  return guide;
}

/** Checks every line against its product (400 with the first problem); refuses a product sent twice. */
async function checkLines(
  db: Db,
  lines: readonly (OrderGuideLinePayload & { parLevel?: ParLevelIn | null | undefined })[],
): Promise<void> {
  const seen = new Set<number>();
  for (const l of lines) {
    if (seen.has(l.productKey)) throw badRequest(`Product ${l.productKey} is listed more than once.`);
    seen.add(l.productKey);
  }
  const products = await loadProductUnits(
    db,
    lines.map((l) => l.productKey),
  );
  for (const l of lines) {
    const product = products.get(l.productKey);
    const problem = guideLineProblem(l, product);
    if (problem) throw badRequest(problem);
    const parLevel = l.parLevel;
    const parProblem = product && parLevel ? parLevelProblem({ productKey: l.productKey, parLevel }, product) : null;
    if (parProblem) throw badRequest(parProblem);
  }
}

/** Issue 32: a par level as rows: weekday 0 holds the line's par, the others their weekday's own. */
function parRowsOf(productKey: number, par: ParLevelIn | null): ParRow[] {
  if (par === null) return [];
  const row = (weekday: number, quantity: ParLevelIn['quantity']): ParRow => ({
    product_key: productKey,
    weekday,
    unit_of_measure: par.unitOfMeasure,
    quantity: roundQuantity(quantity).toFixed(2),
  });
  return [row(ANY_WEEKDAY, par.quantity), ...(par.byWeekday ?? []).map((w) => row(w.weekday, w.quantity))];
}

const toRow = (l: OrderGuideLinePayload, sequence: number): GuideLineRow => ({
  product_key: l.productKey,
  order_quantity: roundQuantity(l.orderQuantity).toFixed(2),
  unit_of_measure: l.unitOfMeasure,
  sequence,
});

/** Runs a write; a concurrent create of the same name (unique constraint) answers 409 like the check before it. */
async function guarded<T>(db: Db, name: string, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (err) {
    if (!(err instanceof HttpError) && isUniqueViolation(err)) throw duplicate(name);
    throw err;
  }
}

async function newGuide(trx: Db, ctx: WriteContext, owner: GuideOwner, name: string): Promise<number> {
  if (name === STANDARD_ORDER_GUIDE || (await findGuide(trx, owner, name))) throw duplicate(name);
  if ((await countGuides(trx, owner)) >= ORDER_GUIDE_MAX_GUIDES)
    throw badRequest(`An account can have at most ${ORDER_GUIDE_MAX_GUIDES} order guides.`);
  return insertGuide(trx, owner, name, ctx.now());
}

/** POST /api/orderguide/{key}: a new guide with these lines in this order (409 when the name is taken). */
export async function createOrderGuide(
  ctx: WriteContext,
  editor: GuideEditor,
  name: string,
  body: CreateOrderGuideRequest,
): Promise<OrderGuide> {
  const owner = ownerOf(editor);
  await checkLines(ctx.db, body.products);
  await guarded(ctx.db, name, async (trx) => {
    const id = await newGuide(trx, ctx, owner, name);
    await insertGuideLines(
      trx,
      id,
      body.products.map((l, i) => toRow(l, i + 1)),
    );
  });
  return readGuide(ctx.db, editor, name);
}

/**
 * PATCH /api/orderguide/{key} (spec 1 §4): deletes the isDelete lines, adds or changes the
 * others (sequence -1 or none: after the last), renames when `name` differs. Standard:
 * only a salesperson may change its lines, and nobody renames it.
 */
export async function patchOrderGuide(
  ctx: WriteContext,
  editor: GuideEditor,
  name: string,
  body: PatchOrderGuideRequest,
): Promise<OrderGuide> {
  const owner = ownerOf(editor);
  const kept = body.products.filter((l) => l.isDelete !== true);
  await checkLines(ctx.db, kept);
  const newName = body.name ?? name;
  await guarded(ctx.db, newName, async (trx) => {
    const guide = await findGuide(trx, owner, name);
    if (!guide) throw missing();
    if (isStandard(guide) && !editor.isSalesperson) throw forbidden('The Standard order guide cannot be changed.');
    if (newName !== guide.name) {
      if (isStandard(guide)) throw forbidden('The Standard order guide cannot be renamed.');
      if (newName === STANDARD_ORDER_GUIDE || (await findGuide(trx, owner, newName))) throw duplicate(newName);
      await renameGuide(trx, guide.id, newName);
    }
    const lines = await guideLines(trx, guide.id);
    const deleted = new Set(body.products.filter((l) => l.isDelete === true).map((l) => l.productKey));
    const changed = new Set(kept.map((l) => l.productKey));
    const remaining = lines.filter((l) => !deleted.has(l.product_key) && !changed.has(l.product_key));
    if (remaining.length + kept.length > ORDER_GUIDE_MAX_PRODUCTS)
      throw badRequest(`An order guide can hold at most ${ORDER_GUIDE_MAX_PRODUCTS} products.`);
    const placed = kept.flatMap((l) => (l.sequence !== undefined && l.sequence >= 0 ? [l.sequence] : []));
    let next = Math.max(0, ...remaining.map((l) => l.sequence), ...placed) + 1;
    const rows = kept.map((l) => toRow(l, l.sequence === undefined || l.sequence < 0 ? next++ : l.sequence));
    await deleteGuideLines(trx, guide.id, [...deleted, ...changed]);
    await insertGuideLines(trx, guide.id, rows);
    // Issue 32: a removed line loses its pars; a line sent without parLevel keeps its par, null clears it.
    await deleteLinePars(
      trx,
      guide.id,
      [...deleted].filter((key) => !changed.has(key)),
    );
    for (const l of kept)
      if (l.parLevel !== undefined)
        await replaceLinePar(trx, guide.id, editor.shipToCode, l.productKey, parRowsOf(l.productKey, l.parLevel));
  });
  return readGuide(ctx.db, editor, newName);
}

/** DELETE /api/orderguide/{key}: never Standard. */
export async function deleteOrderGuide(ctx: WriteContext, editor: GuideEditor, name: string): Promise<void> {
  const owner = ownerOf(editor);
  await ctx.db.transaction().execute(async (trx) => {
    const guide = await findGuide(trx, owner, name);
    if (!guide) {
      if (name === STANDARD_ORDER_GUIDE) throw forbidden('The Standard order guide cannot be deleted.');
      throw missing();
    }
    if (isStandard(guide)) throw forbidden('The Standard order guide cannot be deleted.');
    await deleteGuideParsAndCounts(trx, guide.id);
    await deleteGuide(trx, guide.id);
  });
}

/** POST /api/orderguide/{key}/copy: a new guide `newName` with every line of {key} (Standard included). */
export async function copyOrderGuide(
  ctx: WriteContext,
  editor: GuideEditor,
  name: string,
  newName: string,
): Promise<OrderGuide> {
  const owner = ownerOf(editor);
  await guarded(ctx.db, newName, async (trx) => {
    const source = await findGuide(trx, owner, name);
    // A customer the seed never reached has an empty Standard that is no row.
    if (!source && name !== STANDARD_ORDER_GUIDE) throw missing();
    const lines = source ? await guideLines(trx, source.id) : [];
    const id = await newGuide(trx, ctx, owner, newName);
    await insertGuideLines(trx, id, lines);
    if (source) await copyPars(trx, source.id, id);
  });
  return readGuide(ctx.db, editor, newName);
}

/**
 * POST /api/orderguide/{key}/product: adds one product from a card or the dialog (spec 1 §5),
 * making the guide when no guide has that name. A product already in the guide keeps its
 * place and takes the new quantity and unit. Standard is read-only from a card.
 */
export async function addOrderGuideProduct(
  ctx: WriteContext,
  editor: GuideEditor,
  name: string,
  line: OrderGuideLinePayload,
): Promise<OrderGuide> {
  const owner = ownerOf(editor);
  if (name === STANDARD_ORDER_GUIDE) throw forbidden('The Standard order guide cannot be changed from a product card.');
  await checkLines(ctx.db, [line]);
  await guarded(ctx.db, name, async (trx) => {
    const guide = await findGuide(trx, owner, name);
    if (guide && isStandard(guide)) throw forbidden('The Standard order guide cannot be changed from a product card.');
    const id = guide ? guide.id : await newGuide(trx, ctx, owner, name);
    const lines = guide ? await guideLines(trx, id) : [];
    const existing = lines.find((l) => l.product_key === line.productKey);
    if (!existing && lines.length >= ORDER_GUIDE_MAX_PRODUCTS)
      throw badRequest(`An order guide can hold at most ${ORDER_GUIDE_MAX_PRODUCTS} products.`);
    const sequence = existing ? existing.sequence : Math.max(0, ...lines.map((l) => l.sequence)) + 1;
    await deleteGuideLines(trx, id, [line.productKey]);
    await insertGuideLines(trx, id, [toRow(line, sequence)]);
  });
  return readGuide(ctx.db, editor, name);
}
