import type { Config } from './config';
import type { Db } from './db/database';
import { accountMailHandlers } from './modules/identity/account-mail';
import { ORDER_CONFIRMATION_MAIL } from './modules/checkout/place-order.service';
import { orderConfirmationMail } from './modules/orders/order-confirmation.mail';
import { IMAGE_SYNC_JOB, imageSyncJobKind, runImageSync } from './modules/product-images/image-sync-jobs';
import { IMPORT_JOB, importJobKind, runImportJob } from './modules/erp-import/import-jobs';
import { ERP_EXPORT_JOB, erpExportJobKind, runErpExport } from './modules/erp-export/erp-export-jobs';
import type { JobHandler, JobKind, JobQueue } from './platform/jobs/job-queue';
import { purgeJob, purgeJobKind } from './platform/jobs/purge-job';
import { deliverMail, MAIL_JOB, mailJobKind, mailOutbox } from './platform/mail/mail-outbox';
import type { Mailer } from './platform/mail/mailer';
import type { PdfRenderer } from './platform/pdf/render-pool';

/** Every kind of background job (issue 29): one more line here for each new kind. */
export function jobKinds(config: Config): JobKind[] {
  return [mailJobKind(config), purgeJobKind, imageSyncJobKind(config), importJobKind(config), erpExportJobKind(config)];
}

/** What runs each kind, in a process that works jobs (RUN_JOBS, or `npm run worker`). */
export function jobHandlers(deps: {
  db: Db;
  config: Config;
  now: () => number;
  jobs: JobQueue;
  mailer: Mailer;
  pdf: Pick<PdfRenderer, 'render'>;
  log: { warn(details: object, message: string): void };
}): Record<string, JobHandler> {
  const { db, config, now, jobs, mailer, pdf, log } = deps;
  const mail = deliverMail({
    db,
    now,
    mailer,
    handlers: {
      [ORDER_CONFIRMATION_MAIL]: orderConfirmationMail(db, pdf),
      ...accountMailHandlers(db, config, now),
    },
  });
  return {
    [MAIL_JOB]: mail,
    [purgeJobKind.name]: purgeJob({ db, config, now, log }),
    [IMAGE_SYNC_JOB]: runImageSync({ db, sourceDir: config.imageSourceDir, imagesDir: config.imagesDir, now }),
    // Imported users get their set-password mail through the same outbox.
    [IMPORT_JOB]: runImportJob({ db, dataDir: config.dataDir, now, outbox: mailOutbox(jobs, mail, now) }),
    [ERP_EXPORT_JOB]: runErpExport({ db, exportsDir: config.exportsDir, now }),
  };
}
