import type { Config } from './config';
import type { Db } from './db/database';
import { accountMailHandlers } from './modules/identity/account-mail';
import { ORDER_CONFIRMATION_MAIL } from './modules/checkout/place-order.service';
import { orderConfirmationMail } from './modules/orders/order-confirmation.mail';
import { DELIVERY_MAIL, deliveryMail } from './modules/invoicing/delivery.mail';
import { IMAGE_SYNC_JOB, imageSyncJobKind, runImageSync } from './modules/product-images/image-sync-jobs';
import { IMPORT_JOB, importJobKind, runImportJob } from './modules/erp-import/import-jobs';
import { ERP_EXPORT_JOB, erpExportJobKind, runErpExport } from './modules/erp-export/erp-export-jobs';
import { REMINDER_JOB, reminderJobKind, runReminderJob } from './modules/reminders/reminder-job';
import { orderReminderMail } from './modules/reminders/order-reminder.mail';
import { ORDER_REMINDER_MAIL } from './modules/reminders/reminders.service';
import {
  CREDIT_REQUESTED_MAIL,
  CREDIT_REVIEWED_MAIL,
  creditRequestedMail,
  creditReviewedMail,
} from './modules/credits/credit-request.mail';
import {
  STANDING_ORDERS_JOB,
  standingOrdersJob,
  standingOrdersJobKind,
} from './modules/standing-orders/standing-order-job';
import { standingOrderNotPlacedMail, standingOrderPlacedMail } from './modules/standing-orders/standing-order.mail';
import {
  STANDING_ORDER_NOT_PLACED_MAIL,
  STANDING_ORDER_PLACED_MAIL,
} from './modules/standing-orders/standing-order-placement.service';
import type { JobHandler, JobKind, JobQueue } from './platform/jobs/job-queue';
import { purgeJob, purgeJobKind } from './platform/jobs/purge-job';
import type { PaymentGateway } from './platform/payments/payment-gateway';
import { PAYMENT_RELEASE_JOB, paymentReleaseJobKind, runPaymentRelease } from './platform/payments/payment-release-job';
import { deliverMail, MAIL_JOB, mailJobKind, mailOutbox } from './platform/mail/mail-outbox';
import type { Mailer } from './platform/mail/mailer';
import type { PdfRenderer } from './platform/pdf/render-pool';

/** Every kind of background job (issue 29): one more line here for each new kind. */
export function jobKinds(config: Config): JobKind[] {
  return [
    mailJobKind(config),
    purgeJobKind,
    imageSyncJobKind(config),
    importJobKind(config),
    erpExportJobKind(config),
    reminderJobKind,
    standingOrdersJobKind,
    paymentReleaseJobKind,
  ];
}

/** What runs each kind, in a process that works jobs (RUN_JOBS, or `npm run worker`). */
export function jobHandlers(deps: {
  db: Db;
  config: Config;
  now: () => number;
  jobs: JobQueue;
  mailer: Mailer;
  pdf: Pick<PdfRenderer, 'render'>;
  payments: Pick<PaymentGateway, 'releaseTransaction'>;
  log: { warn(details: object, message: string): void };
}): Record<string, JobHandler> {
  const { db, config, now, jobs, mailer, pdf, payments, log } = deps;
  const mail = deliverMail({
    db,
    now,
    mailer,
    handlers: {
      [ORDER_CONFIRMATION_MAIL]: orderConfirmationMail(db, pdf),
      ...accountMailHandlers(db, config, now),
      [ORDER_REMINDER_MAIL]: orderReminderMail(db, config),
      [STANDING_ORDER_PLACED_MAIL]: standingOrderPlacedMail(db, pdf),
      [STANDING_ORDER_NOT_PLACED_MAIL]: standingOrderNotPlacedMail(db),
      [DELIVERY_MAIL]: deliveryMail(db, config),
      [CREDIT_REQUESTED_MAIL]: creditRequestedMail(db, config),
      [CREDIT_REVIEWED_MAIL]: creditReviewedMail(db, config),
    },
  });
  return {
    [MAIL_JOB]: mail,
    [purgeJobKind.name]: purgeJob({ db, config, now, log }),
    [IMAGE_SYNC_JOB]: runImageSync({ db, sourceDir: config.imageSourceDir, imagesDir: config.imagesDir, now }),
    // Imported users get their set-password mail through the same outbox.
    [IMPORT_JOB]: runImportJob({ db, dataDir: config.dataDir, now, outbox: mailOutbox(jobs, mail, now) }),
    [ERP_EXPORT_JOB]: runErpExport({ db, exportsDir: config.exportsDir, now }),
    // Issue 32: the card payment of an order cancelled or paid again is refunded or voided.
    [PAYMENT_RELEASE_JOB]: runPaymentRelease(payments),
    // Issue 32 (unless ORDERING_WEEK_JOBS is off: a kind without a handler is neither scheduled nor worked here):
    // reminders of a missing usual order, and standing orders that become orders before their cut-off, with mails.
    ...(config.orderingWeekJobs
      ? {
          [REMINDER_JOB]: runReminderJob({ db, now, outbox: mailOutbox(jobs, mail, now) }),
          [STANDING_ORDERS_JOB]: standingOrdersJob({ db, now, jobs, outbox: mailOutbox(jobs, mail, now) }),
        }
      : {}),
  };
}
