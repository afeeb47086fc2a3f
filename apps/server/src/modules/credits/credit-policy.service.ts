import type { CreditPolicy, CreditPolicyUpdate } from '@storefront/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../platform/http/http-error';
import {
  DEFAULT_POLICY_CODE,
  listMainCategories,
  listPolicyRows,
  replacePolicy,
  windowsFor,
} from './credit-policy.repository';

/**
 * The site default when no row says otherwise (a database migrated but never seeded): a week. The demo seeds 72 hours
 * for fresh main categories and 14 days for the rest (seed/credit-policy.seed.ts).
 */
export const FALLBACK_WINDOW_HOURS = 168;

/** GET /api/admin/credit-policy: the default and every main category, with its own window or null (the default). */
export async function readCreditPolicy(db: Db): Promise<CreditPolicy> {
  const [rows, categories] = await Promise.all([listPolicyRows(db), listMainCategories(db)]);
  const hours = new Map(rows.map((r) => [r.main_category_code, r.window_hours]));
  return {
    defaultWindowHours: hours.get(DEFAULT_POLICY_CODE) ?? FALLBACK_WINDOW_HOURS,
    categories: categories.map((c) => ({
      mainCategoryCode: c.code,
      description: c.description,
      windowHours: hours.get(c.code) ?? null,
    })),
  };
}

/**
 * PUT /api/admin/credit-policy: replaces the policy. Each main category named once and one of the catalogue's (400
 * with the codes otherwise); null (or left out) uses the default. The schema bounds windows to 1 hour .. 1 year.
 */
export async function saveCreditPolicy(
  db: Db,
  update: CreditPolicyUpdate,
  at: { now: number; userId: number },
): Promise<CreditPolicy> {
  const known = new Set((await listMainCategories(db)).map((c) => c.code));
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (const c of update.categories) {
    if (seen.has(c.mainCategoryCode)) throw badRequest(`Main category ${c.mainCategoryCode} is given more than once.`);
    seen.add(c.mainCategoryCode);
    if (!known.has(c.mainCategoryCode)) unknown.push(c.mainCategoryCode);
  }
  if (unknown.length > 0) throw badRequest(`No main category ${unknown.join(', ')} in the catalogue.`);
  const rows = [
    { main_category_code: DEFAULT_POLICY_CODE, window_hours: update.defaultWindowHours },
    ...update.categories.flatMap((c) =>
      c.windowHours === null ? [] : [{ main_category_code: c.mainCategoryCode, window_hours: c.windowHours }],
    ),
  ];
  await db.transaction().execute((trx) => replacePolicy(trx, rows, at));
  return readCreditPolicy(db);
}

/** A main category's claim rule: its window (its own, else the default) and its name for the refusal. */
export interface ClaimRule {
  mainCategoryName: string;
  windowHours: number;
}

/** The rule of each of these main categories. */
export async function claimRulesFor(db: Db, mainCategoryCodes: readonly string[]): Promise<Map<string, ClaimRule>> {
  const { hours, names } = await windowsFor(db, mainCategoryCodes);
  const fallback = hours.get(DEFAULT_POLICY_CODE) ?? FALLBACK_WINDOW_HOURS;
  return new Map(
    mainCategoryCodes.map((code) => [
      code,
      { mainCategoryName: names.get(code) ?? code, windowHours: hours.get(code) ?? fallback },
    ]),
  );
}
