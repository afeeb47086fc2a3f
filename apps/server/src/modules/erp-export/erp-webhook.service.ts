import type { ErpWebhook } from '@storefront/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/http/http-error';
import { deleteWebhook, findWebhook, replaceSecret, upsertWebhookUrl, type WebhookRow } from './erp-webhook.repository';
import { newWebhookSecret } from './webhook-signature';

const NONE: ErpWebhook = { url: null, secret: null, updatedAt: null };

const viewOf = (row: WebhookRow | undefined): ErpWebhook =>
  row ? { url: row.url, secret: row.secret, updatedAt: new Date(row.updated_at).toISOString() } : NONE;

export async function readWebhook(db: Db): Promise<ErpWebhook> {
  return viewOf(await findWebhook(db));
}

/** Sets the address (validated by ErpWebhookUpdate); the first set makes the secret, a later one keeps it. */
export async function setWebhookUrl(db: Db, url: string, now: number): Promise<ErpWebhook> {
  await upsertWebhookUrl(db, url, newWebhookSecret(), now);
  return readWebhook(db);
}

/** A new secret: POSTs from now on are signed with it (a retry too), so the receiver must switch at once. */
export async function rotateWebhookSecret(db: Db, now: number): Promise<ErpWebhook> {
  if (!(await replaceSecret(db, newWebhookSecret(), now))) throw notFound('No webhook is set.');
  return readWebhook(db);
}

/** Stops the POSTs: exports still waiting are finished by their files alone. */
export async function removeWebhook(db: Db): Promise<ErpWebhook> {
  await deleteWebhook(db);
  return NONE;
}
