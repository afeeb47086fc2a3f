import type { Migration } from 'kysely';
import * as identity from './2026-11-22-0001-identity';
import * as catalogue from './2026-11-22-0002-catalogue';
import * as orders from './2026-11-22-0003-orders';

/** Every migration, in order. Landed migrations are frozen: add a new file instead of editing one. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-identity': identity,
  '2026-11-22-0002-catalogue': catalogue,
  '2026-11-22-0003-orders': orders,
};
