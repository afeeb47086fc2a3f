import { load, type LoadResult } from './load';

/** Issue 13: the bench customer's ledger (three years). */
export const ACCOUNT_DETAIL_ROWS = 5_000;
export const ACCOUNT_DETAIL = `account detail of ${ACCOUNT_DETAIL_ROWS.toLocaleString('en-US')} A/R rows`;

/** GET /api/account/detail with no dates: every row of the bench customer's ledger, as the Account Details page asks. */
export function accountDetailScenario(base: URL, token: string, opts: Parameters<typeof load>[3]): Promise<LoadResult> {
  const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', authorization: `Bearer ${token}` };
  return load(base, ACCOUNT_DETAIL, () => ({ method: 'GET', path: '/api/account/detail', headers }), opts);
}
