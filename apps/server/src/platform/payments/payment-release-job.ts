import type { Db } from '../../db/database';
import type { JobHandler, JobKind, JobQueue } from '../jobs/job-queue';
import type { PaymentGateway } from './payment-gateway';

/** The background job that gives back a payment an order no longer needs (issue 32: cancelled, or paid again). */
export const PAYMENT_RELEASE_JOB = 'payment-release';

/**
 * Thirteen attempts, 30 s apart at first and doubling (about a day and a half), so a gateway outage delays the refund
 * but never loses it; a dead job stays on the administrators' jobs page with its error.
 */
export const paymentReleaseJobKind: JobKind = {
  name: PAYMENT_RELEASE_JOB,
  policy: 'standard',
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

/**
 * Queues the release of the card payment `transactionId` through `db`: pass the transaction that cancels or revises
 * the order, so the money goes back exactly when the change commits (and never when it does not).
 */
export async function queuePaymentRelease(db: Db, jobs: Pick<JobQueue, 'send'>, transactionId: string): Promise<void> {
  await jobs.send(db, PAYMENT_RELEASE_JOB, { transactionId });
}

/** Refunds the charge or voids the authorisation (idempotent at the gateway, so a retried job releases once). */
export function runPaymentRelease(gateway: Pick<PaymentGateway, 'releaseTransaction'>): JobHandler {
  return async (payload) => {
    const transactionId = (payload as { transactionId?: unknown } | null)?.transactionId;
    if (typeof transactionId !== 'string' || transactionId === '')
      throw new Error('A payment release names its transaction.');
    await gateway.releaseTransaction(transactionId);
  };
}
