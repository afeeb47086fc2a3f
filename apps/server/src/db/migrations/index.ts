import type { Migration } from 'kysely';
import * as identity from './2026-11-22-0001-identity';

/** Every migration, in order. Landed migrations are frozen: add a new file instead of editing one. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-identity': identity,
};
