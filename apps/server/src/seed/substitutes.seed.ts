import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The demo's named substitutes (issue 31), by product code: each product and what is offered in its place, in order,
 * when it cannot be filled. Pairs a buyer would accept: the same cut or item in another trim, grade or pack.
 */
export const DEMO_SUBSTITUTES: readonly (readonly [product: string, substitutes: readonly string[]])[] = [
  // Atlantic Salmon Fillet, Skin-On -> Skinless Pin Bone Out; Salmon Portion, Skinless IQF.
  ['150001', ['150002', '170005']],
  // Cod Loin, Center Cut -> Haddock Fillet, Skinless.
  ['150003', ['150004']],
  // Ground Beef 80/20 Chub -> 85/15 Chub.
  ['100005', ['100006']],
  // Beef Ribeye Roll, Choice -> Beef Strip Loin, Prime.
  ['100001', ['100002']],
  // Pork Loin, Boneless Center Cut -> Pork Tenderloin, Natural.
  ['110001', ['110006']],
  // Pork Spare Ribs, St. Louis Cut -> Pork Baby Back Ribs.
  ['110003', ['110004']],
  // Chicken Breast, Boneless Skinless -> Chicken Tenderloins, Natural.
  ['120001', ['120005']],
  // Whole Milk, Gallon -> 2% Reduced Fat Milk, Gallon.
  ['180001', ['180002']],
  // Shell Eggs, Large Grade A -> Large Cage Free; Extra Large Grade A.
  ['200001', ['200003', '200002']],
  // Butter, Salted Solids -> Butter, Unsalted Solids.
  ['210001', ['210002']],
];

/** Sold out in the demo (no stock on hand, none on open orders), so a cart line of it is offered its substitute. */
export const DEMO_SOLD_OUT = '100005';

/** Writes the demo's substitutes and sells out DEMO_SOLD_OUT; run after the catalogue and its orders. */
export async function writeDemoSubstitutes(db: Kysely<DB>): Promise<void> {
  const codes = [...new Set(DEMO_SUBSTITUTES.flatMap(([product, substitutes]) => [product, ...substitutes]))];
  const keys = new Map(
    (
      await db
        .selectFrom('products')
        .select(['product_key', 'product_code'])
        .where('product_code', 'in', codes)
        .execute()
    ).map((p) => [p.product_code, p.product_key]),
  );
  const rows = DEMO_SUBSTITUTES.flatMap(([product, substitutes]) => {
    const productKey = keys.get(product);
    return productKey === undefined
      ? []
      : substitutes.flatMap((code, i) => {
          const substituteKey = keys.get(code);
          return substituteKey === undefined
            ? []
            : [{ product_key: productKey, sequence: i + 1, substitute_key: substituteKey }];
        });
  });
  if (rows.length > 0) await db.insertInto('product_substitutes').values(rows).execute();
  await db.updateTable('products').set({ on_hand: 0 }).where('product_code', '=', DEMO_SOLD_OUT).execute();
}
