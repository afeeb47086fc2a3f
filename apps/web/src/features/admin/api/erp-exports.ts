import { useQuery } from '@tanstack/react-query';
import { ErpExportList, type ErpExportState } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/admin/exports: the newest ERP exports, of one state or all. */
export function useErpExports(state: ErpExportState | null) {
  return useQuery({
    queryKey: ['admin', 'erp-exports', state],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/exports', { query: { state: state ?? undefined }, schema: ErpExportList, signal }),
  });
}
