import type { DocumentResult } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { userPdfOwner } from '../../platform/pdf/render-pool';
import { type DocumentLink, issueDocumentLink, type OpenedDocument } from '../documents/document-links.service';
import { readSiteValues } from '../settings/settings.repository';
import { accountSummary, openAr } from './account.service';
import type { AccountScope } from './account-scope';

export const ACCOUNT_STATEMENT = 'account-statement';

/** GET /api/account/statement (spec 3 Reports, Current Statement): a link to the statement PDF. */
export function statementLink(ctx: AppContext, scope: AccountScope): Promise<DocumentResult> {
  return issueDocumentLink(
    ctx.db,
    { userId: scope.userId, kind: ACCOUNT_STATEMENT, reference: String(scope.customerId) },
    ctx.now(),
  );
}

/** The statement as of now: the same summary and open items the account pages show, so its aging agrees with the summary. */
export async function renderStatementDocument(
  ctx: AppContext,
  link: DocumentLink,
): Promise<OpenedDocument | undefined> {
  const customerId = Number(link.reference);
  if (!Number.isInteger(customerId) || customerId <= 0) return undefined;
  const [summary, items, site] = await Promise.all([
    accountSummary(ctx.db, customerId, ctx.now()),
    openAr(ctx.db, customerId),
    readSiteValues(ctx.db),
  ]);
  const pdf = await ctx.pdf.render(
    'statement',
    [{ ...summary, customerName: summary.name, items }, { siteName: site.siteName }],
    userPdfOwner(link.userId),
  );
  return { fileName: `Statement-${summary.asOf}.pdf`, pdf };
}
