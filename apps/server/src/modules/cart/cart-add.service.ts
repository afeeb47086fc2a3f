import type { CartLine, CartLineError, CartLinePayload } from '@storefront/contract';
import { type Decimal, defined, lineExtension, roundQuantity } from '@storefront/domain';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { isoDateOf } from '../../platform/time/iso-date';
import {
  type CartLineRow,
  findCart,
  insertLines,
  linesOfProducts,
  lockCartForWrite,
  updateLines,
} from './cart.repository';
import { readCartForAdd, UNLOCKED_ADD_LIMIT, writeAddIfUnchanged } from './cart-add.repository';
import {
  type CatalogueView,
  defaultPriceOf,
  loadCartSettings,
  loadCatalogue,
  orderableProduct,
  roundedPriceIn,
} from './cart-context.service';
import { checkLine, type LineCheck } from './cart-line.rules';
import { toChangedRow, toNewRow, toWorkingLine } from './cart-line.mapping';
import { planAdd, type WorkingLine } from './cart-merge.rules';
import type { CartOwner } from './cart-owner';
import { lineError, type WriteOutcome, writeOutcome } from './cart-result';
import { toCartLine } from './cart-view';
import { findUnfilled, type LineNeed } from './cart-substitutes.service';
import { substitutionPreferenceOf } from '../substitutes/substitution-preference.service';

export interface AddOptions {
  /** Applies confirmPriceByChange to every line. */
  confirmAll: boolean;
  /** /validate: decide exactly as an add would, write nothing. */
  dryRun: boolean;
}

interface Decided {
  productsAdded: number;
  touched: Set<WorkingLine>;
  notices: string[];
  errors: CartLineError[];
}

/** Runs every line, in order, against the product's lines as they stand after the lines before it. */
function decide(
  checked: readonly { payload: CartLinePayload; check: LineCheck }[],
  existing: WorkingLine[],
  view: CatalogueView,
  options: AddOptions,
  nextSequence: () => number,
): Decided {
  const byProduct = new Map<number, WorkingLine[]>();
  for (const line of existing) byProduct.set(line.productKey, [...(byProduct.get(line.productKey) ?? []), line]);
  const decided: Decided = { productsAdded: 0, touched: new Set(), notices: [], errors: [] };
  // In a batch a notice must say which product it is about; a single line's dialog already does.
  const many = checked.length > 1;
  for (const { payload, check } of checked) {
    if (!check.ok) {
      decided.errors.push(lineError(payload, check.code, check.errors));
      continue;
    }
    const productLines = byProduct.get(payload.productKey) ?? [];
    byProduct.set(payload.productKey, productLines);
    const plan = planAdd(
      check.line,
      productLines,
      {
        confirmPriceByChange: options.confirmAll || payload.confirmPriceByChange === true,
        priceIn: roundedPriceIn(view, payload.productKey),
      },
      nextSequence,
    );
    if (!plan.ok) {
      decided.errors.push(lineError(payload, plan.code, plan.errors));
      continue;
    }
    decided.productsAdded += 1;
    for (const line of plan.touched) decided.touched.add(line);
    if (check.line.notice)
      decided.notices.push(many ? `${check.line.description}: ${check.line.notice}` : check.line.notice);
    decided.notices.push(...plan.notices);
  }
  return decided;
}

/** The touched lines, the fresh ones with the ids their insert gave them (keyed by sequence). */
function withIds(lines: readonly WorkingLine[], ids: ReadonlyMap<number, number>): (WorkingLine & { id: number })[] {
  return lines.map((l) => ({
    ...l,
    id: l.id ?? defined(ids.get(l.sequence), `the id of inserted line ${l.sequence}`),
  }));
}

const isStored = (l: WorkingLine): l is WorkingLine & { id: number } => l.id !== null;

/** Writes what `decide` changed: one multi-row insert and one CASE update per chunk. */
async function persist(trx: Db, cartId: number, touched: Set<WorkingLine>): Promise<(WorkingLine & { id: number })[]> {
  const lines = [...touched];
  await updateLines(trx, cartId, lines.filter(isStored).map(toChangedRow));
  return withIds(lines, await insertLines(trx, cartId, lines.filter((l) => !isStored(l)).map(toNewRow)));
}

/**
 * POST /api/cart/line, /lines and /validate. Good lines are added even when
 * others are refused (the page counts successes and keeps failures as errors);
 * all of it happens in one transaction with a fixed number of queries.
 */
export async function addLines(
  ctx: AppContext,
  owner: CartOwner,
  payloads: readonly CartLinePayload[],
  options: AddOptions,
): Promise<WriteOutcome> {
  const { db } = ctx;
  const now = ctx.now();
  const keys = payloads.map((p) => p.productKey);
  const [settings, view] = await Promise.all([
    loadCartSettings(db, owner),
    loadCatalogue(db, keys, owner, isoDateOf(now)),
  ]);
  const checked = payloads.map((payload) => ({
    payload,
    check: checkLine(payload, {
      product: orderableProduct(view, payload.productKey),
      defaultPrice: defaultPriceOf(view, payload.productKey, payload.unitOfMeasure_Prc),
      rules: settings.rules,
    }),
  }));
  const checkedKeys = checked.filter((c) => c.check.ok).map((c) => c.payload.productKey);

  const decideOn = (existing: readonly CartLineRow[], firstSequence: number) => {
    let sequence = firstSequence;
    return decide(checked, existing.map(toWorkingLine), view, options, () => sequence++);
  };
  const run = async (trx: Db) => {
    let cartId: number | null;
    let sequence: number;
    if (options.dryRun) {
      const cart = await findCart(trx, owner.ownerKey);
      [cartId, sequence] = [cart?.id ?? null, cart?.next_sequence ?? 1];
    } else {
      const locked = await lockCartForWrite(trx, owner, now, payloads.length);
      [cartId, sequence] = [locked.cartId, locked.firstSequence];
    }
    const existing = cartId === null || checkedKeys.length === 0 ? [] : await linesOfProducts(trx, cartId, checkedKeys);
    const decided = decideOn(existing, sequence);
    const written = options.dryRun || cartId === null ? [] : await persist(trx, cartId, decided.touched);
    return { decided, written };
  };
  /** cart-add.repository.ts: two statements, no lock; null when it must take the locked way. */
  const runUnlocked = async () => {
    if (ctx.dialect !== 'postgres' || options.dryRun || checkedKeys.length > UNLOCKED_ADD_LIMIT) return null;
    const cart = await readCartForAdd(db, owner.ownerKey, checkedKeys);
    if (!cart) return null;
    const decided = decideOn(cart.lines, cart.nextSequence);
    const lines = [...decided.touched];
    if (lines.length > UNLOCKED_ADD_LIMIT) return null;
    const changed = lines.filter(isStored).map(toChangedRow);
    const fresh = lines.filter((l) => !isStored(l)).map(toNewRow);
    const ids = await writeAddIfUnchanged(db, cart, now, payloads.length, changed, fresh);
    return ids && { decided, written: withIds(lines, ids) };
  };
  const { decided, written } = options.dryRun
    ? await run(db)
    : ((await runUnlocked()) ?? (await db.transaction().execute(run)));

  const errors = await withSubstitutes(ctx, owner, view, payloads, decided.errors);
  const lines: CartLine[] = written.map((l) =>
    toCartLine(
      l,
      defined(view.products.get(l.productKey), `product ${l.productKey} of a written line`),
      view.facts.get(l.productKey)?.imageName ?? null,
    ),
  );
  const failed = decided.errors.length;
  const verb = options.dryRun ? 'can be added' : 'Added To Cart';
  return writeOutcome({
    successMessage: `${decided.productsAdded} Product(s) ${verb}`,
    failureMessage:
      failed === 0
        ? ''
        : payloads.length === 1
          ? (decided.errors[0]?.message ?? '')
          : `${failed} of ${payloads.length} product(s) could not be added to the cart`,
    productsAdded: decided.productsAdded,
    lines,
    messages: decided.notices,
    errors,
  });
}

/** Substitutes a refused line is offered, at most this many. */
const REFUSED_LINE_SUBSTITUTES = 3;

/** A request line as a need: its quantity and, at the price it asks for, its extension (null when it cannot have one). */
function requestNeed(id: number, payload: CartLinePayload, view: CatalogueView): LineNeed | null {
  let quantity: Decimal;
  try {
    quantity = roundQuantity(payload.orderQuantity);
  } catch {
    return null;
  }
  if (!quantity.gt(0)) return null;
  const product = view.products.get(payload.productKey);
  const price = defaultPriceOf(view, payload.productKey, payload.unitOfMeasure_Prc);
  let extension: Decimal | null = null;
  try {
    if (product && price !== null)
      extension = lineExtension(
        { value: quantity, unit: payload.unitOfMeasure },
        payload.unitOfMeasure_Prc,
        price,
        product,
      );
  } catch {
    extension = null;
  }
  return {
    id,
    productKey: payload.productKey,
    quantity: { value: quantity, unit: payload.unitOfMeasure },
    extension,
    noSubstitutes: false,
  };
}

/** Issue 31: each refused line whose product cannot be filled (discontinued, excluded, short) gains up to 3 substitutes. */
async function withSubstitutes(
  ctx: AppContext,
  owner: CartOwner,
  view: CatalogueView,
  payloads: readonly CartLinePayload[],
  errors: readonly CartLineError[],
): Promise<CartLineError[]> {
  if (errors.length === 0) return [];
  const index = new Map(payloads.map((p, i) => [p, i]));
  const needs = errors.flatMap((e) => requestNeed(index.get(e.cartLineItem) ?? -1, e.cartLineItem, view) ?? []);
  const unfilled = await findUnfilled(ctx.db, owner, isoDateOf(ctx.now()), view, needs, {
    limit: REFUSED_LINE_SUBSTITUTES,
    preference: () => substitutionPreferenceOf(ctx.db, owner),
  });
  return errors.map((e) => ({ ...e, substitutes: unfilled.get(index.get(e.cartLineItem) ?? -1)?.offers ?? [] }));
}
