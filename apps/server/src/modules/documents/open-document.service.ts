import type { AppContext } from '../../platform/context';
import { type DocumentRenderers, type OpenedDocument, resolveDocumentLink } from './document-links.service';

/** The document behind a /doc/{id} link; undefined when the link is unknown or expired or its document is gone. */
export async function openDocument(
  ctx: AppContext,
  renderers: DocumentRenderers,
  token: string,
): Promise<OpenedDocument | undefined> {
  const link = await resolveDocumentLink(ctx.db, token, ctx.now());
  const render = link ? renderers[link.kind] : undefined;
  return link && render ? render(ctx, link) : undefined;
}
