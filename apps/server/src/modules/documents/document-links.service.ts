import { createHash, randomBytes } from 'node:crypto';
import type { DocumentResult } from '@storefront/contract';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { findDocumentLink, insertDocumentLink } from './document-links.repository';

/** How long a /doc/{id} link opens its document (the new tab loads it at once; a reload soon after still works). */
const LINK_MS = 10 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a /doc/{id} link opens: a kind of document and its reference (which carries the customer it belongs to). */
export interface DocumentLink {
  kind: string;
  reference: string;
  userId: number;
}

/**
 * Spec 2 §7 document fetch: the id of a short-lived link, made for one user and one document,
 * that the new tab opens at /doc/{id}. Only the token's SHA-256 is stored.
 */
export async function issueDocumentLink(db: Db, link: DocumentLink, now: number): Promise<DocumentResult> {
  const token = randomBytes(32).toString('base64url');
  await insertDocumentLink(db, {
    tokenHash: hashOf(token),
    userId: link.userId,
    kind: link.kind,
    reference: link.reference,
    expiresAt: now + LINK_MS,
  });
  return { isError: false, message: '', status: 200, id: token };
}

/** The document a token opens, or undefined when it is unknown or expired. */
export async function resolveDocumentLink(db: Db, token: string, now: number): Promise<DocumentLink | undefined> {
  const link = await findDocumentLink(db, hashOf(token), now);
  return link ? { kind: link.kind, reference: link.reference, userId: link.user_id } : undefined;
}

export const documentError = (status: 403 | 404, message: string): DocumentResult => ({
  isError: true,
  message,
  status,
  id: '',
});

export interface OpenedDocument {
  fileName: string;
  pdf: Buffer;
}

/** Draws one kind of document from its link; undefined when the document is gone. */
export type DocumentRenderer = (ctx: AppContext, link: DocumentLink) => Promise<OpenedDocument | undefined>;

/** The kinds of document a module owns, by kind: app.ts hands every module's to the /doc/{id} route. */
export type DocumentRenderers = Readonly<Record<string, DocumentRenderer>>;
