import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function insertDocumentLink(
  db: Kysely<DB>,
  link: { tokenHash: string; userId: number; kind: string; reference: string; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('document_links')
    .values({
      token_hash: link.tokenHash,
      user_id: link.userId,
      kind: link.kind,
      reference: link.reference,
      expires_at: link.expiresAt,
    })
    .execute();
}

export function findDocumentLink(db: Kysely<DB>, tokenHash: string, now: number) {
  return db
    .selectFrom('document_links as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.kind', 'd.reference', 'd.user_id', 'u.kind as user_kind', 'u.customer_id'])
    .where('d.token_hash', '=', tokenHash)
    .where('d.expires_at', '>', now)
    .executeTakeFirst();
}
