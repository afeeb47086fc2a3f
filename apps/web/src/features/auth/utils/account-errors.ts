import { AccountResult } from '@storefront/contract';
import { z } from 'zod/mini';
import { ApiError } from '../../../lib/api/api-client';

const UNEXPECTED = 'An unexpected error occurred.';

/** The first error of a refused sign-up or reset request (spec 3 §4: failure shows the first error). */
export function firstAccountError(err: unknown): string {
  if (err instanceof ApiError) {
    const body = z.partial(AccountResult).safeParse(err.body);
    const first = body.success ? body.data.errors?.[0] : undefined;
    return first ?? err.message;
  }
  return err instanceof Error && err.message ? err.message : UNEXPECTED;
}
