import { describe, expect, it } from 'vitest';
import { jobHandlers } from './background-jobs';
import { loadConfig } from './config';
import type { Db } from './db/database';
import type { JobQueue } from './platform/jobs/job-queue';
import type { Mailer } from './platform/mail/mailer';
import { REMINDER_JOB } from './modules/reminders/reminder-job';
import { STANDING_ORDERS_JOB } from './modules/standing-orders/standing-order-job';

/** The handlers a process would run under `env` (nothing is run: building them touches no database). */
const handlerNames = (env: Record<string, string>) =>
  Object.keys(
    jobHandlers({
      db: {} as Db,
      config: loadConfig(env),
      now: () => 0,
      jobs: {} as JobQueue,
      mailer: {} as Mailer,
      pdf: { render: () => Promise.reject(new Error('not here')) },
      payments: { releaseTransaction: () => Promise.reject(new Error('not here')) },
      log: { warn: () => undefined },
    }),
  );

describe('ORDERING_WEEK_JOBS', () => {
  it('runs the standing-order and reminder jobs by default', () => {
    expect(handlerNames({})).toEqual(expect.arrayContaining([REMINDER_JOB, STANDING_ORDERS_JOB]));
  });

  it('off, leaves them out of this process (a kind without a handler is neither scheduled nor worked), and only them', () => {
    const on = handlerNames({});
    const off = handlerNames({ ORDERING_WEEK_JOBS: 'false' });
    expect(off).not.toContain(REMINDER_JOB);
    expect(off).not.toContain(STANDING_ORDERS_JOB);
    expect(on.filter((n) => !off.includes(n)).sort()).toEqual([REMINDER_JOB, STANDING_ORDERS_JOB].sort());
  });
});
