import { createHash, randomBytes } from 'node:crypto';
import type { DocumentResult } from '@storefront/contract';
import type { Db } from '../../db/database';
import { renderOrderConfirmation } from '../../platform/pdf/order-confirmation.pdf';
import { readSiteValues } from '../settings/settings.repository';
import { findDocumentLink, insertDocumentLink } from './document-links.repository';
import { readOrder } from './order-view.service';
import type { OrderScope } from './orders.repository';

/** How long a /doc/{id} link opens its document (the new tab loads it at once; a reload soon after still works). */
const LINK_MS = 10 * 60_000;
const KIND = 'order-confirmation';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Spec 2 §7 document fetch: checks the order is the caller's and confirmations may be
 * viewed, then answers the id of a short-lived link the new tab opens at /doc/{id}.
 */
export async function confirmationLink(db: Db, orderNumber: string, scope: OrderScope, now: number): Promise<DocumentResult> {
  const site = await readSiteValues(db);
  if (!site.canViewConfirmation) return { isError: true, message: 'Order confirmations are not available.', status: 403, id: '' };
  const order = await readOrder(db, orderNumber, scope);
  if (!order) return { isError: true, message: 'This order was not found.', status: 404, id: '' };
  const token = randomBytes(32).toString('base64url');
  await insertDocumentLink(db, {
    tokenHash: hashOf(token),
    userId: scope.userId,
    kind: KIND,
    reference: `${scope.customerId ?? 0}:${orderNumber}`,
    expiresAt: now + LINK_MS,
  });
  return { isError: false, message: '', status: 200, id: token };
}

export interface OpenedDocument {
  fileName: string;
  pdf: Buffer;
}

/** The document behind a /doc/{id} link, rendered from the order as recorded; undefined when the link is unknown or expired. */
export async function openDocument(db: Db, token: string, now: number): Promise<OpenedDocument | undefined> {
  const link = await findDocumentLink(db, hashOf(token), now);
  if (!link || link.kind !== KIND) return undefined;
  const [customer, orderNumber] = link.reference.split(':');
  if (customer === undefined || orderNumber === undefined) return undefined;
  const customerId = Number(customer) || null;
  const order = await readOrder(db, orderNumber, { customerId, userId: link.user_id });
  if (!order) return undefined;
  const site = await readSiteValues(db);
  return { fileName: `Order-${order.orderNumber}.pdf`, pdf: await renderOrderConfirmation(order, { siteName: site.siteName }) };
}
