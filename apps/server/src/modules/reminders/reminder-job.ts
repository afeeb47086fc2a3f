import type { Db } from '../../db/database';
import type { JobHandler, JobKind } from '../../platform/jobs/job-queue';
import { periodicJobKind } from '../../platform/jobs/job-kinds';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { sendDueReminders } from './reminders.service';

/** The periodic job that sends the reminders that are due (issue 32). */
export const REMINDER_JOB = 'order-reminders';

/**
 * Every five minutes, once across all processes (stately): a reminder goes within five minutes of the moment it is
 * due (reminderLeadHours before the cut-off); its reminders row keeps it to one.
 */
export const reminderJobKind: JobKind = periodicJobKind(REMINDER_JOB, 5);

export function runReminderJob(deps: {
  db: Db;
  now: () => number;
  outbox: Pick<Outbox, 'enqueue' | 'kick'>;
}): JobHandler {
  return async () => {
    await sendDueReminders(deps);
  };
}
