import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Deletes a cart and its lines (an edit cart saved or discarded). */
export async function deleteCart(db: Kysely<DB>, ownerKey: string): Promise<void> {
  const cart = await db.selectFrom('carts').select('id').where('owner_key', '=', ownerKey).executeTakeFirst();
  if (!cart) return;
  await db.deleteFrom('cart_lines').where('cart_id', '=', cart.id).execute();
  await db.deleteFrom('carts').where('id', '=', cart.id).execute();
}
