import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The one webhook row (id 1). */
const ID = 1;

export function findWebhook(db: Kysely<DB>) {
  return db.selectFrom('erp_webhook').select(['url', 'secret', 'updated_at']).where('id', '=', ID).executeTakeFirst();
}

export type WebhookRow = NonNullable<Awaited<ReturnType<typeof findWebhook>>>;

/** Sets the address; the secret given is kept only when there was no row (a first set), as the same statement decides. */
export async function upsertWebhookUrl(db: Kysely<DB>, url: string, newSecret: string, now: number): Promise<void> {
  await db
    .insertInto('erp_webhook')
    .values({ id: ID, url, secret: newSecret, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ url, updated_at: now }))
    .execute();
}

/** Replaces the secret; false when no webhook is set. */
export async function replaceSecret(db: Kysely<DB>, secret: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('erp_webhook')
    .set({ secret, updated_at: now })
    .where('id', '=', ID)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteWebhook(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('erp_webhook').where('id', '=', ID).execute();
}
