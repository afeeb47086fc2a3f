import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GlobalPageLayout,
  GlobalPageSort,
  ImageSyncRequested,
  ImageSyncStatus,
  type MenuEntryOverride,
  MenuEntryOverrides,
  MessageResult,
} from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

const DEFAULTS_KEY = ['admin', 'page-defaults'] as const;
const SYNC_KEY = ['admin', 'image-sync'] as const;

/** GET /api/admin/defaultPageLayout and /api/admin/defaultPageSortBy, as the spec's admin numbers. */
export function useGlobalPageDefaults() {
  return useQuery({
    queryKey: DEFAULTS_KEY,
    queryFn: async ({ signal }) => {
      const [layout, sort] = await Promise.all([
        apiRequest('/api/admin/defaultPageLayout', { schema: GlobalPageLayout, signal }),
        apiRequest('/api/admin/defaultPageSortBy', { schema: GlobalPageSort, signal }),
      ]);
      return { ...layout, ...sort };
    },
  });
}

/** POST one global default; the other is unchanged. */
export function useSaveGlobalPageDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GlobalPageLayout | GlobalPageSort) =>
      apiRequest('defaultPageLayout' in body ? '/api/admin/defaultPageLayout' : '/api/admin/defaultPageSortBy', {
        method: 'POST',
        json: body,
        schema: MessageResult,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEFAULTS_KEY }),
  });
}

/** GET /api/admin/imageSync/status, every second while a sync runs. */
export function useImageSyncStatus() {
  return useQuery({
    queryKey: SYNC_KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/imageSync/status', { schema: ImageSyncStatus, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });
}

/** GET /api/admin/requestImageSync: starts a sync (or joins the one running). */
export function useRequestImageSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/admin/requestImageSync', { schema: ImageSyncRequested }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNC_KEY }),
  });
}

const MENU_KEY = ['admin', 'menu-overrides'] as const;

/** GET /api/admin/menuOverrides. */
export function useMenuOverrides() {
  return useQuery({
    queryKey: MENU_KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/menuOverrides', { schema: MenuEntryOverrides, signal }),
  });
}

/** POST /api/admin/menuOverrides: one entry for one user type; the answer replaces the list. */
export function useSaveMenuOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuEntryOverride) =>
      apiRequest('/api/admin/menuOverrides', { method: 'POST', json: body, schema: MenuEntryOverrides }),
    onSuccess: (list) => queryClient.setQueryData(MENU_KEY, list),
  });
}
