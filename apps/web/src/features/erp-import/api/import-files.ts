import type { ImportKindName } from '@storefront/contract';
import { apiBlob } from '../../../lib/api/api-client';

/** GET /api/admin/import/{kind}/template: the kind's header row and an example row. */
export const getTemplate = (kind: ImportKindName) => apiBlob(`/api/admin/import/${kind}/template`);

/** GET /api/admin/import/{jobId}/refused: the refused rows as CSV (line, column, reason, value). */
export const getRefusedRows = (jobId: string) => apiBlob(`/api/admin/import/${encodeURIComponent(jobId)}/refused`);
