import type { JobHandler, JobKind } from '../../platform/jobs/job-queue';
import { periodicJobKind } from '../../platform/jobs/job-kinds';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { placeDueStandingOrders, type PlacementDeps } from './standing-order-placement.service';

export const STANDING_ORDERS_JOB = 'standing-orders';

/**
 * Every five minutes, once across all processes (stately): a standing order is placed within five minutes of its
 * placement time. The run rows make a second run (or a retry) place nothing twice.
 */
export const standingOrdersJobKind: JobKind = periodicJobKind(STANDING_ORDERS_JOB, 5);

export function standingOrdersJob(
  deps: Omit<PlacementDeps, 'now' | 'outbox'> & {
    now: () => number;
    outbox: Pick<Outbox, 'enqueue' | 'kick'>;
  },
): JobHandler {
  return async () => {
    const outcomes = await placeDueStandingOrders({ ...deps, now: deps.now() });
    if (outcomes.length > 0) deps.outbox.kick();
  };
}
