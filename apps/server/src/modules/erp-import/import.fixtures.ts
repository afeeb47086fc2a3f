import type { ImportKindName, ImportStatus } from '@storefront/contract';
import { signInAs, type TestApp } from '../../test/test-app';
import { IMPORT_JOB, runImportJob } from './import-jobs';

/** Rows as CSV text with a header row (cells quoted when they must be). */
export function csvOf(header: readonly string[], rows: readonly (readonly string[])[], newline = '\r\n'): string {
  const cell = (v: string) => (/[",\n\r;]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return [header, ...rows].map((r) => r.map(cell).join(',')).join(newline) + newline;
}

/** Uploads a file as an administrator; answers the raw response. */
export async function uploadImport(
  t: TestApp,
  kind: string,
  body: string | Buffer,
  query = '',
  contentType = 'text/csv',
) {
  const admin = await signInAs(t.app, 'admin');
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/import/${kind}${query ? `?${query}` : ''}`,
    headers: { ...admin, 'content-type': contentType },
    payload: body,
  });
}

/** Runs the queued import jobs in this process, as a worker would. */
export async function runQueuedImports(t: TestApp): Promise<void> {
  const { db } = t.database;
  await t.app.ctx.jobs.drain(
    IMPORT_JOB,
    runImportJob({ db, dataDir: t.config.dataDir, now: () => t.clock.now, outbox: t.app.ctx.outbox }),
  );
}

/** Uploads, runs the import and answers its status. */
export async function importNow(
  t: TestApp,
  kind: ImportKindName,
  body: string | Buffer,
  query = '',
): Promise<ImportStatus> {
  const res = await uploadImport(t, kind, body, query);
  if (res.statusCode !== 202) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  await runQueuedImports(t);
  const admin = await signInAs(t.app, 'admin');
  const status = await t.app.inject({ method: 'GET', url: `/api/admin/import/${res.json().jobId}`, headers: admin });
  return status.json();
}
