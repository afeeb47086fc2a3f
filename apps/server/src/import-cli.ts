import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_ENCODINGS, IMPORT_KINDS, type ImportEncoding, type ImportKindName } from '@storefront/contract';
import { jobKinds } from './background-jobs';
import { ensureReachable, databaseLocation, migrateToLatest, openDatabase } from './db/database';
import { ImportFileError } from './modules/erp-import/csv-source';
import { ImportRunningError, queueImport, runRecordedImport } from './modules/erp-import/import-jobs';
import { findImport, importStatusOf } from './modules/erp-import/imports.repository';
import { progressBar } from './modules/erp-import/progress-bar';
import { syncImages } from './modules/product-images/image-sync';
import { createJobQueue } from './platform/jobs/create-job-queue';
import { mailOutbox } from './platform/mail/mail-outbox';
import { exitWith, loadConfigOrExit } from './start-up';

const USAGE = `Usage:
  npm run import -- <kind> <file.csv> [--dry-run] [--all-or-nothing] [--deactivate-missing] [--encoding windows-1252]
  npm run import -- images <folder>
Kinds: ${IMPORT_KINDS.join(', ')}. Each kind's columns: README (ERP data exchange) or GET /api/admin/import/<kind>/template.`;

/**
 * `npm run import` (issue 30): one ERP file into the database the server uses (DATA_DIR or DATABASE_URL), with a
 * progress bar and a summary, under the same rules as the administrators' page (one import of a kind at a time, the
 * same checks, the same counts). New users' set-password mails are queued for the server to send.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      'all-or-nothing': { type: 'boolean', default: false },
      'deactivate-missing': { type: 'boolean', default: false },
      encoding: { type: 'string', default: 'utf-8' },
      help: { type: 'boolean', default: false },
    },
  });
  const [kind, file] = positionals;
  if (values.help || !kind || !file || positionals.length > 2) exitWith(USAGE);
  if (kind !== 'images' && !IMPORT_KINDS.includes(kind as ImportKindName)) exitWith(`Unknown kind ${kind}.\n${USAGE}`);
  if (!IMPORT_ENCODINGS.includes(values.encoding as ImportEncoding))
    exitWith(`--encoding is ${IMPORT_ENCODINGS.join(' or ')}.`);
  if (!fs.existsSync(file)) exitWith(`${file} does not exist.`);

  const config = loadConfigOrExit();
  const database = openDatabase(config.database);
  await ensureReachable(database, databaseLocation(config.database));
  await migrateToLatest(database.db);
  const now = () => Date.now();
  try {
    if (kind === 'images') {
      const bar = progressBar('images');
      const result = await syncImages({
        db: database.db,
        sourceDir: path.resolve(file),
        imagesDir: config.imagesDir,
        now,
        onProgress: async (p) => bar.update(p.processed, p.total),
      });
      bar.end();
      console.log(
        `images: ${result.total} read, ${result.matched} matched a product, ${result.unmatched} matched none, ${result.failed} failed`,
      );
      return;
    }
    // The jobs of the import (set-password mails) are queued for the server: this process works none.
    const jobs = await createJobQueue({
      config: { ...config, runJobs: false },
      database,
      kinds: jobKinds(config),
      now,
      log: { warn: () => {} },
    });
    const importKind = kind as ImportKindName;
    const id = await queueImport(
      {
        db: database.db,
        jobs: null,
        dataDir: config.dataDir,
        now,
        staleAfterMs: config.importJobTimeoutSeconds * 3_000,
      },
      {
        kind: importKind,
        bytes: fs.readFileSync(file),
        fileName: path.basename(file),
        userId: null,
        options: {
          dryRun: values['dry-run'],
          allOrNothing: values['all-or-nothing'],
          deactivateMissing: values['deactivate-missing'],
          encoding: values.encoding as ImportEncoding,
        },
      },
    );
    const bar = progressBar(kind);
    await runRecordedImport(
      {
        db: database.db,
        dataDir: config.dataDir,
        now,
        outbox: mailOutbox(jobs, async () => {}, now),
        onProgress: (done, total) => bar.update(done, total),
      },
      id,
    );
    bar.end();
    await jobs.stop();
    const row = await findImport(database.db, id);
    if (!row) throw new Error('The import vanished.');
    const s = importStatusOf(row);
    const c = s.counts;
    if (s.state === 'failed') exitWith(`${kind}: ${s.error}`);
    console.log(
      `${kind}${s.dryRun ? ' (dry run: nothing written)' : ''}: ${c.read} read, ${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged, ${c.refused} refused${s.deactivateMissing ? `, ${c.deactivated} deactivated` : ''}`,
    );
    for (const r of s.refusedRows.slice(0, 20))
      console.log(`  line ${r.line}${r.column ? `, ${r.column}` : ''}: ${r.reason}`);
    if (s.refusedRows.length > 20) console.log(`  ... the rest: GET /api/admin/import/${s.jobId}/refused`);
    if (s.error) exitWith(s.error);
  } catch (error) {
    if (error instanceof ImportFileError || error instanceof ImportRunningError) exitWith(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
