import { useInfiniteQuery } from '@tanstack/react-query';
import { LandingImageList } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** Thumbnails on one page of the image picker: a few rows at desktop width, no long wait on a phone. */
export const IMAGE_PICKER_PAGE_SIZE = 24;

export const landingImagesKey = ['landing-images'] as const;

/** GET /api/landing/images (administrators): one page of the uploaded pictures, newest first, whose name holds `q`. */
export function getLandingImages(q: string, page: number, signal?: AbortSignal): Promise<LandingImageList> {
  return apiRequest('/api/landing/images', {
    schema: LandingImageList,
    query: { q, page, pageSize: IMAGE_PICKER_PAGE_SIZE },
    signal,
  });
}

/** The picker's pages; the next one is asked for by Show more. Never kept stale: an upload adds to it. */
export function useLandingImages(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...landingImagesKey, q],
    queryFn: ({ pageParam, signal }) => getLandingImages(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled,
  });
}
