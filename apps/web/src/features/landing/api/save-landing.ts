import { LandingImage, LandingLayout } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST /api/landing (administrators): answers the saved layout. */
export function saveLanding(layout: LandingLayout): Promise<LandingLayout> {
  return apiRequest('/api/landing', { method: 'POST', json: layout, schema: LandingLayout });
}

/** POST /api/landing/image: the uploaded picture's address under /img/landing/ (named after the file, so the picker shows its name). */
export function uploadLandingImage(file: File): Promise<LandingImage> {
  return apiRequest('/api/landing/image', { method: 'POST', file, query: { name: file.name }, schema: LandingImage });
}
