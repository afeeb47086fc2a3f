import type { Config } from './config';
import type { Db } from './db/database';
import { accountMailHandlers } from './modules/identity/account-mail';
import { ORDER_CONFIRMATION_MAIL } from './modules/checkout/place-order.service';
import { orderConfirmationMail } from './modules/orders/order-confirmation.mail';
import { IMAGE_SYNC_JOB, imageSyncJobKind, runImageSync } from './modules/product-images/image-sync-jobs';
import type { JobHandler, JobKind } from './platform/jobs/job-queue';
import { purgeJob, purgeJobKind } from './platform/jobs/purge-job';
import { deliverMail, MAIL_JOB, mailJobKind } from './platform/mail/mail-outbox';
import type { Mailer } from './platform/mail/mailer';
import type { PdfRenderer } from './platform/pdf/render-pool';

/** Every kind of background job (issue 29): one more line here for each new kind. */
export function jobKinds(config: Config): JobKind[] {
  return [mailJobKind(config), purgeJobKind, imageSyncJobKind(config)];
}

/** What runs each kind, in a process that works jobs (RUN_JOBS, or `npm run worker`). */
export function jobHandlers(deps: {
  db: Db;
  config: Config;
  now: () => number;
  mailer: Mailer;
  pdf: Pick<PdfRenderer, 'render'>;
  log: { warn(details: object, message: string): void };
}): Record<string, JobHandler> {
  const { db, config, now, mailer, pdf, log } = deps;
  return {
    [MAIL_JOB]: deliverMail({
      db,
      now,
      mailer,
      handlers: {
        [ORDER_CONFIRMATION_MAIL]: orderConfirmationMail(db, pdf),
        ...accountMailHandlers(db, config, now),
      },
    }),
    [purgeJobKind.name]: purgeJob({ db, config, now, log }),
    [IMAGE_SYNC_JOB]: runImageSync({ db, sourceDir: config.imageSourceDir, imagesDir: config.imagesDir, now }),
  };
}
