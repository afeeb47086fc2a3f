import { actingCustomerOf } from '../../platform/auth/acting-for.repository';
import type { CartLinePayload } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/auth/principal';
import { addLines } from '../cart/cart-add.service';
import { type CartOwner, cartOwnerKey } from '../cart/cart-owner';
import { clearCart } from '../cart/cart.service';
import { buyerUnitOf } from './punchout-buyer.rules';
import { buyerAccount, sellBysByCode } from './punchout.repository';
import type { SetupItemOut } from './cxml/setup-request';

/** What SupplierPartAuxiliaryID carries: the line's product and units, opaque to the buyer, read back on edit. */
export function lineAuxiliaryId(line: { productKey: number; unit: string; priceUnit: string }): string {
  return Buffer.from(JSON.stringify([line.productKey, line.unit, line.priceUnit])).toString('base64url');
}

function readAuxiliaryId(value: string): { productKey: number; unit: string; priceUnit: string } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [productKey, unit, priceUnit] = parsed as unknown[];
    if (!Number.isSafeInteger(productKey) || typeof unit !== 'string' || typeof priceUnit !== 'string') return null;
    return { productKey: productKey as number, unit: unit.slice(0, 20), priceUnit: priceUnit.slice(0, 20) };
  } catch {
    return null;
  }
}

type ProductsByCode = Map<string, { key: number; pricingUm: string; units: string[] }>;

/** An ItemOut line as a cart line: by our auxiliary ID, else by product code and the buyer's unit code; null when neither matches. */
function lineOf(
  item: SetupItemOut,
  byCode: ProductsByCode,
  unitMap: Readonly<Record<string, string>>,
): CartLinePayload | null {
  if (!/^\d+(\.\d{1,2})?$/.test(item.quantity)) return null;
  const aux = readAuxiliaryId(item.supplierPartAuxiliaryId);
  if (aux)
    return {
      productKey: aux.productKey,
      unitOfMeasure: aux.unit,
      orderQuantity: item.quantity,
      unitOfMeasure_Prc: aux.priceUnit,
    };
  const product = byCode.get(item.supplierPartId);
  const unit = product?.units.find((u) => buyerUnitOf(u, unitMap).toUpperCase() === item.unitOfMeasure.toUpperCase());
  if (!product || !unit) return null;
  return {
    productKey: product.key,
    unitOfMeasure: unit,
    orderQuantity: item.quantity,
    unitOfMeasure_Prc: product.pricingUm,
  };
}

/** The cart owner of a punchout session before any access session exists (setup rebuilds the cart for edit). */
export async function punchoutCartOwner(
  ctx: AppContext,
  punchoutSessionId: number,
  buyerUserId: number,
  customerId: number,
): Promise<CartOwner> {
  const { user, customer } = await buyerAccount(ctx.db, buyerUserId, customerId);
  const principal: Principal = {
    sessionId: 0,
    userId: buyerUserId,
    username: user.username,
    name: user.name,
    email: user.email,
    kind: 'customer',
    userType: 'Customer',
    isAdmin: false,
    customerId,
    isPunchout: true,
    punchoutCustomerId: customerId,
    punchoutSessionId,
    punchoutReadOnly: false,
    ownCustomer: actingCustomerOf(customer),
  };
  return {
    ownerKey: cartOwnerKey(principal, customerId),
    userId: buyerUserId,
    customerId,
    sessionId: null,
    principal,
    priceLevel: customer.price_level,
    shipMethod: null,
  };
}

/**
 * Edit and inspect: the cart becomes the ItemOut lines the procurement system sent back, each matched by the
 * SupplierPartAuxiliaryID we gave it, else by SupplierPartID (our product code) and its unit. Lines that match
 * nothing are left out and counted.
 */
export async function rebuildCart(
  ctx: AppContext,
  owner: CartOwner,
  items: readonly SetupItemOut[],
  unitMap: Readonly<Record<string, string>>,
): Promise<{ added: number; skipped: number }> {
  await clearCart(ctx, owner);
  if (items.length === 0) return { added: 0, skipped: 0 };
  const codes = [
    ...new Set(items.filter((i) => !readAuxiliaryId(i.supplierPartAuxiliaryId)).map((i) => i.supplierPartId)),
  ];
  const byCode: ProductsByCode = new Map();
  if (codes.length > 0) {
    const rows = await sellBysByCode(ctx.db, codes.slice(0, 2000));
    for (const r of rows) {
      const entry = byCode.get(r.product_code) ?? { key: r.product_key, pricingUm: r.pricing_um, units: [] };
      entry.units.push(r.unit);
      byCode.set(r.product_code, entry);
    }
  }
  const payloads: CartLinePayload[] = [];
  let skipped = 0;
  for (const item of items) {
    const line = lineOf(item, byCode, unitMap);
    if (line) payloads.push(line);
    else skipped += 1;
  }
  if (payloads.length === 0) return { added: 0, skipped };
  const outcome = await addLines(ctx, owner, payloads, { confirmAll: true, dryRun: false });
  return { added: outcome.body.data.productsAdded, skipped: skipped + outcome.body.errors.length };
}
