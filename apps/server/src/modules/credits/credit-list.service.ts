import type { CreditListQuery, CreditRequestDetail, CreditRequestPage } from '@storefront/contract';
import type { Db } from '../../db/database';
import { forbidden } from '../../platform/http/http-error';
import { listCreditRequests } from './credit-request.repository';
import { visibleRequest } from './credit-review.service';
import { customerScopeOf, inScope } from './credit-scope.repository';
import { type CreditViewer, mayReview } from './credit-viewer';
import { toDetail, toSummary } from './credit-view.service';

export const DEFAULT_CREDIT_PAGE_SIZE = 25;

/**
 * GET /api/credits: the requests the viewer may read (credit-viewer.ts), newest first, by status and customer when
 * asked; a customer outside the viewer's is refused (403). One page of at most 100.
 */
export async function listCredits(db: Db, viewer: CreditViewer, query: CreditListQuery): Promise<CreditRequestPage> {
  const scope = await customerScopeOf(db, viewer);
  if (query.customerKey !== undefined && !inScope(scope, query.customerKey))
    throw forbidden("You may not see this customer's credit requests.");
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_CREDIT_PAGE_SIZE;
  const { rows, total } = await listCreditRequests(
    db,
    { scope, status: query.status, customerId: query.customerKey },
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  return { requests: rows.map(toSummary), total, page, pageSize };
}

/** GET /api/credits/{number}: the request with its lines and photos, to whoever may read it (404 otherwise). */
export async function readCredit(db: Db, viewer: CreditViewer, number: string): Promise<CreditRequestDetail> {
  return toDetail(db, await visibleRequest(db, viewer, number), mayReview(viewer));
}
